import type { ThemeTokens } from './contract.css';
import { devanagariFallback, interFallback, monoFallback } from './fontFallbacks.css';

/** Values every theme shares: only colours and shadows change between light and dark. */
export const scales: Omit<ThemeTokens, 'color' | 'shadow'> = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  size: {
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    icon: '16px',
    dialog: '480px',
    content: '1200px',
  },
  radii: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    full: '9999px',
  },
  borderWidth: {
    thin: '1px',
    thick: '2px',
  },
  font: {
    // Shipped with the app (theme/fonts.css); the metric-matched fallbacks cover the moment before. Devanagari
    // (Hindi, D18) is not in Inter: its characters come from Noto Sans Devanagari, which only Hindi loads, and
    // until it has, from the machine's Devanagari font held to Noto's metrics (devanagariFallback).
    body: `Inter, "Noto Sans Devanagari", "${devanagariFallback}", "${interFallback}", sans-serif`,
    mono: `"JetBrains Mono", "${monoFallback}", monospace`,
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  zIndex: {
    base: '0',
    dropdown: '1000',
    sticky: '1100',
    overlay: '1300',
    modal: '1400',
    toast: '1500',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
    spin: '800ms',
  },
};

export const lightShadows: ThemeTokens['shadow'] = {
  sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
  md: '0 4px 12px rgba(17, 24, 39, 0.12)',
  lg: '0 12px 32px rgba(17, 24, 39, 0.2)',
};

export const darkShadows: ThemeTokens['shadow'] = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.6)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.7)',
};
