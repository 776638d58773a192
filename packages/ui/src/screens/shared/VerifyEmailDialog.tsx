import { Trans, useLingui } from '@lingui/react/macro';
import { messageOf, useResendSignupCodeMutation, useVerifySignupCodeMutation } from '@tp/api';
import { codeValidation, signupMessages } from '@tp/messages';
import { CodeDialog, type CodeCheck, type CodeSent } from '../../widgets/CodeDialog';
import { codeCheckFailure, resendAnswer } from './emailedCodeAnswers';
import * as styles from './VerifyEmailDialog.css';

export interface VerifyEmailDialogProps {
  email: string;
  open: boolean;
  /**
   * D1: the code just sent (the sign-up's answer, or a sign-in's 403, from `useCodeChallenge`) with its first
   * notice, e.g. the server's "code sent" message.
   */
  sent?: CodeSent;
  /** For failures that are not API answers (spec 1 §8 has one per flow). */
  unexpectedErrorMessage?: string;
  onCancel: () => void;
  /** Both tokens and the display-name profile are stored by now. */
  onVerified: () => void;
}

/** Spec 1 §2 "Email verification modal" (sign-up, or an unverified sign-in): success signs the user in. */
export function VerifyEmailDialog({
  email,
  open,
  sent,
  unexpectedErrorMessage = signupMessages.verificationFailed,
  onCancel,
  onVerified,
}: VerifyEmailDialogProps) {
  const { t } = useLingui();
  const verify = useVerifySignupCodeMutation();
  const resend = useResendSignupCodeMutation();

  const check = async (otp: string): Promise<CodeCheck> => {
    try {
      await verify.mutateAsync({ email, otp });
    } catch (failure) {
      return codeCheckFailure(failure, messageOf(failure, unexpectedErrorMessage));
    }
    onVerified();
    return { kind: 'confirmed' };
  };

  return (
    <CodeDialog
      open={open}
      title={t`Verify Your Email`}
      description={
        <Trans>
          Enter the 6-digit code we sent to <span className={styles.email}>{email}</span>.
        </Trans>
      }
      missingCodeMessage={codeValidation.codeRequired}
      disableVerifyWhileEmpty
      sent={sent}
      onCancel={onCancel}
      verify={check}
      resend={() =>
        resendAnswer(resend.mutateAsync({ email }), {
          sent: signupMessages.newOtpSent,
          failed: signupMessages.resendOtpFailed,
        })
      }
    />
  );
}
