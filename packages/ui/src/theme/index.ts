export { vars, type ThemeTokens } from './contract.css';
export { lightTheme } from './light.css';
export { darkTheme } from './dark.css';
export { sprinkles, breakpoints, type Sprinkles } from './sprinkles.css';
export { visuallyHidden } from './visuallyHidden.css';
export { lightPalette, darkPalette, type ColorName, type Palette } from './palette';
