import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ClipboardEvent, type ReactNode } from 'react';
import { useForm, type FieldErrors } from '../../forms';
import { Banner, bannerAutoHideMs, type BannerTone } from '../Banner';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import { formatCount, formatTime } from '../../format';
import { secondsUntil, useNowUntil } from './codeTiming';
import { emailedCode } from './codeMethod';
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

export interface CodeDialogViewProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Shown for an empty or short code (spec 1 §5). */
  missingCodeMessage: string;
  /** Spec 1 §2: the e-mail dialog's Verify stays disabled while the code is empty. */
  disableVerifyWhileEmpty?: boolean;
  resendBusy?: boolean;
  /** A success (resend) or failure message above the field. */
  notice?: CodeDialogNotice | null;
  onNoticeHide?: () => void;
  /** The user edited the code. */
  onCodeEdit?: () => void;
  /**
   * Checks a whole code. Answers `{ fieldErrors: { code } }` when the code is refused (shown under the
   * field, which keeps focus and what was typed), or nothing. The dialog is busy until it settles.
   */
  onVerify: (code: string) => CodeVerifyAnswer | Promise<CodeVerifyAnswer>;
  onResend: () => void;
  onCancel: () => void;
  /** D1: when the code stops working (ms since the epoch); shows "The code expires at 2:05 PM." Optional. */
  expiresAt?: number;
  /**
   * D1: Resend Code stays disabled until then (ms since the epoch: a minute after each send, or the
   * server's `retry_after`), with a "Resend available in 42 s" countdown beside it. Optional.
   */
  resendAvailableAt?: number;
  /** Under the field: where the code comes from (`CodeMethod.hint`). */
  hint?: string;
  /** False for a code nothing sends (an authenticator app): no Resend Code. */
  canResend?: boolean;
  /** The notice's owner hides it (`useCodeConfirmation`); the banner only offers to dismiss it. */
  noticeHidesItself?: boolean;
}

/** A 6-digit code dialog with Resend Code, Cancel and Verify (spec 1 §2, §5; D1). */
export function CodeDialogView({
  open,
  title,
  description,
  onCancel,
  onVerify,
  ...formProps
}: CodeDialogViewProps) {
  // Whether a check runs, for the dialog's own close controls (the form knows it too).
  const [checking, setChecking] = useState(false);

  const verify = async (code: string) => {
    setChecking(true);
    try {
      return await onVerify(code);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      dismissible={!checking}
      showAccessory
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      {/* The dialog mounts its content only while open, so every opening starts with an empty code. */}
      <CodeForm {...formProps} onVerify={verify} onCancel={onCancel} />
    </Dialog>
  );
}

type CodeFormProps = Omit<CodeDialogViewProps, 'open' | 'title' | 'description'>;

/** The dialog's form: the notice, the code's expiry, the field, Resend Code with its countdown, Cancel and Verify. */
export function CodeForm({
  missingCodeMessage,
  disableVerifyWhileEmpty = false,
  resendBusy = false,
  notice,
  onNoticeHide,
  onCodeEdit,
  onVerify,
  onResend,
  onCancel,
  expiresAt,
  resendAvailableAt,
  hint: hintProp,
  canResend = true,
  noticeHidesItself = true,
}: CodeFormProps) {
  const { t, i18n } = useLingui();
  const hint = hintProp ?? i18n._(emailedCode.hint);
  const form = useForm<{ code: string }, CodeField>({
    initialValues: { code: '' },
    validate: ({ code }) => {
      const problem = validateCode(code, missingCodeMessage);
      return problem ? { code: problem } : {};
    },
    onSubmit: ({ code }) => onVerify(code),
    onEdit: () => onCodeEdit?.(),
  });
  const { code } = form.values;

  const edit = (value: string) => form.setValue('code', sanitizeCode(value));

  // maxLength would cut a pasted "123 456" to "123 45" before it reaches onChange.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    edit(event.clipboardData.getData('text'));
  };

  const now = useNowUntil(resendAvailableAt);
  const resendWait = resendAvailableAt === undefined ? 0 : secondsUntil(resendAvailableAt, now);
  const resendWaitId = useId();
  const waitSeconds = formatCount(resendWait);
  const expiryTime = expiresAt === undefined ? '' : formatTime(expiresAt);

  return (
    <form className={styles.form} {...form.formProps}>
      {notice && (
        <Banner
          key={notice.message}
          tone={notice.tone}
          autoHideMs={
            noticeHidesItself
              ? bannerAutoHideMs[notice.tone === 'success' ? 'success' : 'error']
              : undefined
          }
          onHide={onNoticeHide}
        >
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
      {!canResend ? null : resendAvailableAt === undefined ? (
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
