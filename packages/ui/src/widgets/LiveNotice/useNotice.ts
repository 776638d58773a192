import { useCallback, useEffect, useMemo, useState } from 'react';
import { bannerAutoHideMs } from '../Banner';

/** A message about what the user just did (or what failed), beside the part of the page it is about. */
export interface Notice {
  tone: 'success' | 'info' | 'warning' | 'error';
  message: string;
}

/** How long each tone stays before it hides itself; a tone left out stays until replaced or dismissed. */
export type NoticeAutoHide = Partial<Record<Notice['tone'], number>>;

/** Spec 2 §4, §9: a success clears after 3 s; errors stay until dismissed or the next try. */
export const sectionAutoHide: NoticeAutoHide = { success: bannerAutoHideMs.success };
/** Spec 1 §9: the auth pages' banners: success after 3 s, errors after 5 s. */
export const authAutoHide: NoticeAutoHide = {
  success: bannerAutoHideMs.success,
  error: bannerAutoHideMs.error,
};

/**
 * One notice and its life: what the owner shows, and how it goes (its own timer, a dismiss). A View renders
 * it with `LiveNotice` (or a code dialog); nothing about hiding travels back up through props.
 */
export interface NoticeControl {
  notice: Notice | null;
  /** Shows `notice` (or clears with null); the same text shown again restarts its timer. */
  show: (notice: Notice | null) => void;
  clear: () => void;
}

/**
 * A refused form submit: the message about the whole request on the page's notice, the field
 * messages back to the form (what `useForm`'s onSubmit answers).
 */
export function refusedSubmit<Fields>(
  failure: { message: string | null; fieldErrors: Fields },
  notice: NoticeControl,
) {
  if (failure.message) notice.show({ tone: 'error', message: failure.message });
  return { fieldErrors: failure.fieldErrors };
}

interface Shown {
  notice: Notice | null;
  /** Counts every show and clear, so a timer only hides the notice it was started for. */
  serial: number;
  hideAfter: number | undefined;
}

/**
 * Owns a notice, its tone and its auto-hide (`sectionAutoHide` unless told otherwise). While `hold` is
 * true (a dialog covers the notice) its timer waits, and starts afresh once the hold ends.
 */
export function useNotice(
  initial: Notice | null = null,
  autoHide: NoticeAutoHide = sectionAutoHide,
  hold = false,
): NoticeControl {
  const [shown, setShown] = useState<Shown>(() => ({
    notice: initial,
    serial: 0,
    hideAfter: initial ? autoHide[initial.tone] : undefined,
  }));

  const show = useCallback(
    (notice: Notice | null) =>
      setShown((last) => ({
        notice,
        serial: last.serial + 1,
        hideAfter: notice ? autoHide[notice.tone] : undefined,
      })),
    [autoHide],
  );
  const clear = useCallback(
    () =>
      setShown((last) =>
        last.notice ? { notice: null, serial: last.serial + 1, hideAfter: undefined } : last,
      ),
    [],
  );

  const { notice, serial, hideAfter } = shown;
  useEffect(() => {
    if (hideAfter === undefined || hold) return undefined;
    const timer = setTimeout(
      () =>
        setShown((last) =>
          last.serial === serial ? { notice: null, serial, hideAfter: undefined } : last,
        ),
      hideAfter,
    );
    return () => clearTimeout(timer);
  }, [serial, hideAfter, hold]);

  return useMemo(() => ({ notice, show, clear }), [notice, show, clear]);
}

/** A notice that never changes, for View stories and tests that show one state. */
export function fixedNotice(notice: Notice | null): NoticeControl {
  return { notice, show: () => undefined, clear: () => undefined };
}
