import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const email = transfer?.recipientEmail;
  return (
    <Dialog
      open={transfer !== null}
      title={t`Transfer Complete`}
      description={transferMessages.verified}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {transfer && (
        <div className={styles.completeBody}>
          <p>
            {email ? (
              <Trans>
                <Money amount={transfer.amount} /> has been sent to {email}.
              </Trans>
            ) : (
              <Trans>
                <Money amount={transfer.amount} /> has been sent.
              </Trans>
            )}
          </p>
          <div className={styles.completeActions}>
            <Button variant="primary" onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
