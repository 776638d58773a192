import { Trans, useLingui } from '@lingui/react/macro';
import { withdrawalMessages } from '@tp/messages';
import { Button } from '../../widgets/Button';
import { Dialog, DialogClose } from '../../widgets/Dialog';
import * as styles from './Withdraw.css';
import { MaskedText } from '../../privacy';

export interface WithdrawalSuccessfulDialogProps {
  open: boolean;
  onClose?: () => void;
}

/** Spec 2 §4: the Withdrawal Successful modal, once the code is confirmed. */
export function WithdrawalSuccessfulDialog({ open, onClose }: WithdrawalSuccessfulDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      title={t`Withdrawal Successful`}
      onOpenChange={(next) => {
        if (!next) onClose?.();
      }}
    >
      <div className={styles.successBody}>
        <p>
          <MaskedText text={withdrawalMessages.verified} />
        </p>
        <div className={styles.dialogActions}>
          <DialogClose>
            <Button variant="primary">
              <Trans>Done</Trans>
            </Button>
          </DialogClose>
        </div>
      </div>
    </Dialog>
  );
}
