export { AppFrame } from './AppFrame';
export { ThemeProvider, themeClass } from './ThemeProvider';
export { LanguageProvider, startingLanguage, applyLocale } from './LanguageProvider';
export { NotFoundPage, CrashPage, PageLoading } from './StatusPages';
export { DemoInboxView } from './DemoInboxView';
export { AfterHydration } from '../hydration/AfterHydration';
export { setAdoptingPrerenderedPage, useHydrated } from '../hydration/useHydrated';
