import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { AuthCard } from '../shared/AuthCard';
import { SubmitForm } from '../shared/SubmitForm';
import { FormFields, type FieldSpec } from '../shared/FormFields';
import { normalizeEmail, useForm, type SubmitResult } from '../../forms';
import { LazyCodeDialog } from '../shared/lazyCodeDialogs';
import type { CodeCheck, CodeResend, CodeSent } from '../../widgets/CodeDialog';
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
  /** A page message: request failures, "OTP verified…", reset failures (from `useNotice(null, authAutoHide)`). */
  notice: NoticeControl;
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
  email = '',
  notice,
  onRequest,
  codeSent,
  onVerify,
  onResend,
  onCancelCode,
  onReset,
}: ForgotPasswordViewProps) {
  const { t } = useLingui();
  return (
    <AuthCard
      titleId="forgot-title"
      title={t`Forgot Password`}
      subtitle={
        stage === 'reset' ? (
          <Trans>
            Choose a new password for <span className={styles.email}>{email}</span>.
          </Trans>
        ) : (
          t`Enter your e-mail address and we will send you a verification code.`
        )
      }
      notice={notice}
      footnote={{ text: t`Remembered it?`, to: '/login', link: t`Back to sign in` }}
      aside={
        <LazyCodeDialog
          open={stage === 'verify'}
          title={t`Enter Verification Code`}
          description={
            <Trans>
              Enter the 6-digit code we sent to <span className={styles.email}>{email}</span>.
            </Trans>
          }
          missingCodeMessage={missingOtpMessage}
          sent={codeSent}
          verify={onVerify}
          resend={onResend}
          onCancel={onCancelCode}
        />
      }
    >
      {stage === 'reset' ? (
        <NewPasswordForm onReset={onReset} />
      ) : (
        <RequestForm email={email} onRequest={onRequest} />
      )}
    </AuthCard>
  );
}

const emailField: FieldSpec<'email'>[] = [
  { field: 'email', label: msg`Email`, type: 'email', autoComplete: 'email' },
];

/** Spec 1 §2: the address the code goes to; it stays while the code dialog is open or cancelled. */
function RequestForm({ email, onRequest }: Pick<ForgotPasswordViewProps, 'email' | 'onRequest'>) {
  const { t } = useLingui();
  const form = useForm<{ email: string }, 'email'>({
    initialValues: { email: email ?? '' },
    validate: (values) => {
      const problem = validateResetEmail(values.email);
      return problem ? { email: problem } : {};
    },
    onSubmit: (values) => onRequest(normalizeEmail(values.email)),
  });

  return (
    <SubmitForm
      form={form}
      className={styles.form}
      submit={t`Request OTP`}
      busyLabel={t`Requesting...`}
    >
      <FormFields form={form} specs={emailField} />
    </SubmitForm>
  );
}

const newPasswordFields: FieldSpec<keyof NewPasswordValues>[] = [
  {
    field: 'newPassword',
    name: 'new_password',
    label: msg`New password`,
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    field: 'confirmPassword',
    name: 'confirm_password',
    label: msg`Confirm new password`,
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** D5: the new password, by the register rules (spec 1 §5). */
function NewPasswordForm({ onReset }: Pick<ForgotPasswordViewProps, 'onReset'>) {
  const { t } = useLingui();
  const form = useForm<NewPasswordValues, keyof NewPasswordValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: validateNewPassword,
    onSubmit: onReset,
  });

  return (
    <SubmitForm
      form={form}
      className={styles.form}
      submit={t`Reset Password`}
      busyLabel={t`Resetting...`}
    >
      <FormFields form={form} specs={newPasswordFields} />
    </SubmitForm>
  );
}
