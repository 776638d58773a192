import { useState, type ReactNode } from 'react';
import {
  useResendWithdrawalCodeMutation,
  useVerifyWithdrawalMutation,
  type Withdrawal,
} from '@tp/api';
import { codeValidation, forgotPasswordMessages, withdrawalMessages } from '@tp/messages';
import { CodeDialogView, type CodeDialogNotice } from '../../widgets/CodeDialog';
import { codeCheckOutcome, resendFailureMessage } from './withdrawalCodeErrors';

export interface WithdrawalCodeDialogProps {
  /** The pending withdrawal or transfer the code confirms; the dialog is open while set. */
  withdrawalId: number | null;
  /** "Verify Your Withdrawal" or "Verify Your Transfer". */
  title: string;
  description: ReactNode;
  onCancel: () => void;
  onVerified: (withdrawal: Withdrawal) => void;
  /** The code expired: the dialog is closed by now; show the message next to the form. */
  onExpired: (message: string) => void;
  /** Shown when the dialog opens, e.g. that the code e-mail could not be sent (Resend Code may work). */
  openingNotice?: CodeDialogNotice | null;
}

/** The opening notice for a code whose e-mail could not be sent (`notification_sent: false`). */
export function codeEmailFailedNotice(emailFailed: boolean | undefined): CodeDialogNotice | null {
  return emailFailed ? { tone: 'warning', message: withdrawalMessages.notificationFailed } : null;
}

/** D1: the server issues, e-mails and checks the code; the browser only forwards what the user typed. */
export function WithdrawalCodeDialog({
  withdrawalId,
  title,
  description,
  onCancel,
  onVerified,
  onExpired,
  openingNotice = null,
}: WithdrawalCodeDialogProps) {
  const verify = useVerifyWithdrawalMutation();
  const resend = useResendWithdrawalCodeMutation();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<CodeDialogNotice | null>(openingNotice);
  const [shownId, setShownId] = useState(withdrawalId);

  const reset = () => {
    setError(null);
    setNotice(null);
  };

  // Opened for another withdrawal (or closed by the parent): what was said about the last one goes.
  if (withdrawalId !== shownId) {
    setShownId(withdrawalId);
    setError(null);
    setNotice(withdrawalId === null ? null : openingNotice);
  }

  return (
    <CodeDialogView
      open={withdrawalId !== null}
      title={title}
      description={description}
      missingCodeMessage={codeValidation.codeRequired}
      disableVerifyWhileEmpty
      busy={verify.isPending}
      resendBusy={resend.isPending}
      error={error}
      notice={notice}
      onNoticeHide={() => setNotice(null)}
      onCodeEdit={() => setError(null)}
      onCancel={() => {
        reset();
        onCancel();
      }}
      onVerify={(otp) => {
        if (withdrawalId === null) return;
        reset();
        verify.mutate(
          { id: withdrawalId, otp },
          {
            onSuccess: (answer) => onVerified(answer.withdrawal),
            onError: (failure) => {
              const outcome = codeCheckOutcome(failure);
              if (outcome.kind === 'expired') onExpired(outcome.message);
              else if (outcome.kind === 'refused') setError(outcome.message);
              else setNotice({ tone: 'error', message: outcome.message });
            },
          },
        );
      }}
      onResend={() => {
        if (withdrawalId === null) return;
        reset();
        resend.mutate(withdrawalId, {
          onSuccess: (answer) =>
            setNotice(
              answer.notification_sent
                ? { tone: 'success', message: forgotPasswordMessages.newCodeSent }
                : { tone: 'error', message: withdrawalMessages.notificationFailed },
            ),
          onError: (failure) =>
            setNotice({ tone: 'error', message: resendFailureMessage(failure) }),
        });
      }}
    />
  );
}
