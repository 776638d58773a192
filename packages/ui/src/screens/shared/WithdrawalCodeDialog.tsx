import type { ReactNode } from 'react';
import {
  failureOf,
  retryAfterMsOf,
  useResendWithdrawalCodeMutation,
  useVerifyWithdrawalMutation,
  withdrawalRefusalOf,
  type Withdrawal,
} from '@tp/api';
import {
  codeCheckMessages,
  codeValidation,
  forgotPasswordMessages,
  withdrawalMessages,
} from '@tp/messages';
import {
  CodeDialog,
  type CodeCheck,
  type CodeDialogNotice,
  type CodeResend,
  type CodeSent,
} from '../../widgets/CodeDialog';
import {
  codeCheckKind,
  resendCodeFailures,
  withdrawalCodeFailures,
} from './withdrawalCodeFailures';
import { holdMessage } from './WithdrawalHold/WithdrawalHoldNotice';

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
  /** D1: the code just sent (the create's answer, from `useCodeChallenge`); none for one sent earlier. */
  sent?: CodeSent;
  /** Shown when the dialog opens and `sent` names no notice. */
  openingNotice?: CodeDialogNotice | null;
}

export { codeEmailFailedNotice } from './withdrawalCodeFailures';

/** D1: the server issues, e-mails and checks the code; the browser only forwards what the user typed. */
export function WithdrawalCodeDialog({
  withdrawalId,
  title,
  description,
  onCancel,
  onVerified,
  onExpired,
  sent,
  openingNotice = null,
}: WithdrawalCodeDialogProps) {
  const verify = useVerifyWithdrawalMutation();
  const resend = useResendWithdrawalCodeMutation();

  const check = async (id: number, otp: string): Promise<CodeCheck> => {
    try {
      const answer = await verify.mutateAsync({ id, otp });
      onVerified(answer.withdrawal);
      return { kind: 'confirmed' };
    } catch (error) {
      // D16: a password, e-mail or second-factor change since the request holds every withdrawal for 24 hours.
      const refusal = withdrawalRefusalOf(error);
      if (refusal?.code === 'withdrawals_on_hold')
        return {
          kind: 'failed',
          message: holdMessage({ until: refusal.opensAt, reason: null }),
        };
      const failure = failureOf(error, withdrawalCodeFailures);
      const message = failure.message ?? codeCheckMessages.failed;
      const kind = codeCheckKind(failure.status);
      if (kind === 'refused')
        return {
          kind: 'refused',
          refusal: failure.status === 429 ? { kind: 'burnt' } : { kind: 'wrong', triesLeft: null },
          message,
        };
      if (kind === 'expired') {
        onExpired(message);
        return { kind: 'ended' };
      }
      return { kind: 'failed', message };
    }
  };

  const sendAgain = async (id: number): Promise<CodeResend> => {
    try {
      const { challenge } = await resend.mutateAsync(id);
      return {
        kind: 'sent',
        challenge,
        notice: challenge.emailSent
          ? { tone: 'success', message: forgotPasswordMessages.newCodeSent }
          : { tone: 'error', message: withdrawalMessages.notificationFailed },
      };
    } catch (error) {
      return {
        kind: 'failed',
        retryAfterMs: retryAfterMsOf(error),
        notice: {
          tone: 'error',
          message: failureOf(error, resendCodeFailures).message ?? withdrawalMessages.resendFailed,
        },
      };
    }
  };

  return (
    <CodeDialog
      open={withdrawalId !== null}
      title={title}
      description={description}
      missingCodeMessage={codeValidation.codeRequired}
      disableVerifyWhileEmpty
      sent={{ notice: openingNotice, ...sent }}
      onCancel={onCancel}
      verify={(otp) =>
        withdrawalId === null ? Promise.resolve({ kind: 'ended' }) : check(withdrawalId, otp)
      }
      resend={() =>
        withdrawalId === null
          ? Promise.resolve({
              kind: 'failed',
              notice: { tone: 'error', message: withdrawalMessages.resendFailed },
            })
          : sendAgain(withdrawalId)
      }
    />
  );
}
