import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../widgets/Button';
import { twoFactorTexts as texts } from './profileSettingsTexts';
import * as styles from './SecuritySections.css';

/** The browser clipboard; it may be missing (an insecure page) or refuse (permission). */
async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** How long "Copied" stays on the button. */
const copiedMs = 2_000;

export interface CopyTextButtonProps {
  text: string;
  /** The button's words, which name what it copies ("Copy key"). */
  children: ReactNode;
}

/** Copies `text`; says "Copied" (announced) or, when the clipboard refuses, to copy it by hand. */
export function CopyTextButton({ text, children }: CopyTextButtonProps) {
  const { i18n } = useLingui();
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
        onClick={() => {
          copyToClipboard(text).then(
            () => setState('copied'),
            () => setState('failed'),
          );
        }}
      >
        {state === 'copied' ? i18n._(texts.copied) : children}
      </Button>
      {/* Always present, so the change is announced. */}
      <span role="status" className={state === 'failed' ? styles.copyFailed : styles.copyStatus}>
        {state === 'copied' && i18n._(texts.copied)}
        {state === 'failed' && i18n._(texts.copyFailed)}
      </span>
    </>
  );
}
