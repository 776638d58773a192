import type { AccountSession } from '@tp/api';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../widgets/Dialog';
import { accountInformationTexts as texts } from './accountInformationTexts';

/** What the open confirmation would sign out: one session, or every session but this device. */
export type SignOutConfirmation =
  { kind: 'session'; session: AccountSession } | { kind: 'others'; count: number };

export interface SignOutDialogProps {
  /** The dialog is open while it is set. */
  confirmation: SignOutConfirmation | null;
  /** The confirmed sign-out is in flight: the dialog stays, Cancel waits. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** D12: a sign-out asks first (the shared Radix dialog: focus trapped, Escape or Cancel closes it). */
export function SignOutDialog({
  confirmation,
  busy = false,
  onConfirm,
  onCancel,
}: SignOutDialogProps) {
  const { i18n } = useLingui();
  if (!confirmation) return null;
  const one = confirmation.kind === 'session';
  return (
    <ConfirmDialog
      title={i18n._(one ? texts.signOutTitle : texts.signOutOthersTitle)}
      description={i18n._(
        one
          ? texts.signOutDescription(confirmation.session)
          : texts.signOutOthersDescription(confirmation.count),
      )}
      busy={busy}
      confirmVariant="danger"
      confirmLabel={i18n._(one ? texts.signOut : texts.signOutOthers)}
      busyLabel={i18n._(texts.signingOut)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
