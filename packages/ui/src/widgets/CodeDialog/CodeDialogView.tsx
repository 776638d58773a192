import { useState, type ClipboardEvent, type FormEvent, type ReactNode } from 'react';
import { Banner, bannerAutoHideMs, type BannerTone } from '../Banner';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import { CODE_LENGTH, sanitizeCode, validateCode } from './sanitizeCode';
import * as styles from './CodeDialog.css';

export interface CodeDialogNotice {
  tone: BannerTone;
  message: string;
}

export interface CodeDialogViewProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Shown for an empty or short code (spec 1 §5). */
  missingCodeMessage: string;
  /** Spec 1 §2: the e-mail dialog's Verify stays disabled while the code is empty. */
  disableVerifyWhileEmpty?: boolean;
  busy?: boolean;
  resendBusy?: boolean;
  /** The server's refusal of the code, shown under the field. */
  error?: string | null;
  /** A success (resend) or failure message above the field. */
  notice?: CodeDialogNotice | null;
  onNoticeHide?: () => void;
  /** The user edited the code: a server error about the old one no longer applies. */
  onCodeEdit?: () => void;
  onVerify: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

/** A 6-digit code dialog with Resend Code, Cancel and Verify (spec 1 §2, §5; D1). */
export function CodeDialogView({
  open,
  title,
  description,
  missingCodeMessage,
  disableVerifyWhileEmpty = false,
  busy = false,
  resendBusy = false,
  error,
  notice,
  onNoticeHide,
  onCodeEdit,
  onVerify,
  onResend,
  onCancel,
}: CodeDialogViewProps) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);

  // A closed dialog forgets its code, so reopening it starts empty.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setCode('');
      setMissing(null);
    }
  }

  const edit = (value: string) => {
    setCode(sanitizeCode(value));
    setMissing(null);
    onCodeEdit?.();
  };

  // maxLength would cut a pasted "123 456" to "123 45" before it reaches onChange.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    edit(event.clipboardData.getData('text'));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCode(code, missingCodeMessage);
    setMissing(problem);
    if (!problem) onVerify(code);
  };

  const fieldError = missing ?? error ?? undefined;

  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      dismissible={!busy}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
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
        <TextField
          label="Verification code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          hint="6 digits, from the e-mail we sent you."
          value={code}
          error={fieldError}
          onValueChange={edit}
          onPaste={paste}
        />
        <div className={styles.resendRow}>
          <Button
            variant="ghost"
            size="sm"
            busy={resendBusy}
            busyLabel="Sending..."
            onClick={onResend}
          >
            Resend Code
          </Button>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            busy={busy}
            busyLabel="Verifying..."
            disabled={disableVerifyWhileEmpty && code === ''}
          >
            Verify
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
