import { withdrawalMessages } from '@tp/messages';
import { Button } from '../../widgets/Button';
import { Dialog, DialogClose } from '../../widgets/Dialog';
import * as styles from './Withdraw.css';

export interface WithdrawalSuccessfulDialogProps {
  open: boolean;
  onClose?: () => void;
}

/** Spec 2 §4: the Withdrawal Successful modal, once the code is confirmed. */
export function WithdrawalSuccessfulDialog({ open, onClose }: WithdrawalSuccessfulDialogProps) {
  return (
    <Dialog
      open={open}
      title="Withdrawal Successful"
      onOpenChange={(next) => {
        if (!next) onClose?.();
      }}
    >
      <div className={styles.successBody}>
        <p>{withdrawalMessages.verified}</p>
        <div className={styles.dialogActions}>
          <DialogClose>
            <Button variant="primary">Done</Button>
          </DialogClose>
        </div>
      </div>
    </Dialog>
  );
}
