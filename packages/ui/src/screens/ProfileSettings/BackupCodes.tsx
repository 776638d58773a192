import { useId, type Ref } from 'react';
import { Button } from '../../widgets/Button';
import { CopyTextButton } from './CopyTextButton';
import { twoFactorTexts as texts } from './profileSettingsTexts';
import { downloadText } from '../shared/downloadFile';
import * as styles from './SecuritySections.css';

/** The downloaded file: what the codes are for, then one code a line. */
export function backupCodesFile(codes: readonly string[]): string {
  return [texts.backupFileTitle, texts.backupFileLead, '', ...codes, ''].join('\n');
}

export interface BackupCodesProps {
  codes: readonly string[];
  onDone: () => void;
  /** The step's heading, which takes focus when the codes replace the form that led to them. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** D15: the 10 single-use backup codes, shown this once, with Copy, Download and Done. */
export function BackupCodes({ codes, onDone, titleRef }: BackupCodesProps) {
  const titleId = useId();
  const noteId = useId();
  return (
    <div className={styles.section}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className={styles.stepTitle}>
        {texts.backupTitle}
      </h3>
      <p className={styles.stepText}>{texts.backupLead}</p>
      <ol className={styles.backupCodes} aria-label={texts.backupCodesList}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <CopyTextButton text={codes.join('\n')}>{texts.copyCodes}</CopyTextButton>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            downloadText(texts.backupFileName, backupCodesFile(codes), 'text/plain;charset=utf-8')
          }
        >
          {texts.downloadCodes}
        </Button>
      </div>
      <p id={noteId} className={styles.doneNote}>
        {texts.doneNote}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" aria-describedby={noteId} onClick={onDone}>
          {texts.done}
        </Button>
      </div>
    </div>
  );
}
