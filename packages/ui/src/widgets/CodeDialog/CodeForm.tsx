import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ClipboardEvent } from 'react';
import { useForm, type FieldErrors } from '../../forms';
import { Banner, type BannerTone } from '../Banner';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { formatCount, formatTime } from '../../format';
import { secondsUntil, useNowUntil } from './codeTiming';
import { CODE_LENGTH, sanitizeCode, validateCode } from './sanitizeCode';
import * as styles from './CodeDialog.css';

export interface CodeDialogNotice {
  tone: BannerTone;
  message: string;
}

/** The dialog's one field. */
export type CodeField = 'code';

/** What a code check answers: the server's refusal, shown under the field, or nothing. */
export type CodeVerifyAnswer = { fieldErrors: FieldErrors<CodeField> } | void;

export interface CodeFormProps {
  /** Shown for an empty or short code (spec 1 §5). */
  missingCodeMessage: string;
  /** Spec 1 §2: the e-mail dialog's Verify stays disabled while the code is empty. */
  disableVerifyWhileEmpty: boolean;
  resendBusy: boolean;
  /** A success (resend) or failure message above the field; its owner hides it (`useCodeConfirmation`). */
  notice: CodeDialogNotice | null;
  onNoticeHide: () => void;
  /**
   * Checks a whole code. Answers `{ fieldErrors: { code } }` when the code is refused (shown under the
   * field, which keeps focus and what was typed), or nothing. The form is busy until it settles.
   */
  onVerify: (code: string) => Promise<CodeVerifyAnswer>;
  onResend: () => void;
  onCancel: () => void;
  /** D1: when the code stops working (ms since the epoch); shows "The code expires at 2:05 PM." */
  expiresAt?: number;
  /**
   * D1: Resend Code stays disabled until then (ms since the epoch: the server's cooldown, or its
   * `retry_after`), with a "Resend available in 42 s" countdown beside it.
   */
  resendAt?: number;
  /** Under the field: where the code comes from (`CodeMethod.hint`). */
  hint: string;
  /** False for a code nothing sends (an authenticator app): no Resend Code. */
  canResend: boolean;
}

/** The dialog's form: the notice, the code's expiry, the field, Resend Code with its countdown, Cancel and Verify. */
export function CodeForm({
  missingCodeMessage,
  disableVerifyWhileEmpty,
  resendBusy,
  notice,
  onNoticeHide,
  onVerify,
  onResend,
  onCancel,
  expiresAt,
  resendAt,
  hint,
  canResend,
}: CodeFormProps) {
  const { t } = useLingui();
  const form = useForm<{ code: string }, CodeField>({
    initialValues: { code: '' },
    validate: ({ code }) => {
      const problem = validateCode(code, missingCodeMessage);
      return problem ? { code: problem } : {};
    },
    onSubmit: ({ code }) => onVerify(code),
  });
  const { code } = form.values;

  const edit = (value: string) => form.setValue('code', sanitizeCode(value));

  // maxLength would cut a pasted "123 456" to "123 45" before it reaches onChange.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    edit(event.clipboardData.getData('text'));
  };

  const now = useNowUntil(resendAt);
  const resendWait = resendAt === undefined ? 0 : secondsUntil(resendAt, now);
  const resendWaitId = useId();
  const waitSeconds = formatCount(resendWait);
  const expiryTime = expiresAt === undefined ? '' : formatTime(expiresAt);

  return (
    <form className={styles.form} {...form.formProps}>
      {notice && (
        <Banner key={notice.message} tone={notice.tone} onHide={onNoticeHide}>
          {notice.message}
        </Banner>
      )}
      {expiresAt !== undefined && (
        <p className={styles.timing}>
          <Trans>The code expires at {expiryTime}.</Trans>
        </p>
      )}
      <TextField
        label={t`Verification code`}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        hint={hint}
        value={code}
        error={form.errors.code}
        onValueChange={edit}
        onPaste={paste}
      />
      {!canResend ? null : resendAt === undefined ? (
        <div className={styles.resendRow}>
          <Button
            variant="ghost"
            size="sm"
            busy={resendBusy}
            busyLabel={t`Sending...`}
            onClick={onResend}
          >
            <Trans>Resend Code</Trans>
          </Button>
        </div>
      ) : (
        <div className={styles.resendRowWithWait}>
          <Button
            variant="ghost"
            size="sm"
            busy={resendBusy}
            busyLabel={t`Sending...`}
            disabled={resendWait > 0}
            aria-describedby={resendWait > 0 ? resendWaitId : undefined}
            onClick={onResend}
          >
            <Trans>Resend Code</Trans>
          </Button>
          {resendWait > 0 && (
            // Not a live region: a count read out every second would drown the form.
            <span id={resendWaitId} className={styles.timing}>
              <Trans>Resend available in {waitSeconds} s</Trans>
            </span>
          )}
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          variant="primary"
          busy={form.busy}
          busyLabel={t`Verifying...`}
          disabled={disableVerifyWhileEmpty && code === ''}
        >
          <Trans>Verify</Trans>
        </Button>
      </div>
    </form>
  );
}
