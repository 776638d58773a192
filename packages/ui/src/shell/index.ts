export { AppFrame } from './AppFrame';
export { ThemeProvider, themeClass, themeKey } from './ThemeProvider';
export { LanguageProvider, languageKey, startingLanguage, applyLocale } from './LanguageProvider';
export { NotFoundPage, CrashPage, PageLoading } from './StatusPages';
export { documentTitleOf, useDocumentTitle } from './documentTitle';
export { PageAnnouncer } from './PageAnnouncer';
export { DemoInboxView } from './DemoInboxView';
export { AfterHydration } from '../hydration/AfterHydration';
export { setAdoptingPrerenderedPage, useHydrated } from '../hydration/useHydrated';
