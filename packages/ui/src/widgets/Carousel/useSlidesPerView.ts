import { useEffect, useState } from 'react';
import { slidesPerViewAt, type SlidesPerView } from './slidesPerView';

function viewportWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

/** The slide count for the current viewport width; follows resizes. */
export function useSlidesPerView(setting: SlidesPerView): number {
  const [width, setWidth] = useState(viewportWidth);
  useEffect(() => {
    const onResize = () => setWidth(viewportWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return slidesPerViewAt(setting, width);
}
