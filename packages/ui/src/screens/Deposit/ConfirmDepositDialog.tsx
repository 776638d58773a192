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
  return (
    <Dialog
      open={open}
      title="Confirm Deposit"
      description="Check the details before you confirm. The deposit stays pending until the payment is confirmed."
      // No closing halfway through the create call.
      dismissible={!submitting}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" disabled={submitting} onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="primary" busy={submitting} busyLabel="Processing..." onClick={onConfirm}>
            Confirm
          </Button>
        </>
      }
    >
      <dl className={styles.summary}>
        <dt className={styles.summaryTerm}>Amount</dt>
        <dd className={styles.summaryValue}>
          <Money amount={amount} />
        </dd>
        <dt className={styles.summaryTerm}>Cryptocurrency</dt>
        <dd className={styles.summaryValue}>{wallet.name}</dd>
        <dt className={styles.summaryTerm}>Address</dt>
        <dd className={`${styles.summaryValue} ${styles.address}`}>{wallet.address}</dd>
        <dt className={styles.summaryTerm}>Proof</dt>
        <dd className={styles.summaryValue}>{proofName}</dd>
      </dl>
    </Dialog>
  );
}
