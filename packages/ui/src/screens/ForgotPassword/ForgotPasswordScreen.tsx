import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  messageOf,
  useRequestPasswordResetMutation,
  useResendPasswordResetCodeMutation,
  useResetPasswordMutation,
  useVerifyPasswordResetCodeMutation,
} from '@tp/api';
import { forgotPasswordMessages, httpErrors } from '@tp/messages';
import { useCodeChallenge, type CodeCheck, type CodeSent } from '../../widgets/CodeDialog';
import { authAutoHide, useNotice } from '../../widgets/LiveNotice';
import { codeCheckFailure, resendAnswer } from '../shared/emailedCodeAnswers';
import { ForgotPasswordView } from './ForgotPasswordView';

const redirectsToLogin = (error: unknown) => error instanceof ApiError && error.redirectToLogin;

/** Where the reset stands; the code dialog (`useCodeConfirmation`) owns its own notices and times. */
type ResetStep =
  | { stage: 'request' }
  /** The code dialog is open for the code just sent to `email`. */
  | { stage: 'verify'; email: string; sent: CodeSent }
  /** The code is verified: the new password goes with it. */
  | { stage: 'reset'; email: string; otp: string };

/** Spec 1 §4 forgot password: request, verify (or resend) the code, set the new password (D5). */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const request = useRequestPasswordResetMutation();
  const verify = useVerifyPasswordResetCodeMutation();
  const resend = useResendPasswordResetCodeMutation();
  const reset = useResetPasswordMutation();
  const [step, setStep] = useState<ResetStep>({ stage: 'request' });
  const code = useCodeChallenge();
  // Spec 1 §9: a success hides after 3 s, an error after 5 s.
  const notice = useNotice(null, authAutoHide);
  const email = step.stage === 'request' ? '' : step.email;

  // Spec 1 §4: an answer carrying the redirect-to-login flag ends the flow on /login, with its message.
  const toLogin = (message: string, tone: 'success' | 'warning') =>
    navigate('/login', { replace: true, state: { message, tone } });

  const check = async (otp: string): Promise<CodeCheck> => {
    try {
      await verify.mutateAsync({ email, otp });
    } catch (error) {
      const message = messageOf(error, forgotPasswordMessages.verificationFailed);
      if (!redirectsToLogin(error)) return codeCheckFailure(error, message);
      toLogin(message, 'warning');
      return { kind: 'ended' };
    }
    setStep({ stage: 'reset', email, otp });
    notice.show({ tone: 'success', message: forgotPasswordMessages.otpVerified });
    return { kind: 'confirmed' };
  };

  return (
    <ForgotPasswordView
      stage={step.stage}
      email={email}
      notice={notice}
      onRequest={async (address) => {
        notice.clear();
        try {
          const answer = await request.mutateAsync({ email: address });
          const sent = { tone: 'success', message: forgotPasswordMessages.codeSent } as const;
          setStep({
            stage: 'verify',
            email: address,
            sent: code.sentOf(answer.challenge, sent),
          });
        } catch (error) {
          notice.show({
            tone: 'error',
            message: messageOf(error, forgotPasswordMessages.requestFailed),
          });
        }
      }}
      codeSent={step.stage === 'verify' ? step.sent : undefined}
      onVerify={check}
      onResend={() =>
        resendAnswer(resend.mutateAsync({ email }), {
          sent: forgotPasswordMessages.newCodeSent,
          failed: forgotPasswordMessages.resendFailed,
        })
      }
      onCancelCode={() => setStep({ stage: 'request' })}
      onReset={async ({ newPassword, confirmPassword }) => {
        if (step.stage !== 'reset') return;
        notice.clear();
        try {
          const answer = await reset.mutateAsync({
            email,
            otp: step.otp,
            newPassword,
            confirmPassword,
          });
          if (answer.redirect_to_login) toLogin(answer.message, 'success');
          else notice.show({ tone: 'success', message: answer.message });
        } catch (error) {
          const message = messageOf(error, httpErrors.fallback);
          if (redirectsToLogin(error)) toLogin(message, 'warning');
          else notice.show({ tone: 'error', message });
        }
      }}
    />
  );
}
