import { Link } from 'react-router-dom';
import { Banner, bannerAutoHideMs } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import { TextField } from '../../widgets/TextField';
import { normalizeEmail, useForm, type SubmitResult } from '../../forms';
import { LazyCodeDialog } from '../shared/lazyCodeDialogs';
import type { CodeCheck, CodeDialogNotice, CodeResend, CodeSent } from '../../widgets/CodeDialog';
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
  /** Asks for a code; the form is busy until it settles (a refusal is a page notice). */
  onRequest: (email: string) => SubmitResult<'email'> | Promise<SubmitResult<'email'>>;
  /** The code dialog (verify stage), run by `useCodeConfirmation`: the code just sent, its times and first notice. */
  codeSent?: CodeSent;
  /** Checks the code; the dialog is busy until it settles. */
  onVerify: (otp: string) => Promise<CodeCheck>;
  onResend: () => Promise<CodeResend>;
  onCancelCode: () => void;
  /** Sets the new password; the form is busy until it settles. */
  onReset: (
    values: NewPasswordValues,
  ) => SubmitResult<keyof NewPasswordValues> | Promise<SubmitResult<keyof NewPasswordValues>>;
}

/** Spec 1 §2 Forgot password, with the final reset of D5. */
export function ForgotPasswordView({
  stage,
  email: sentTo = '',
  notice,
  onNoticeHide,
  onRequest,
  codeSent,
  onVerify,
  onResend,
  onCancelCode,
  onReset,
}: ForgotPasswordViewProps) {
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
          <NewPasswordForm onReset={onReset} />
        ) : (
          <RequestForm email={sentTo} onRequest={onRequest} />
        )}
        <p className={styles.footnote}>
          Remembered it?{' '}
          <Link to="/login" className={styles.link}>
            Back to sign in
          </Link>
        </p>
      </div>
      <LazyCodeDialog
        open={stage === 'verify'}
        title="Enter Verification Code"
        description={
          <>
            Enter the 6-digit code we sent to <span className={styles.email}>{sentTo}</span>.
          </>
        }
        missingCodeMessage={missingOtpMessage}
        sent={codeSent}
        verify={onVerify}
        resend={onResend}
        onCancel={onCancelCode}
      />
    </section>
  );
}

/** Spec 1 §2: the address the code goes to; it stays while the code dialog is open or cancelled. */
function RequestForm({ email, onRequest }: Pick<ForgotPasswordViewProps, 'email' | 'onRequest'>) {
  const form = useForm<{ email: string }, 'email'>({
    initialValues: { email: email ?? '' },
    validate: (values) => {
      const problem = validateResetEmail(values.email);
      return problem ? { email: problem } : {};
    },
    onSubmit: (values) => onRequest(normalizeEmail(values.email)),
  });

  return (
    <form className={styles.form} {...form.formProps}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <Button type="submit" variant="primary" fullWidth busy={form.busy} busyLabel="Requesting...">
        Request OTP
      </Button>
    </form>
  );
}

/** D5: the new password, by the register rules (spec 1 §5). */
function NewPasswordForm({ onReset }: Pick<ForgotPasswordViewProps, 'onReset'>) {
  const form = useForm<NewPasswordValues, keyof NewPasswordValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: validateNewPassword,
    onSubmit: onReset,
  });

  return (
    <form className={styles.form} {...form.formProps}>
      <TextField
        label="New password"
        type="password"
        name="new_password"
        autoComplete="new-password"
        {...form.field('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <Button type="submit" variant="primary" fullWidth busy={form.busy} busyLabel="Resetting...">
        Reset Password
      </Button>
    </form>
  );
}
