import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { CodeForm } from './CodeForm';
import {
  useCodeConfirmation,
  type CodeCheck,
  type CodeConfirmationOptions,
} from './useCodeConfirmation';

export interface CodeDialogProps extends CodeConfirmationOptions {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Shown for an empty or short code (spec 1 §5). */
  missingCodeMessage: string;
  /** Spec 1 §2: the e-mail dialog's Verify stays disabled while the code is empty. */
  disableVerifyWhileEmpty?: boolean;
  /** Cancel, Escape or the close button (not while a check runs). */
  onCancel: () => void;
}

/**
 * D1: the code dialog of any code-confirmed action, run by `useCodeConfirmation`: the code's expiry, the
 * Resend countdown, refusals under the field and its own notices. The screen gives it `verify` and `resend`.
 */
export function CodeDialog({
  open,
  title,
  description,
  missingCodeMessage,
  disableVerifyWhileEmpty = false,
  onCancel,
  verify,
  ...options
}: CodeDialogProps) {
  // Whether a check runs, for the dialog's own close controls.
  const [checking, setChecking] = useState(false);
  const check = async (otp: string): Promise<CodeCheck> => {
    setChecking(true);
    try {
      return await verify(otp);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      dismissible={!checking}
      showAccessory
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      {/* Mounted only while open: every opening starts from the code just sent, with an empty field. */}
      <ConfirmationForm
        {...options}
        verify={check}
        missingCodeMessage={missingCodeMessage}
        disableVerifyWhileEmpty={disableVerifyWhileEmpty}
        onCancel={onCancel}
      />
    </Dialog>
  );
}

type ConfirmationFormProps = CodeConfirmationOptions &
  Pick<CodeDialogProps, 'missingCodeMessage' | 'disableVerifyWhileEmpty' | 'onCancel'>;

function ConfirmationForm({
  missingCodeMessage,
  disableVerifyWhileEmpty = false,
  onCancel,
  ...options
}: ConfirmationFormProps) {
  const { i18n } = useLingui();
  const code = useCodeConfirmation(options);
  const { state, method } = code;
  return (
    <CodeForm
      missingCodeMessage={missingCodeMessage}
      disableVerifyWhileEmpty={disableVerifyWhileEmpty}
      hint={i18n._(method.hint)}
      canResend={method.canResend && options.resend !== undefined}
      expiresAt={state.expiresAt ?? undefined}
      resendAt={state.resendAt ?? undefined}
      resendBusy={state.resending}
      notice={code.notice}
      onNoticeHide={code.hideNotice}
      onVerify={code.verify}
      onResend={code.resend}
      onCancel={onCancel}
    />
  );
}
