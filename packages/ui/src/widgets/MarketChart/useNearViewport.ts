import { useEffect, useState, type RefObject } from 'react';

/** Becomes true (and stays true) once the element is within `rootMargin` of the viewport. */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  // False at first everywhere, the server's prerender included, so hydration sees the same markup.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near) return;
    // Without IntersectionObserver (old browsers, jsdom) there is no "later": load right after mounting.
    if (typeof IntersectionObserver === 'undefined') {
      let mounted = true;
      queueMicrotask(() => mounted && setNear(true));
      return () => {
        mounted = false;
      };
    }
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
