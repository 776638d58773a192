import type { CopyTrader } from '@tp/api';
import { Button } from '../../widgets/Button';
import { Dialog } from '../../widgets/Dialog';
import { copyTraderTexts, rowActionLabels } from './copyTraderTexts';

export interface StopCopyingDialogProps {
  /** The entry to stop; the dialog is open while it is set. */
  trader: CopyTrader | null;
  /** The stop call is in flight: the dialog stays, Cancel waits. */
  stopping?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** D13: stopping asks first (the shared Radix dialog: focus trapped, Escape or Cancel closes it). */
export function StopCopyingDialog({
  trader,
  stopping = false,
  onConfirm,
  onCancel,
}: StopCopyingDialogProps) {
  if (!trader) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      dismissible={!stopping}
      title={copyTraderTexts.stopTitle}
      description={copyTraderTexts.stopDescription(trader)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={stopping}>
            Cancel
          </Button>
          <Button
            variant="danger"
            busy={stopping}
            busyLabel={rowActionLabels.stop.busy}
            onClick={onConfirm}
          >
            {rowActionLabels.stop.label}
          </Button>
        </>
      }
    />
  );
}
