import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '@tp/api';

export type Country = components['schemas']['Country'];
export type Language = components['schemas']['Language'];

/** Spec 2 §2 (Profile Settings): the only countries the form offers. */
export const countryOptions = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'India',
] as const satisfies readonly Country[];

/** What the form shows for each country (D18): the value stays the API's English name. */
export const countryLabels: Record<Country, MessageDescriptor> = {
  'United States': msg`United States`,
  Canada: msg`Canada`,
  'United Kingdom': msg`United Kingdom`,
  Australia: msg`Australia`,
  India: msg`India`,
};

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

export function isCountry(value: string): value is Country {
  return (countryOptions as readonly string[]).includes(value);
}

export function isLanguage(value: string): value is Language {
  return (languageOptions as readonly string[]).includes(value);
}
