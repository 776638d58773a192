import { Button } from '../../widgets/Button';
import { copyToClipboard, useCopyText, type CopyText } from '../shared/useCopyText';
import * as styles from './Deposit.css';

export type { CopyText };

export interface CopyButtonProps {
  text: string;
  /** Names what is copied for assistive technology, e.g. "Copy Bitcoin address". */
  label: string;
  copyText?: CopyText;
}

/** Copies `text`; says "Copied" (announced) or, when the clipboard refuses, how to copy by hand. */
export function CopyButton({ text, label, copyText = copyToClipboard }: CopyButtonProps) {
  const { state, copy } = useCopyText(copyText);

  return (
    <div className={styles.copyRow}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={state === 'copied' ? undefined : label}
        onClick={() => copy(text)}
      >
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      {/* Always present, so the change is announced. */}
      <span role="status" className={state === 'failed' ? styles.errorText : styles.muted}>
        {state === 'copied' && 'Copied'}
        {state === 'failed' && 'Could not copy. Select the address and copy it yourself.'}
      </span>
    </div>
  );
}
