import { transferMessages } from '@tp/messages';
import { Button } from '../../widgets/Button';
import { Dialog } from '../../widgets/Dialog';
import { Money } from '../../widgets/Money';
import * as styles from './TransferAsset.css';

/** The transfer the server has just approved. */
export interface CompletedTransfer {
  /** In dollars. */
  amount: number;
  /** D16: as the server knows them (canonical), never as typed; null if it did not say. */
  recipientEmail: string | null;
}

export interface TransferCompleteDialogProps {
  /** Open while set. */
  transfer: CompletedTransfer | null;
  onClose: () => void;
}

/** Spec 2 §4: the success modal after a verified transfer. */
export function TransferCompleteDialog({ transfer, onClose }: TransferCompleteDialogProps) {
  return (
    <Dialog
      open={transfer !== null}
      title="Transfer Complete"
      description={transferMessages.verified}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {transfer && (
        <div className={styles.completeBody}>
          <p>
            <Money amount={transfer.amount} /> has been sent
            {transfer.recipientEmail ? ` to ${transfer.recipientEmail}` : ''}.
          </p>
          <div className={styles.completeActions}>
            <Button variant="primary" onClick={onClose}>
              Done
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
