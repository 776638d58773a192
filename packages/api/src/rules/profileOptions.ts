import type { Country, Language } from '../schema.gen';

// Spec 2 §2 (Profile Settings): the only countries and languages a profile takes, in the form's order; the
// contract's `Country` and `Language` enums. Read by the mock server, which refuses any other, and the form.
// Keyed by the contract's types, so a value the contract adds or drops fails to compile here.
const countries: Record<Country, true> = {
  'United States': true,
  Canada: true,
  'United Kingdom': true,
  Australia: true,
  India: true,
};
const languages: Record<Language, true> = {
  English: true,
  Spanish: true,
  French: true,
  German: true,
  Hindi: true,
};

export const countryOptions = Object.keys(countries) as readonly Country[];
export const languageOptions = Object.keys(languages) as readonly Language[];

export function isCountry(value: string): value is Country {
  return Object.hasOwn(countries, value);
}

export function isLanguage(value: string): value is Language {
  return Object.hasOwn(languages, value);
}

export type { Country, Language };
