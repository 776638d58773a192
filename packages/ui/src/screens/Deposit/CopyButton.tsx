import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../widgets/Button';
import * as styles from './Deposit.css';

export type CopyText = (text: string) => Promise<void>;

/** The browser clipboard; it may be missing (insecure page) or refuse (permission). */
export const copyToClipboard: CopyText = async (text) => {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
};

/** How long "Copied" stays on the button. */
export const copiedMs = 2_000;

export interface CopyButtonProps {
  text: string;
  /** Names what is copied for assistive technology, e.g. "Copy Bitcoin address". */
  label: string;
  copyText?: CopyText;
}

/** Copies `text`; says "Copied" (announced) or, when the clipboard refuses, how to copy by hand. */
export function CopyButton({ text, label, copyText = copyToClipboard }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), copiedMs);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <div className={styles.copyRow}>
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
        {state === 'copied' ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
      </Button>
      {/* Always present, so the change is announced. */}
      <span role="status" className={state === 'failed' ? styles.errorText : styles.muted}>
        {state === 'copied' && <Trans>Copied</Trans>}
        {state === 'failed' && (
          <Trans>Could not copy. Select the address and copy it yourself.</Trans>
        )}
      </span>
    </div>
  );
}
