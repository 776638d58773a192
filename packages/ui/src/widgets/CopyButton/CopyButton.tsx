import { useEffect, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../Button';
import * as styles from './CopyButton.css';

export type CopyText = (text: string) => Promise<void>;

/** The browser clipboard; it may be missing (an insecure page) or refuse (permission). */
export const copyToClipboard: CopyText = async (text) => {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
};

/** How long "Copied" stays on the button. */
export const copiedMs = 2_000;

export interface CopyButtonProps {
  text: string;
  /** The button's words ("Copy key"); "Copy" when a `label` names what it copies. */
  children?: ReactNode;
  /** Names what is copied for assistive technology, e.g. "Copy Bitcoin address". */
  label?: string;
  /** What to say when the clipboard refuses; by default, to select the text and copy it by hand. */
  refusedHint?: string;
  copyText?: CopyText;
}

/**
 * Copies `text`; says "Copied" (announced) or, when the clipboard refuses, how to copy by hand. The button
 * and its status line are siblings, laid out by the parent.
 */
export function CopyButton({
  text,
  children = <Trans>Copy</Trans>,
  label,
  refusedHint,
  copyText = copyToClipboard,
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), copiedMs);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={state === 'copied' ? undefined : label}
        onClick={() => {
          copyText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
      >
        {state === 'copied' ? <Trans>Copied</Trans> : children}
      </Button>
      {/* Always present, so the change is announced. */}
      <span role="status" className={state === 'failed' ? styles.refused : styles.status}>
        {state === 'copied' && <Trans>Copied</Trans>}
        {state === 'failed' &&
          (refusedHint ?? <Trans>Could not copy. Select the text and copy it yourself.</Trans>)}
      </span>
    </>
  );
}
