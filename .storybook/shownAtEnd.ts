/**
 * What a story shows when it has ended, for e2e/storybook/docs-pages.spec.ts to hold a docs page's frame to its
 * canvas: its alerts, open dialogs and headings (Storybook's own left out), read once the page has been still for
 * half a second after the end (at most 2.5 s): the parts that arrive by themselves after the play (a lazy card)
 * are in, and a notice that clears itself seconds later is still there. Kept in `window.__shownAtEnd`.
 */
export interface Shown {
  failed: boolean;
  alerts: string[];
  dialogs: string[];
  headings: string[];
}

function read(failed: boolean): Shown {
  const own = (element: Element) =>
    !element.closest('.sb-nopreview, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs');
  const text = (element: Element | null) =>
    (element?.textContent ?? '').trim().replace(/\s+/g, ' ');
  const all = (selector: string) => [...document.querySelectorAll(selector)].filter(own);
  const dialogName = (dialog: Element) => {
    const labelledBy = dialog.getAttribute('aria-labelledby')?.split(' ')[0];
    return labelledBy
      ? text(document.getElementById(labelledBy))
      : text(dialog.querySelector('h2'));
  };
  return {
    failed: failed || document.body.classList.contains('sb-show-errordisplay'),
    alerts: all('[role="alert"]').map(text).filter(Boolean),
    dialogs: all('[role="dialog"], [role="alertdialog"]').map(dialogName),
    headings: all('h1, h2, h3, h4, h5, h6').map(text),
  };
}

const recorded = window as unknown as { __shownAtEnd?: { storyId: string; shown: Shown } };
let settling: (() => void) | undefined;

/** Called as the story `storyId` ends; records what it shows once the page is still. */
export function recordShownAtEnd(storyId: string, failed: boolean): void {
  settling?.();
  let quiet = setTimeout(done, 500);
  // However busy the page stays (a chart drawing on every frame), it is read 2.5 s after the end.
  const deadline = setTimeout(done, 2_500);
  const watcher = new MutationObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(done, 500);
  });
  const stop = () => {
    clearTimeout(quiet);
    clearTimeout(deadline);
    watcher.disconnect();
  };
  function done() {
    stop();
    recorded.__shownAtEnd = { storyId, shown: read(failed) };
  }
  watcher.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  settling = stop;
}
