import { useEffect } from 'react';
import { isPrivacyShortcut } from '../privacy';

/** While someone is signed in, Alt+Shift+H anywhere on the page toggles privacy mode (D17). */
export function usePrivacyShortcut(active: boolean, toggle: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isPrivacyShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, toggle]);
}
