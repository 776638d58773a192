import type { TotpSetup } from '@tp/api';
import type { Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useForm, type SubmitResult } from '../../forms';
import { Button } from '../../widgets/Button';
import { CopyButton } from '../../widgets/CopyButton';
import { TextField } from '../../widgets/TextField';
import { twoFactorTexts as texts } from './profileSettingsTexts';
import * as styles from './SecuritySections.css';
import { TotpQrCode } from './TotpQrCode';

/** The setup key as people type it: groups of four ("JBSW Y3DP EHPK …"). */
export function groupedKey(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

type Answer<T> = T | Promise<T>;

export interface TotpSetupStepProps {
  setup: TotpSetup;
  /** Checks the app's current code; answers a refusal for the field, or nothing. */
  onEnable: (code: string) => Answer<SubmitResult<'code'>>;
  onCancel: () => void;
  titleRef?: Ref<HTMLHeadingElement>;
}

/** D15's enrolment: scan the QR code (or type the key), then prove it with a current code. */
export function TotpSetupStep({ setup, onEnable, onCancel, titleRef }: TotpSetupStepProps) {
  const { i18n } = useLingui();
  const form = useForm<{ code: string }, 'code'>({
    initialValues: { code: '' },
    validate: ({ code }) =>
      /^\d{6}$/.test(code.replace(/\s/g, '')) ? {} : { code: i18n._(texts.codeRequired) },
    onSubmit: ({ code }) => onEnable(code.replace(/\s/g, '')),
  });
  return (
    <div className={styles.section}>
      <h3 ref={titleRef} tabIndex={-1} className={styles.stepTitle}>
        {i18n._(texts.setupTitle)}
      </h3>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <p className={styles.stepText}>{i18n._(texts.scanStep)}</p>
          <TotpQrCode uri={setup.otpauth_uri} account={setup.account} />
        </li>
        <li className={styles.step}>
          <p className={styles.stepText}>{i18n._(texts.keyStep)}</p>
          <code className={styles.secret}>{groupedKey(setup.secret)}</code>
          <div className={styles.actions}>
            <CopyButton text={setup.secret}>{i18n._(texts.copyKey)}</CopyButton>
          </div>
        </li>
        <li className={styles.step}>
          <form
            className={styles.codeForm}
            aria-label={i18n._(texts.setupTitle)}
            {...form.formProps}
          >
            <p className={styles.stepText}>{i18n._(texts.codeStep)}</p>
            <TextField
              label={i18n._(texts.codeLabel)}
              name="authentication_code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              hint={i18n._(texts.codeHint)}
              required
              {...form.field('code')}
            />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
                {i18n._(texts.cancelSetup)}
              </Button>
              <Button
                type="submit"
                variant="primary"
                busy={form.busy}
                busyLabel={i18n._(texts.enabling)}
              >
                {i18n._(texts.enable)}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
