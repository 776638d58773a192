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
import type { CodeDialogNotice } from '../../widgets/CodeDialog';
import { ForgotPasswordView, type ForgotPasswordStage } from './ForgotPasswordView';

const redirectsToLogin = (error: unknown) => error instanceof ApiError && error.redirectToLogin;

/** Spec 1 §4 forgot password: request, verify (or resend) the code, set the new password (D5). */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const request = useRequestPasswordResetMutation();
  const verify = useVerifyPasswordResetCodeMutation();
  const resend = useResendPasswordResetCodeMutation();
  const reset = useResetPasswordMutation();
  const [stage, setStage] = useState<ForgotPasswordStage>('request');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState<CodeDialogNotice | null>(null);
  const [codeNotice, setCodeNotice] = useState<CodeDialogNotice | null>(null);

  // Spec 1 §4: an answer carrying the redirect-to-login flag ends the flow on /login, with its message.
  const toLogin = (message: string, tone: 'success' | 'warning') =>
    navigate('/login', { replace: true, state: { message, tone } });

  return (
    <ForgotPasswordView
      stage={stage}
      email={email}
      notice={notice}
      onNoticeHide={() => setNotice(null)}
      onRequest={async (address) => {
        setNotice(null);
        try {
          await request.mutateAsync({ email: address });
        } catch (error) {
          setNotice({
            tone: 'error',
            message: messageOf(error, forgotPasswordMessages.requestFailed),
          });
          return;
        }
        setEmail(address);
        setCodeNotice({ tone: 'success', message: forgotPasswordMessages.codeSent });
        setStage('verify');
      }}
      codeNotice={codeNotice}
      onCodeNoticeHide={() => setCodeNotice(null)}
      resendBusy={resend.isPending}
      onVerify={async (code) => {
        setCodeNotice(null);
        try {
          await verify.mutateAsync({ email, otp: code });
        } catch (error) {
          const message = messageOf(error, forgotPasswordMessages.verificationFailed);
          if (redirectsToLogin(error)) {
            toLogin(message, 'warning');
            return;
          }
          // The refusal goes under the code, which keeps what was typed.
          return { fieldErrors: { code: message } };
        }
        setOtp(code);
        setStage('reset');
        setNotice({ tone: 'success', message: forgotPasswordMessages.otpVerified });
      }}
      onResend={() => {
        setCodeNotice(null);
        resend.mutate(
          { email },
          {
            onSuccess: () =>
              setCodeNotice({ tone: 'success', message: forgotPasswordMessages.newCodeSent }),
            onError: (error) =>
              setCodeNotice({
                tone: 'error',
                message: messageOf(error, forgotPasswordMessages.resendFailed),
              }),
          },
        );
      }}
      onCancelCode={() => {
        setCodeNotice(null);
        setStage('request');
      }}
      onReset={async ({ newPassword, confirmPassword }) => {
        setNotice(null);
        try {
          const answer = await reset.mutateAsync({ email, otp, newPassword, confirmPassword });
          if (answer.redirect_to_login) toLogin(answer.message, 'success');
          else setNotice({ tone: 'success', message: answer.message });
        } catch (error) {
          const message = messageOf(error, httpErrors.fallback);
          if (redirectsToLogin(error)) toLogin(message, 'warning');
          else setNotice({ tone: 'error', message });
        }
      }}
    />
  );
}
