import type { LanguageCode } from './languages';

/**
 * Each language in its own words, as the footer's picker offers it (D18). A module of its own, so the first load of
 * a page, which has no picker yet, does not carry it.
 */
export const ownNames: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  hi: 'हिन्दी',
};
