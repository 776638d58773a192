import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  useRequestPasswordResetMutation,
  useResendPasswordResetCodeMutation,
  useResetPasswordMutation,
  useVerifyPasswordResetCodeMutation,
} from '@tp/api';
import { forgotPasswordMessages, httpErrors } from '@tp/messages';
import type { CodeDialogNotice } from '../../widgets/CodeDialog';
import { ForgotPasswordView, type ForgotPasswordStage } from './ForgotPasswordView';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

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
  const [codeError, setCodeError] = useState<string | null>(null);

  // Spec 1 §4: an answer carrying the redirect-to-login flag ends the flow on /login, with its message.
  const toLogin = (message: string, tone: 'success' | 'warning') =>
    navigate('/login', { replace: true, state: { message, tone } });

  return (
    <ForgotPasswordView
      stage={stage}
      email={email}
      notice={notice}
      onNoticeHide={() => setNotice(null)}
      requestBusy={request.isPending}
      onRequest={(address) => {
        setNotice(null);
        request.mutate(
          { email: address },
          {
            onSuccess: () => {
              setEmail(address);
              setCodeError(null);
              setCodeNotice({ tone: 'success', message: forgotPasswordMessages.codeSent });
              setStage('verify');
            },
            onError: (error) =>
              setNotice({
                tone: 'error',
                message: messageOf(error, forgotPasswordMessages.requestFailed),
              }),
          },
        );
      }}
      codeNotice={codeNotice}
      onCodeNoticeHide={() => setCodeNotice(null)}
      codeError={codeError}
      onCodeEdit={() => setCodeError(null)}
      verifyBusy={verify.isPending}
      resendBusy={resend.isPending}
      onVerify={(code) => {
        setCodeNotice(null);
        setCodeError(null);
        verify.mutate(
          { email, otp: code },
          {
            onSuccess: () => {
              setOtp(code);
              setStage('reset');
              setNotice({ tone: 'success', message: forgotPasswordMessages.otpVerified });
            },
            onError: (error) => {
              const message = messageOf(error, forgotPasswordMessages.verificationFailed);
              if (redirectsToLogin(error)) toLogin(message, 'warning');
              else setCodeError(message);
            },
          },
        );
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
        setCodeError(null);
        setStage('request');
      }}
      resetBusy={reset.isPending}
      onReset={({ newPassword, confirmPassword }) => {
        setNotice(null);
        reset.mutate(
          { email, otp, newPassword, confirmPassword },
          {
            onSuccess: (answer) => {
              if (answer.redirect_to_login) toLogin(answer.message, 'success');
              else setNotice({ tone: 'success', message: answer.message });
            },
            onError: (error) => {
              const message = messageOf(error, httpErrors.fallback);
              if (redirectsToLogin(error)) toLogin(message, 'warning');
              else setNotice({ tone: 'error', message });
            },
          },
        );
      }}
    />
  );
}
