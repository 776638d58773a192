import { createThemeContract } from '@vanilla-extract/css';

/** Every themeable value. Light and dark themes fill it in; styles only ever read `vars`. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    primary: null,
    primaryHover: null,
    primaryText: null,
    focusRing: null,
    overlay: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    danger: null,
    dangerHover: null,
    dangerText: null,
    dangerSurface: null,
    info: null,
    infoSurface: null,
    chartUp: null,
    chartDown: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  size: {
    controlSm: null,
    controlMd: null,
    controlLg: null,
    icon: null,
    dialog: null,
    content: null,
  },
  radii: {
    none: null,
    sm: null,
    md: null,
    lg: null,
    full: null,
  },
  borderWidth: {
    thin: null,
    thick: null,
  },
  font: {
    body: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  zIndex: {
    base: null,
    dropdown: null,
    sticky: null,
    overlay: null,
    modal: null,
    toast: null,
  },
  duration: {
    fast: null,
    normal: null,
    spin: null,
  },
});

type TokenValues<T> = { [K in keyof T]: T[K] extends string ? string : TokenValues<T[K]> };

/** The raw values a theme supplies for `vars`. */
export type ThemeTokens = TokenValues<typeof vars>;
