import { createTheme } from '@vanilla-extract/css';
// Global styles travel with the theme classes: a bare import in index.ts is dropped by tree-shaking
// (package.json marks only *.css.ts files as having side effects, and index.ts only re-exports).
import './global.css';
import { vars } from './contract.css';
import { lightPalette } from './palette';
import { lightShadows, scales } from './scales';

/** The default theme: put this class on the root element (and on portals' ancestors). */
export const lightTheme = createTheme(
  vars,
  { ...scales, color: lightPalette, shadow: lightShadows },
  'light',
);
