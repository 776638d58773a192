import { useId, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../widgets/Button';
import { CopyButton } from '../../widgets/CopyButton';
import { twoFactorTexts as texts, type Translator } from './profileSettingsTexts';
import { downloadText } from '../shared/downloadFile';
import * as styles from './SecuritySections.css';

/** The downloaded file: what the codes are for (in the page's language), then one code a line. */
export function backupCodesFile(codes: readonly string[], i18n: Translator): string {
  return [i18n._(texts.backupFileTitle), i18n._(texts.backupFileLead), '', ...codes, ''].join('\n');
}

export interface BackupCodesProps {
  codes: readonly string[];
  onDone: () => void;
  /** The step's heading, which takes focus when the codes replace the form that led to them. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** D15: the 10 single-use backup codes, shown this once, with Copy, Download and Done. */
export function BackupCodes({ codes, onDone, titleRef }: BackupCodesProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const noteId = useId();
  return (
    <div className={styles.section}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className={styles.stepTitle}>
        {i18n._(texts.backupTitle)}
      </h3>
      <p className={styles.stepText}>{i18n._(texts.backupLead)}</p>
      <ol className={styles.backupCodes} aria-label={i18n._(texts.backupCodesList)}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <CopyButton text={codes.join('\n')}>{i18n._(texts.copyCodes)}</CopyButton>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            downloadText(
              texts.backupFileName,
              backupCodesFile(codes, i18n),
              'text/plain;charset=utf-8',
            )
          }
        >
          {i18n._(texts.downloadCodes)}
        </Button>
      </div>
      <p id={noteId} className={styles.doneNote}>
        {i18n._(texts.doneNote)}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" aria-describedby={noteId} onClick={onDone}>
          {i18n._(texts.done)}
        </Button>
      </div>
    </div>
  );
}
