import { darkTheme } from '../../theme/dark.css';
import { lightTheme } from '../../theme/light.css';
import { darkPalette, lightPalette, type Palette } from '../../theme/palette';

export type ChartThemeName = 'light' | 'dark';

/** The theme the element is drawn in: the nearest theme class (the app sets it on <html>, stories on a wrapper). */
export function themeOfElement(element: Element | null): ChartThemeName {
  const themed = element?.closest(`.${darkTheme}, .${lightTheme}`);
  return themed?.classList.contains(darkTheme) ? 'dark' : 'light';
}

export function paletteFor(theme: ChartThemeName): Palette {
  return theme === 'dark' ? darkPalette : lightPalette;
}
