import { useEffect, useState, type RefObject } from 'react';
import { darkTheme } from './dark.css';
import { lightTheme } from './light.css';
import { darkPalette, lightPalette, type Palette } from './palette';

/** The palette of the theme the element is drawn in: its nearest theme class (the app's on <html>, a story's on a wrapper). */
function paletteOfElement(element: Element | null): Palette {
  const themed = element?.closest(`.${darkTheme}, .${lightTheme}`);
  return themed?.classList.contains(darkTheme) ? darkPalette : lightPalette;
}

/**
 * The colours a canvas draws with (the price chart's, the candle chart's), following the page's theme as it switches:
 * a canvas cannot read CSS variables.
 */
export function useChartPalette(ref: RefObject<HTMLElement | null>): Palette {
  const [palette, setPalette] = useState<Palette>(lightPalette);
  useEffect(() => {
    const update = () => setPalette(paletteOfElement(ref.current));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'data-theme'],
      subtree: true,
    });
    return () => observer.disconnect();
  }, [ref]);
  return palette;
}
