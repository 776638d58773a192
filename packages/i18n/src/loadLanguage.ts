import { languages, type LanguageCode } from './languages';
import { activateLanguage } from './runtime';

let latest: LanguageCode = 'en';

/**
 * Loads `language`'s catalogue and makes it the active language; `beforeActivate` runs just before every text is
 * written again (the app sets the formatters' locale and `html[lang]` there). When several are asked for in a row,
 * the last one asked wins, whichever catalogue arrives first.
 */
export async function loadLanguage(
  language: LanguageCode,
  beforeActivate?: (language: LanguageCode, locale: string) => void,
): Promise<void> {
  latest = language;
  const catalogue =
    language === 'en'
      ? undefined
      : await (await import('./catalogues/index')).catalogueFor(language);
  if (latest !== language) return;
  beforeActivate?.(language, languages[language].locale);
  activateLanguage(language, catalogue);
}
