/**
 * Where keyboard focus stands, from the top window down to a docs page: the focused element of each
 * same-origin window, outermost first (an iframe there means the focus was further in).
 */
export type FocusPlace = Element[];

function readable(view: Window): boolean {
  try {
    return Boolean(view.document);
  } catch {
    return false;
  }
}

export function focusWhere(from: Window): FocusPlace {
  const place: Element[] = [];
  let view = from;
  for (;;) {
    const active = view.document.activeElement;
    if (active) place.unshift(active);
    if (view.parent === view || !readable(view.parent)) return place;
    view = view.parent;
  }
}

/**
 * A story frame that took focus while its play ran gives it back where it stood before (without scrolling):
 * a docs page's reader keeps their place.
 */
export function restoreFocus(before: FocusPlace, frame: HTMLIFrameElement): void {
  if (frame.ownerDocument.activeElement !== frame) return;
  const place = before.find((element) => element.tagName !== 'IFRAME') ?? before.at(-1);
  if (!place) return;
  const { ownerDocument } = place;
  if (place === ownerDocument.body) (ownerDocument.activeElement as HTMLElement | null)?.blur();
  else (place as HTMLElement).focus({ preventScroll: true });
}
