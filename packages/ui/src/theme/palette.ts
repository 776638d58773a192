import type { vars } from './contract.css';

export type ColorName = keyof typeof vars.color;
export type Palette = Record<ColorName, string>;

// Raw colours live here and nowhere else. Every text/background pair is checked in palette.test.ts.

export const lightPalette: Palette = {
  background: '#f3f4f6',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f9fafb',
  text: '#111827',
  textMuted: '#4b5563',
  border: '#e5e7eb',
  borderStrong: '#6b7280',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primaryText: '#ffffff',
  focusRing: '#2563eb',
  overlay: 'rgba(17, 24, 39, 0.55)',
  success: '#166534',
  successSurface: '#dcfce7',
  warning: '#854d0e',
  warningSurface: '#fef9c3',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  dangerText: '#ffffff',
  dangerSurface: '#fee2e2',
  info: '#1e40af',
  infoSurface: '#dbeafe',
  chartUp: '#15803d',
  chartDown: '#b91c1c',
};

export const darkPalette: Palette = {
  background: '#0b1120',
  surface: '#111827',
  surfaceRaised: '#1f2937',
  surfaceSunken: '#0f172a',
  text: '#f9fafb',
  textMuted: '#b6bcc6',
  border: '#374151',
  borderStrong: '#9ca3af',
  primary: '#60a5fa',
  primaryHover: '#93c5fd',
  primaryText: '#0b1120',
  focusRing: '#93c5fd',
  overlay: 'rgba(0, 0, 0, 0.7)',
  success: '#4ade80',
  successSurface: '#052e16',
  warning: '#facc15',
  warningSurface: '#422006',
  danger: '#f87171',
  dangerHover: '#fca5a5',
  dangerText: '#0b1120',
  dangerSurface: '#450a0a',
  info: '#93c5fd',
  infoSurface: '#172554',
  chartUp: '#4ade80',
  chartDown: '#f87171',
};

/** Text (or icon) colour → the backgrounds it is drawn on. Text needs 4.5:1 (WCAG 1.4.3). */
export const textPairs: ReadonlyArray<readonly [ColorName, readonly ColorName[]]> = [
  [
    'text',
    [
      'background',
      'surface',
      'surfaceRaised',
      'surfaceSunken',
      'successSurface',
      'warningSurface',
      'dangerSurface',
      'infoSurface',
    ],
  ],
  ['textMuted', ['background', 'surface', 'surfaceRaised', 'surfaceSunken']],
  ['primary', ['background', 'surface', 'surfaceRaised', 'surfaceSunken']],
  ['primaryText', ['primary', 'primaryHover']],
  ['dangerText', ['danger', 'dangerHover']],
  ['danger', ['background', 'surface', 'surfaceRaised', 'surfaceSunken', 'dangerSurface']],
  ['success', ['background', 'surface', 'surfaceRaised', 'surfaceSunken', 'successSurface']],
  ['warning', ['background', 'surface', 'surfaceRaised', 'surfaceSunken', 'warningSurface']],
  ['info', ['background', 'surface', 'surfaceRaised', 'surfaceSunken', 'infoSurface']],
  ['chartUp', ['background', 'surface', 'surfaceRaised', 'surfaceSunken']],
  ['chartDown', ['background', 'surface', 'surfaceRaised', 'surfaceSunken']],
];

/** Control boundaries and focus indicators need 3:1 against what surrounds them (WCAG 1.4.11). */
export const nonTextPairs: ReadonlyArray<readonly [ColorName, readonly ColorName[]]> = [
  ['borderStrong', ['background', 'surface', 'surfaceRaised', 'surfaceSunken']],
  ['focusRing', ['background', 'surface', 'surfaceRaised', 'surfaceSunken']],
];
