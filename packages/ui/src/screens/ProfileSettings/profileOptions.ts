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

/** Spec 2 §2 (Profile Settings): the only languages the form offers; spec 2 §3 defaults to English. */
export const languageOptions = [
  'English',
  'Spanish',
  'French',
  'German',
  'Hindi',
] as const satisfies readonly Language[];

export const defaultLanguage: Language = 'English';

export function isCountry(value: string): value is Country {
  return (countryOptions as readonly string[]).includes(value);
}

export function isLanguage(value: string): value is Language {
  return (languageOptions as readonly string[]).includes(value);
}
