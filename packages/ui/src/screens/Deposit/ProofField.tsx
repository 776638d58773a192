import { useId, type Ref } from 'react';
import { Trans } from '@lingui/react/macro';
import { fieldStyles } from '../../widgets/Field';
import * as styles from './Deposit.css';

export interface ProofFieldProps {
  file: File | null;
  error?: string;
  onFileChange: (file: File | null) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The proof-of-payment picker. The chosen file lives in state (not only in the input), so it survives
 * a refusal, Back and Continue; the native input is kept for keyboard and assistive technology.
 */
export function ProofField({ file, error, onFileChange, ref }: ProofFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fileNameId = `${id}-file`;
  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        <Trans>Proof of payment</Trans>
      </span>
      <div className={styles.fileRow}>
        <input
          ref={ref}
          id={id}
          type="file"
          // A hint for the picker only: the content is what is checked (D6).
          accept="image/png,image/jpeg"
          className={styles.fileInput}
          aria-labelledby={labelId}
          aria-describedby={[fileNameId, hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onFileChange(event.target.files?.[0] ?? null);
            // Choosing the same file again must still count as a change.
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className={styles.fileButton} aria-hidden="true">
          <Trans>Choose image</Trans>
        </label>
        <span id={fileNameId} className={styles.fileName} data-testid="proof-file-name">
          {file ? file.name : <Trans>No file chosen</Trans>}
        </span>
      </div>
      <p id={hintId} className={fieldStyles.hint}>
        <Trans>A screenshot of your payment: PNG or JPEG, less than 5 MB.</Trans>
      </p>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
