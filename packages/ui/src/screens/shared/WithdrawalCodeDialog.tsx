import { useState, type ReactNode } from 'react';
import {
  failureOf,
  useResendWithdrawalCodeMutation,
  useVerifyWithdrawalMutation,
  type Withdrawal,
} from '@tp/api';
import {
  codeCheckMessages,
  codeValidation,
  forgotPasswordMessages,
  withdrawalMessages,
} from '@tp/messages';
import {
  CodeDialogView,
  type CodeDialogNotice,
  type CodeVerifyAnswer,
} from '../../widgets/CodeDialog';
import {
  codeCheckKind,
  resendCodeFailures,
  withdrawalCodeFailures,
} from './withdrawalCodeFailures';

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
  // What the dialog has said since it opened; undefined until then, so the opening notice shows.
  const [said, setSaid] = useState<CodeDialogNotice | null>();
  const notice = said === undefined ? openingNotice : said;

  // Every way out of the dialog forgets what it said, so the next opening starts with its own notice.
  const forget = () => setSaid(undefined);

  const check = async (id: number, otp: string): Promise<CodeVerifyAnswer> => {
    setSaid(null);
    try {
      const answer = await verify.mutateAsync({ id, otp });
      forget();
      onVerified(answer.withdrawal);
    } catch (error) {
      const failure = failureOf(error, withdrawalCodeFailures);
      const message = failure.message ?? codeCheckMessages.failed;
      const kind = codeCheckKind(failure.status);
      if (kind === 'refused') return { fieldErrors: { code: message } };
      if (kind === 'expired') {
        forget();
        onExpired(message);
      } else setSaid({ tone: 'error', message });
    }
  };

  return (
    <CodeDialogView
      open={withdrawalId !== null}
      title={title}
      description={description}
      missingCodeMessage={codeValidation.codeRequired}
      disableVerifyWhileEmpty
      resendBusy={resend.isPending}
      notice={notice}
      onNoticeHide={() => setSaid(null)}
      onCancel={() => {
        forget();
        onCancel();
      }}
      onVerify={(otp) => (withdrawalId === null ? undefined : check(withdrawalId, otp))}
      onResend={() => {
        if (withdrawalId === null) return;
        setSaid(null);
        resend.mutate(withdrawalId, {
          onSuccess: (answer) =>
            setSaid(
              answer.notification_sent
                ? { tone: 'success', message: forgotPasswordMessages.newCodeSent }
                : { tone: 'error', message: withdrawalMessages.notificationFailed },
            ),
          onError: (error) =>
            setSaid({
              tone: 'error',
              message:
                failureOf(error, resendCodeFailures).message ?? withdrawalMessages.resendFailed,
            }),
        });
      }}
    />
  );
}
