import { createTheme } from '@vanilla-extract/css';
// Global styles travel with the theme classes (see light.css.ts).
import './global.css';
import { vars } from './contract.css';
import { darkPalette } from './palette';
import { darkShadows, scales } from './scales';

export const darkTheme = createTheme(
  vars,
  { ...scales, color: darkPalette, shadow: darkShadows },
  'dark',
);
