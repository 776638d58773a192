import { useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import * as styles from './IdleWarningDialog.css';
import { announcementOf, formatCountdown, idleWarningTexts as texts } from './idleWarningTexts';

export interface IdleWarningDialogProps {
  open: boolean;
  /** Whole seconds until the session ends, counted by the owner from the last activity of any tab. */
  secondsLeft: number;
  /** The user chose Sign out and the call is in flight: nothing else can be chosen meanwhile. */
  signingOut?: boolean;
  /** Stay signed in, Escape, the close button or a click outside: the user is there. */
  onStaySignedIn: () => void;
  onSignOut: () => void;
}

/**
 * D15 (WCAG 2.2.1 Timing Adjustable): a minute before an idle session ends, the time left as m:ss, and
 * one action to go on. Stay signed in comes first, so it has the focus when the dialog opens.
 */
export function IdleWarningDialog({
  open,
  secondsLeft,
  signingOut = false,
  onStaySignedIn,
  onSignOut,
}: IdleWarningDialogProps) {
  const { i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStaySignedIn();
      }}
      dismissible={!signingOut}
      title={i18n._(texts.title)}
      description={i18n._(texts.description)}
    >
      <p className={styles.countdown}>
        <span className={styles.countdownLabel}>{i18n._(texts.timeLeft)}</span>{' '}
        <span className={styles.countdownTime}>{formatCountdown(secondsLeft)}</span>
      </p>
      {/* The visible count changes every second; this polite region only at about 60, 30 and 10 s. */}
      <p role="status" className={visuallyHidden}>
        {i18n._(announcementOf(secondsLeft))}
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onStaySignedIn} disabled={signingOut}>
          {i18n._(texts.staySignedIn)}
        </Button>
        <Button
          variant="secondary"
          busy={signingOut}
          busyLabel={i18n._(texts.signingOut)}
          onClick={onSignOut}
        >
          {i18n._(texts.signOut)}
        </Button>
      </div>
    </Dialog>
  );
}
