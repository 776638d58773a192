import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../widgets/Button';
import { Dialog } from '../../widgets/Dialog';
import { Money } from '../../widgets/Money';
import type { DepositWallet } from './depositWallets';
import * as styles from './Deposit.css';

export interface ConfirmDepositDialogProps {
  open: boolean;
  amount: number;
  wallet: DepositWallet;
  proofName: string;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 2 §4: the Confirm Deposit modal between a valid form and the create call. */
export function ConfirmDepositDialog({
  open,
  amount,
  wallet,
  proofName,
  submitting,
  onCancel,
  onConfirm,
}: ConfirmDepositDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Confirm Deposit`}
      description={t`Check the details before you confirm. The deposit stays pending until the payment is confirmed.`}
      // No closing halfway through the create call.
      dismissible={!submitting}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" disabled={submitting} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            busy={submitting}
            busyLabel={t`Processing...`}
            onClick={onConfirm}
          >
            <Trans>Confirm</Trans>
          </Button>
        </>
      }
    >
      <dl className={styles.summary}>
        <dt className={styles.summaryTerm}>
          <Trans>Amount</Trans>
        </dt>
        <dd className={styles.summaryValue}>
          <Money amount={amount} />
        </dd>
        <dt className={styles.summaryTerm}>
          <Trans>Cryptocurrency</Trans>
        </dt>
        <dd className={styles.summaryValue}>{wallet.name}</dd>
        <dt className={styles.summaryTerm}>
          <Trans>Address</Trans>
        </dt>
        <dd className={`${styles.summaryValue} ${styles.address}`}>{wallet.address}</dd>
        <dt className={styles.summaryTerm}>
          <Trans>Proof</Trans>
        </dt>
        <dd className={styles.summaryValue}>{proofName}</dd>
      </dl>
    </Dialog>
  );
}
