export {
  languageCodes,
  releasedLanguages,
  isLanguageCode,
  languageOfProfile,
  languageOfBrowser,
} from './languages';
export type { LanguageCode } from './languages';
export { ownNames } from './ownNames';
export { i18n, Trans, useLingui, useTranslatedText } from './runtime';
export { loadLanguage } from './loadLanguage';
