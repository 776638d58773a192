import { useEffect, useLayoutEffect, useRef } from 'react';

/** How long focus may wait for the control that opened the dialog to be enabled again (its form was busy). */
const RETURN_FOCUS_FRAMES = 60;

const focusIsLost = () => {
  const active = document.activeElement;
  return active === null || active === document.body;
};

/**
 * Where focus goes back when the dialog closes: Radix returns it to a trigger, and this dialog has none. It
 * goes to the control the user last used (usually a busy submit, which the browser already blurred), once
 * that is enabled again, unless the owner's own reaction (a code dialog, a field's message) has taken it.
 */
export function useReturnFocus(open: boolean) {
  const lastFocused = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  // A layout effect: it reads the focus before the dialog's content (mounted a render later) takes it.
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      opener.current =
        active instanceof HTMLElement && active !== document.body ? active : lastFocused.current;
      return undefined;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return undefined;
    let frame = 0;
    let request = 0;
    const tryFocus = () => {
      if (!focusIsLost() || !target.isConnected) return;
      if (!(target as HTMLButtonElement).disabled) {
        target.focus();
        return;
      }
      if (++frame < RETURN_FOCUS_FRAMES) request = requestAnimationFrame(tryFocus);
    };
    request = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(request);
  }, [open]);
}
