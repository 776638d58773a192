// D22: for 7 days after a confirmed e-mail change the previous address can still take the account back (its
// notice's This wasn't me link, or a password reset sent to it), and the account is told until when. Rare, so it
// loads after the Dashboard's first paint, in a chunk of its own, and reads the security settings only then.
import { useSecuritySettings, type SecuritySettings } from '@tp/api';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@tp/i18n';
import { formatDateTime } from '../../format';
import * as styles from '../shared/WithdrawalHold/WithdrawalHold.css';

export type EmailChangeUndo = SecuritySettings['email_change_undo'][number];

export interface EmailChangeUndoBannerProps {
  /** Oldest first, as the server lists them. */
  changes: readonly EmailChangeUndo[];
}

export function EmailChangeUndoBanner({ changes }: EmailChangeUndoBannerProps) {
  // The date is written again in the new locale when the language changes (D18).
  useLingui();
  return (
    <>
      {changes.map(({ previous_email: address, until }) => {
        const date = formatDateTime(until);
        return (
          <p key={address} role="status" className={styles.notice}>
            <Trans>
              Your e-mail address was changed. Until {date}, {address} can still undo the change and
              reset your password.
            </Trans>
          </p>
        );
      })}
    </>
  );
}

/** The Dashboard's notice: nothing unless an earlier address can still undo a change, nor while loading or failed. */
export function LiveEmailChangeUndo() {
  const { data } = useSecuritySettings();
  const changes = data?.email_change_undo ?? [];
  return changes.length > 0 ? <EmailChangeUndoBanner changes={changes} /> : null;
}

// The Dashboard's lazy import.
export default LiveEmailChangeUndo;
