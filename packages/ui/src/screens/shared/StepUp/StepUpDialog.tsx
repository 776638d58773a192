import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatTime } from '../../../format';
import { useForm, type FieldErrors, type SubmitResult } from '../../../forms';
import { MaskedText } from '../../../privacy';
import { Banner } from '../../../widgets/Banner';
import { Button } from '../../../widgets/Button';
import { Dialog } from '../../../widgets/Dialog';
import { TextField } from '../../../widgets/TextField';
import type { StepUpField } from './stepUpFailures';
import type { StepUpFailure } from './stepUpGate';
import { stepUpTexts as texts } from './stepUpTexts';
import * as styles from './StepUpDialog.css';

export interface StepUpValues {
  password: string;
  /** The authenticator app's code or a backup code; '' when the account has no second factor. */
  authenticationCode: string;
}

type Answer<T> = T | Promise<T>;

export interface StepUpDialogProps {
  open: boolean;
  /** The account has a second factor on: the Authentication code field shows and is required. */
  askCode: boolean;
  /**
   * The account has passkeys: "Use a passkey" shows (a passkey alone is a proof). Without an authenticator
   * code to ask for, the server takes only a passkey, so the password fields go.
   */
  offerPasskey?: boolean;
  /** The passkey prompt (and then the change it guards) is running: the dialog is busy. */
  passkeyBusy?: boolean;
  /** Opens the browser's passkey prompt. */
  onUsePasskey?: () => void;
  /** Above the fields: a pause (429) with when it ends, or a failure no field explains. */
  failure?: StepUpFailure | null;
  /**
   * Proves the password (and code). Answers the server's messages for the fields, or nothing; the dialog is
   * busy until it settles (the owner closes it once the change it guards has run again).
   */
  onConfirm: (values: StepUpValues) => Answer<SubmitResult<StepUpField>>;
  /** Cancel, Escape or the close button (not while busy). */
  onCancel: () => void;
}

/**
 * D15's "Confirm it's you": the password again and, with a second factor on, an authenticator or backup code,
 * before a sensitive change. Focus is trapped in it; Cancel, Escape or × close it unless a check runs.
 */
export function StepUpDialog({
  open,
  askCode,
  offerPasskey = false,
  passkeyBusy = false,
  onUsePasskey,
  failure = null,
  onConfirm,
  onCancel,
}: StepUpDialogProps) {
  const [busy, setBusy] = useState(false);
  const passkeyOnly = offerPasskey && !askCode;
  const { i18n } = useLingui();

  const confirm = async (values: StepUpValues) => {
    setBusy(true);
    try {
      return await onConfirm(values);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={i18n._(texts.title)}
      description={i18n._(
        passkeyOnly
          ? texts.descriptionPasskey
          : askCode
            ? texts.descriptionWithCode
            : texts.description,
      )}
      dismissible={!busy && !passkeyBusy}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      {/* Mounted only while open: every opening starts with empty fields. */}
      <StepUpForm
        askCode={askCode}
        offerPasskey={offerPasskey}
        passkeyBusy={passkeyBusy}
        onUsePasskey={onUsePasskey}
        failure={failure}
        onConfirm={confirm}
        onCancel={onCancel}
      />
    </Dialog>
  );
}

function validate(askCode: boolean, i18n: I18n) {
  return ({ password, authenticationCode }: StepUpValues): FieldErrors<StepUpField> => ({
    ...(password === '' ? { password: i18n._(texts.passwordRequired) } : {}),
    ...(askCode && authenticationCode.trim() === ''
      ? { authenticationCode: i18n._(texts.codeRequired) }
      : {}),
  });
}

function StepUpForm({
  askCode,
  offerPasskey,
  passkeyBusy,
  onUsePasskey,
  failure,
  onConfirm,
  onCancel,
}: Omit<StepUpDialogProps, 'open'> & {
  offerPasskey: boolean;
  passkeyBusy: boolean;
  failure: StepUpFailure | null;
}) {
  const { i18n } = useLingui();
  const form = useForm<StepUpValues, StepUpField>({
    initialValues: { password: '', authenticationCode: '' },
    validate: validate(askCode, i18n),
    onSubmit: onConfirm,
  });
  const withPassword = !offerPasskey || askCode;
  const passkeyButton = offerPasskey && onUsePasskey && (
    <Button
      variant={withPassword ? 'secondary' : 'primary'}
      busy={passkeyBusy}
      busyLabel={i18n._(texts.waitingForPasskey)}
      disabled={form.busy}
      onClick={onUsePasskey}
    >
      {i18n._(texts.usePasskey)}
    </Button>
  );

  return (
    <form className={styles.form} {...form.formProps}>
      {failure && (
        <Banner tone="error">
          <span className={styles.failureLines}>
            <span>
              <MaskedText text={failure.message} />
            </span>
            {failure.retryAt !== null && (
              <span>{i18n._(texts.retryAt(formatTime(failure.retryAt)))}</span>
            )}
          </span>
        </Banner>
      )}
      {withPassword && (
        <TextField
          label={i18n._(texts.password)}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
      )}
      {withPassword && askCode && (
        <TextField
          label={i18n._(texts.code)}
          name="authentication_code"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          required
          hint={i18n._(texts.codeHint)}
          {...form.field('authenticationCode')}
        />
      )}
      {withPassword && passkeyButton && <div className={styles.alternative}>{passkeyButton}</div>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={form.busy || passkeyBusy}>
          {i18n._(texts.cancel)}
        </Button>
        {withPassword ? (
          <Button
            type="submit"
            variant="primary"
            busy={form.busy}
            busyLabel={i18n._(texts.confirming)}
            disabled={passkeyBusy}
          >
            {i18n._(texts.confirm)}
          </Button>
        ) : (
          passkeyButton
        )}
      </div>
    </form>
  );
}
