import type { LanguageCode } from '../languages';
import type { Catalogue } from '../runtime';

/**
 * One chunk per language: its compiled catalogue and @lingui/core. This module is itself loaded only for a language
 * other than English, so the first load of an English page names none of them.
 */
const catalogues: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ catalogue: Catalogue }>> = {
  es: () => import('./es'),
  fr: () => import('./fr'),
  de: () => import('./de'),
  hi: () => import('./hi'),
};

export async function catalogueFor(language: Exclude<LanguageCode, 'en'>): Promise<Catalogue> {
  return (await catalogues[language]()).catalogue;
}
