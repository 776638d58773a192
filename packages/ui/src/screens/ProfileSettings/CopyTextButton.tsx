import type { ReactNode } from 'react';
import { Button } from '../../widgets/Button';
import { twoFactorTexts as texts } from './profileSettingsTexts';
import { useCopyText } from '../shared/useCopyText';
import * as styles from './SecuritySections.css';

export interface CopyTextButtonProps {
  text: string;
  /** The button's words, which name what it copies ("Copy key"). */
  children: ReactNode;
}

/** Copies `text`; says "Copied" (announced) or, when the clipboard refuses, to copy it by hand. */
export function CopyTextButton({ text, children }: CopyTextButtonProps) {
  const { state, copy } = useCopyText();

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => copy(text)}>
        {state === 'copied' ? texts.copied : children}
      </Button>
      {/* Always present, so the change is announced. */}
      <span role="status" className={state === 'failed' ? styles.copyFailed : styles.copyStatus}>
        {state === 'copied' && texts.copied}
        {state === 'failed' && texts.copyFailed}
      </span>
    </>
  );
}
