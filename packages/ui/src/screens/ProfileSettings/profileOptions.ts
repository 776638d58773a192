import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@tp/api';

// The countries are shared with Account Information, which shows the profile's country too.
export { countryLabels, countryOptions, isCountry, type Country } from '../shared/countries';

export type Language = components['schemas']['Language'];

/** Spec 2 §2 (Profile Settings): the only languages the form offers; spec 2 §3 defaults to English. */
export const languageOptions = [
  'English',
  'Spanish',
  'French',
  'German',
  'Hindi',
] as const satisfies readonly Language[];

export const defaultLanguage: Language = 'English';

/**
 * What the form shows for each language (D18): in English the spec's names byte for byte ("Spanish"), in another
 * language that language's word for it; the value stays the API's English name.
 */
export const languageLabels: Record<Language, MessageDescriptor> = {
  English: msg`English`,
  Spanish: msg`Spanish`,
  French: msg`French`,
  German: msg`German`,
  Hindi: msg`Hindi`,
};

export function isLanguage(value: string): value is Language {
  return (languageOptions as readonly string[]).includes(value);
}
