/**
 * The one place the formatters read their locale from.
 *
 * Today nothing sets it: numbers and money are en-US (DECISIONS D8) and dates follow the browser's
 * locale (D8). When the profile's language is wired up (a later issue), the app calls
 * `setFormatLocale(profile.language)` once the profile has loaded (and `setFormatLocale(undefined)` on
 * sign-out), before rendering what it formats; every formatter then follows that locale, numbers and
 * dates alike. The formatters are cached per locale, so switching costs one `Intl` object per kind.
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
