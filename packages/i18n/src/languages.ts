/**
 * DECISIONS D18: the five languages, as the profile names them (spec 2 §2), with the locale their numbers, money
 * and dates follow (their own names, for the footer's picker, are in `ownNames.ts`).
 */
export const languages = {
  en: { profileName: 'English', locale: 'en-US' },
  es: { profileName: 'Spanish', locale: 'es-ES' },
  fr: { profileName: 'French', locale: 'fr-FR' },
  de: { profileName: 'German', locale: 'de-DE' },
  hi: { profileName: 'Hindi', locale: 'hi-IN' },
} as const;

export type LanguageCode = keyof typeof languages;

/**
 * The cookie holding a signed-out visitor's own choice, for the web server: nginx answers a public page with its
 * prerendered copy in that language (deploy/nginx-config.mjs names the same cookie).
 */
export const languageCookie = 'tp_language';

/** The signed-in profile's language, for the web server: the account pages' prerendered frames are picked by it. */
export const accountLanguageCookie = 'tp_account_language';
export const languageCodes = Object.keys(languages) as LanguageCode[];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}

/** The profile's language ("Spanish") as a code; English when missing or unknown (spec 2 §3). */
export function languageOfProfile(name: string | null | undefined): LanguageCode {
  return languageCodes.find((code) => languages[code].profileName === name) ?? 'en';
}

/** The first of the browser's languages (`navigator.languages`, "de-AT", "es") that is one of the five; else English. */
export function languageOfBrowser(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(primary)) return primary;
  }
  return 'en';
}

/**
 * The languages a user can be shown: all five, since every text of the product is in every catalogue
 * (`catalogues.test.ts` fails otherwise). A language taken out of this list falls back to English.
 */
export const releasedLanguages: readonly LanguageCode[] = languageCodes;
