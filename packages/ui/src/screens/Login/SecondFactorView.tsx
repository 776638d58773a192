import { useLingui } from '@lingui/react/macro';
import { Button } from '../../widgets/Button';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { AuthCard } from '../shared/AuthCard';
import { FormFields, type FieldSpec } from '../shared/FormFields';
import { SubmitForm } from '../shared/SubmitForm';
import { useForm, type SubmitResult } from '../../forms';
import { pausedUntil, secondFactorTexts as texts } from './loginTexts';
import * as styles from './Login.css';

export interface SecondFactorValues {
  code: string;
}

export interface SecondFactorViewProps {
  /** The page's banner: a refusal, or which backup codes are left. */
  notice: NoticeControl;
  /** D15: sign-ins are paused until then (ms), after 5 failures; null when they are not. */
  pausedUntilMs?: number | null;
  /** Set after a sign-in with a backup code: the user reads how many are left, then continues. */
  backupCodesRemaining?: number | null;
  onSubmit: (values: SecondFactorValues) => SubmitResult<'code'> | Promise<SubmitResult<'code'>>;
  onBack: () => void;
  onContinue: () => void;
  /** D15: what the account can finish with; without `totp` only the passkey button shows. */
  methods?: readonly ('totp' | 'backup_code' | 'passkey')[];
  /** Runs the browser's passkey prompt (present when the account has a passkey). */
  onUsePasskey?: () => void;
  /** The passkey prompt is open. */
  passkeyBusy?: boolean;
}

const codeField: FieldSpec<'code'>[] = [
  {
    field: 'code',
    label: texts.field,
    autoComplete: 'one-time-code',
    hint: texts.hint,
    spellCheck: false,
  },
];

/** D15: the sign-in's second step, after a right password, when the account has a second factor on. */
export function SecondFactorView(props: SecondFactorViewProps) {
  const { notice, pausedUntilMs, backupCodesRemaining, onSubmit, onBack, onContinue } = props;
  const { methods = ['totp', 'backup_code'], onUsePasskey, passkeyBusy = false } = props;
  const withCode = methods.includes('totp');
  const { i18n, t } = useLingui();
  const passkeyButton = onUsePasskey && methods.includes('passkey') && (
    <Button
      variant={withCode ? 'secondary' : 'primary'}
      fullWidth
      busy={passkeyBusy}
      busyLabel={i18n._(texts.waitingForPasskey)}
      onClick={onUsePasskey}
    >
      {i18n._(texts.usePasskey)}
    </Button>
  );
  const form = useForm<SecondFactorValues, 'code'>({
    initialValues: { code: '' },
    validate: ({ code }) => (code.trim() === '' ? { code: i18n._(texts.codeRequired) } : {}),
    onSubmit: ({ code }) => onSubmit({ code: code.trim() }),
  });
  const signedIn = backupCodesRemaining !== null && backupCodesRemaining !== undefined;
  return (
    <AuthCard
      titleId="second-factor-title"
      title={i18n._(texts.title)}
      subtitle={i18n._(withCode ? texts.subtitle : texts.passkeyOnly)}
      notice={notice}
      footnote={{ text: t`Don't have an account?`, to: '/register', link: t`Register` }}
    >
      {signedIn ? (
        <div className={styles.form}>
          <p role="status">{i18n._(texts.backupCodeUsed(backupCodesRemaining))}</p>
          <Button variant="primary" fullWidth onClick={onContinue}>
            {i18n._(texts.continue)}
          </Button>
        </div>
      ) : (
        <>
          {withCode ? (
            <SubmitForm
              form={form}
              className={styles.form}
              submit={i18n._(texts.submit)}
              busyLabel={i18n._(texts.busy)}
            >
              <FormFields form={form} specs={codeField} />
              {pausedUntilMs ? (
                <p className={styles.paused}>{i18n._(pausedUntil(pausedUntilMs))}</p>
              ) : null}
            </SubmitForm>
          ) : pausedUntilMs ? (
            <p className={styles.paused}>{i18n._(pausedUntil(pausedUntilMs))}</p>
          ) : null}
          {passkeyButton}
          <Button variant="ghost" fullWidth onClick={onBack}>
            {i18n._(texts.back)}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
