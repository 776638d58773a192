export { AppFrame } from './AppFrame';
export { AppFrameView, type AppFrameViewProps } from './AppFrameView';
export { ThemeProvider, useTheme, themeClass, type ThemeName } from './ThemeProvider';
export { NotFoundPage, CrashPage, CrashView, PageLoading } from './StatusPages';
export { signedInMenu, signedOutMenu, drawerMenu, type NavItem } from './navigation';
export { DemoInboxView, type DemoInboxViewProps, type DemoMail } from './DemoInboxView';
