interface StoryPreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
}

/** Phases of Storybook's story render after which a story does nothing more by itself. */
export const storyEndPhases: ReadonlySet<string> = new Set(['finished', 'aborted', 'errored']);

/** Whether the story of this window's preview has ended (played, or failed). */
export function storyHasEnded(view: Window): boolean {
  const phase = (view as StoryPreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
  return phase !== undefined && storyEndPhases.has(phase);
}

/** Whether this story renders in a frame of a docs page (DocsStoryFrame.tsx), not in its own canvas. */
export function isDocsPageFrame(view: Window): boolean {
  try {
    return view.frameElement?.closest('[data-story-block]') != null;
  } catch {
    return false;
  }
}

type Block = ScrollLogicalPosition;

/** Scrolls the frame's own view (never the page around it) so that `element` shows. */
function revealInFrame(element: Element, block: Block, view: Window) {
  const { top, bottom, height } = element.getBoundingClientRect();
  const viewport = view.innerHeight;
  if (block === 'nearest' && top >= 0 && bottom <= viewport) return;
  const offset = {
    start: top,
    end: bottom - viewport,
    center: top + height / 2 - viewport / 2,
    nearest: top < 0 ? top : bottom - viewport,
  }[block];
  view.scrollBy({ top: offset, behavior: 'instant' });
}

/**
 * In a docs page's frame, focus and scrolling stay inside the frame: a play that types into a field, or a
 * screen that moves focus to its message, scrolls the frame as its canvas would, and never the docs page
 * (which left the page's title out of view, issue 41). Once the story has ended, the frame takes focus only
 * if the reader has put it there: an open dialog that refocuses itself as its countdown ticks does not pull
 * the reader's focus into the frame.
 */
export function keepFocusAndScrollInFrame(
  view: Window & typeof globalThis,
  storyHasEnded: () => boolean,
): void {
  for (const prototype of [view.HTMLElement.prototype, view.SVGElement.prototype]) {
    const nativeFocus = prototype.focus;
    prototype.focus = function focusInFrame(
      this: HTMLElement | SVGElement,
      options?: FocusOptions,
    ) {
      if (storyHasEnded() && !view.document.hasFocus()) return;
      nativeFocus.call(this, { ...options, preventScroll: true });
      if (!options?.preventScroll) revealInFrame(this, 'nearest', view);
    };
  }
  view.Element.prototype.scrollIntoView = function scrollInFrame(
    this: Element,
    arg?: boolean | ScrollIntoViewOptions,
  ) {
    const block =
      typeof arg === 'object' ? (arg.block ?? 'start') : arg === false ? 'end' : 'start';
    revealInFrame(this, block, view);
  };
}
