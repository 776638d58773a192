import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  /** The confirmed call is in flight: the dialog stays, Cancel waits. */
  busy?: boolean;
  confirmLabel: ReactNode;
  busyLabel: string;
  /** `danger` for what cannot be undone (a stop, a sign-out). */
  confirmVariant?: 'primary' | 'danger';
  onConfirm: () => void;
  onCancel: () => void;
  /** Stands in for the confirm button, e.g. a link to where the action becomes possible. */
  confirmAction?: ReactNode;
  /** What the confirmation is about, under the description. */
  children?: ReactNode;
}

/** "Are you sure?" in the shared dialog: focus trapped, Escape or Cancel closes it unless busy. */
export function ConfirmDialog({
  title,
  description,
  busy = false,
  confirmLabel,
  busyLabel,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  confirmAction,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      dismissible={!busy}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          {confirmAction ?? (
            <Button variant={confirmVariant} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      {children}
    </Dialog>
  );
}
