export { AppFrame } from './AppFrame';
export { ThemeProvider, themeClass } from './ThemeProvider';
export { NotFoundPage, CrashPage, PageLoading } from './StatusPages';
export { DemoInboxView } from './DemoInboxView';
