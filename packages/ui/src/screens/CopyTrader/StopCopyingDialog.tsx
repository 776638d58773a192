import { useLingui } from '@lingui/react/macro';
import type { CopyTrader } from '@tp/api';
import { ConfirmDialog } from '../../widgets/Dialog';
import { copyTraderTexts, rowActionLabels } from './copyTraderTexts';

export interface StopCopyingDialogProps {
  /** The entry to stop; the dialog is open while it is set. */
  trader: CopyTrader | null;
  /** Whether it is open (`trader` is set): read by `lazyDialog`, which loads it the first time. */
  open?: boolean;
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
  const { i18n } = useLingui();
  if (!trader) return null;
  return (
    <ConfirmDialog
      title={i18n._(copyTraderTexts.stopTitle)}
      description={i18n._(copyTraderTexts.stopDescription(trader))}
      busy={stopping}
      confirmVariant="danger"
      confirmLabel={i18n._(rowActionLabels.stop.label)}
      busyLabel={i18n._(rowActionLabels.stop.busy)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
