import { useEffect, useState } from 'react';

export type CopyText = (text: string) => Promise<void>;

/** The browser clipboard; it may be missing (an insecure page) or refuse (permission). */
export const copyToClipboard: CopyText = async (text) => {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
};

/** How long "Copied" stays on the button. */
export const copiedMs = 2_000;

/** A copy button's state: idle, copied (for `copiedMs`), or failed (the clipboard refused). */
export function useCopyText(copyText: CopyText = copyToClipboard) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), copiedMs);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = (text: string) => {
    copyText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return { state, copy };
}
