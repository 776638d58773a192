/**
 * The one place the formatters read their locale from.
 *
 * In English nothing is chosen: numbers and money are en-US (DECISIONS D8) and dates follow the
 * browser's locale (D8). In another language (D18) `applyLocale` (shell/LanguageProvider.tsx) sets
 * that language's locale just before the language renders, and back to `undefined` for English; every
 * formatter then follows it, numbers and dates alike. The formatters are cached per locale, so
 * switching costs one `Intl` object per kind.
 */
let chosenLocale: string | undefined;

/** Sets the locale every formatter uses from now on; `undefined` goes back to the defaults above. */
export function setFormatLocale(locale: string | undefined): void {
  chosenLocale = locale;
}

/** The locale numbers and money are written in: the chosen one, else en-US (D8). */
export function numberLocale(): string {
  return chosenLocale ?? 'en-US';
}

/** The locale dates are written in: the chosen one, else the browser's (`undefined`, D8). */
export function dateLocale(): string | undefined {
  return chosenLocale;
}
