import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner, bannerAutoHideMs } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import { TextField } from '../../widgets/TextField';
import { useFieldErrors } from '../../forms';
import { CodeDialogView, type CodeDialogNotice } from '../../widgets/CodeDialog';
import {
  missingOtpMessage,
  validateNewPassword,
  validateResetEmail,
  type NewPasswordValues,
} from './validateForgotPassword';
import * as styles from './ForgotPassword.css';

/** request: ask for a code; verify: the code dialog is open; reset: the code is verified, set the password. */
export type ForgotPasswordStage = 'request' | 'verify' | 'reset';

export interface ForgotPasswordViewProps {
  stage: ForgotPasswordStage;
  /** The address the code went to (verify and reset stages). */
  email?: string;
  /** A page message: request failures, "OTP verified…", reset failures. */
  notice?: CodeDialogNotice | null;
  onNoticeHide?: () => void;
  requestBusy?: boolean;
  onRequest: (email: string) => void;
  /** The code dialog (verify stage). */
  codeNotice?: CodeDialogNotice | null;
  onCodeNoticeHide?: () => void;
  codeError?: string | null;
  onCodeEdit?: () => void;
  verifyBusy?: boolean;
  resendBusy?: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onCancelCode: () => void;
  resetBusy?: boolean;
  onReset: (values: NewPasswordValues) => void;
}

/** Spec 1 §2 Forgot password, with the final reset of D5. */
export function ForgotPasswordView({
  stage,
  email: sentTo = '',
  notice,
  onNoticeHide,
  requestBusy = false,
  onRequest,
  codeNotice,
  onCodeNoticeHide,
  codeError,
  onCodeEdit,
  verifyBusy = false,
  resendBusy = false,
  onVerify,
  onResend,
  onCancelCode,
  resetBusy = false,
  onReset,
}: ForgotPasswordViewProps) {
  const [email, setEmail] = useState(sentTo);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwords, setPasswords] = useState<NewPasswordValues>({
    newPassword: '',
    confirmPassword: '',
  });
  const { errors, setErrors, clearError } = useFieldErrors<keyof NewPasswordValues>();

  const request = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateResetEmail(email);
    setEmailError(problem);
    if (!problem) onRequest(email.trim());
  };

  const reset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewPassword(passwords);
    setErrors(found);
    if (Object.keys(found).length === 0) onReset(passwords);
  };

  const editPassword = (name: keyof NewPasswordValues, value: string) => {
    setPasswords((previous) => ({ ...previous, [name]: value }));
    clearError(name);
  };

  return (
    <section className={styles.page} aria-labelledby="forgot-title">
      <div className={styles.card}>
        <h1 id="forgot-title" className={styles.title}>
          Forgot Password
        </h1>
        <p className={styles.subtitle}>
          {stage === 'reset' ? (
            <>
              Choose a new password for <span className={styles.email}>{sentTo}</span>.
            </>
          ) : (
            'Enter your e-mail address and we will send you a verification code.'
          )}
        </p>
        {notice && (
          <Banner
            key={notice.message}
            tone={notice.tone}
            autoHideMs={bannerAutoHideMs[notice.tone === 'success' ? 'success' : 'error']}
            onHide={onNoticeHide}
          >
            {notice.message}
          </Banner>
        )}
        {stage === 'reset' ? (
          <form className={styles.form} onSubmit={reset} noValidate>
            <TextField
              label="New password"
              type="password"
              name="new_password"
              autoComplete="new-password"
              value={passwords.newPassword}
              error={errors.newPassword}
              onValueChange={(value) => editPassword('newPassword', value)}
            />
            <TextField
              label="Confirm new password"
              type="password"
              name="confirm_password"
              autoComplete="new-password"
              value={passwords.confirmPassword}
              error={errors.confirmPassword}
              onValueChange={(value) => editPassword('confirmPassword', value)}
            />
            <Button
              type="submit"
              variant="primary"
              fullWidth
              busy={resetBusy}
              busyLabel="Resetting..."
            >
              Reset Password
            </Button>
          </form>
        ) : (
          <form className={styles.form} onSubmit={request} noValidate>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              error={emailError ?? undefined}
              onValueChange={(value) => {
                setEmail(value);
                setEmailError(null);
              }}
            />
            <Button
              type="submit"
              variant="primary"
              fullWidth
              busy={requestBusy}
              busyLabel="Requesting..."
            >
              Request OTP
            </Button>
          </form>
        )}
        <p className={styles.footnote}>
          Remembered it?{' '}
          <Link to="/login" className={styles.link}>
            Back to sign in
          </Link>
        </p>
      </div>
      <CodeDialogView
        open={stage === 'verify'}
        title="Enter Verification Code"
        description={
          <>
            Enter the 6-digit code we sent to <span className={styles.email}>{sentTo}</span>.
          </>
        }
        missingCodeMessage={missingOtpMessage}
        busy={verifyBusy}
        resendBusy={resendBusy}
        error={codeError}
        notice={codeNotice}
        onNoticeHide={onCodeNoticeHide}
        onCodeEdit={onCodeEdit}
        onVerify={onVerify}
        onResend={onResend}
        onCancel={onCancelCode}
      />
    </section>
  );
}
