export {
  languageCodes,
  releasedLanguages,
  isLanguageCode,
  languageOfProfile,
  languageOfBrowser,
  languageCookie,
  accountLanguageCookie,
} from './languages';
export type { LanguageCode } from './languages';
export { ownNames } from './ownNames';
export { i18n, Trans, translateText, useLingui, useTranslatedText } from './runtime';
export { loadLanguage } from './loadLanguage';
