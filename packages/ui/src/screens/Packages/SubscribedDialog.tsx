import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import { Dialog } from '../../widgets/Dialog';
import { Money } from '../../widgets/Money';
import * as styles from './Packages.css';

export interface Subscribed {
  /** The server's confirmation, e.g. "You are now subscribed to the Standard package." */
  message: string;
  /** The balance after the debit, as the server reported it. */
  balance: number;
}

export interface SubscribedDialogProps {
  subscribed: Subscribed;
  /** Goes to /deposit, handing the message over (router state `{ message, tone }`). */
  onContinue: () => void;
}

/**
 * Spec 2 §4: success, then redirect to /deposit. The success stays on screen until the user moves on (not
 * lost to a timed redirect), and the only way on is /deposit, so the redirect always happens. Continue is a
 * button, not a link, so the dialog focuses it on opening.
 */
export function SubscribedDialog({ subscribed, onContinue }: SubscribedDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      dismissible={false}
      title={t`Subscription Successful`}
      footer={
        <Button variant="primary" onClick={onContinue}>
          <Trans>Continue to Deposit</Trans>
        </Button>
      }
    >
      <div className={styles.dialogBody}>
        <Banner tone="success">{subscribed.message}</Banner>
        <dl className={styles.details}>
          <dt className={styles.term}>
            <Trans>New balance</Trans>
          </dt>
          <dd className={styles.value}>
            <Money amount={subscribed.balance} />
          </dd>
        </dl>
      </div>
    </Dialog>
  );
}
