/**
 * What a story shows once it has ended, for e2e/storybook/docs-pages.spec.ts to hold a docs page's frame to its
 * canvas: its alerts, open dialogs and headings (Storybook's own left out). The spec reads both while they run
 * side by side and waits until they agree, so a part that arrives by itself after the play (a lazy card) is
 * waited for however slow the machine, and a frame stuck on a network error never agrees. Kept on
 * `window.__storyShown` from the moment the story has ended.
 */
export interface Shown {
  failed: boolean;
  alerts: string[];
  dialogs: string[];
  headings: string[];
}

export interface StoryShown {
  storyId: string;
  read: () => Shown;
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

/** Called as the story `storyId` ends (`failed` when its play threw or it errored). */
export function recordStoryEnd(storyId: string, failed: boolean): void {
  (window as unknown as { __storyShown?: StoryShown }).__storyShown = {
    storyId,
    read: () => read(failed),
  };
}
