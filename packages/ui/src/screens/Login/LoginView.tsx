import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Checkbox } from '../../widgets/Checkbox';
import type { NoticeAutoHide, NoticeControl } from '../../widgets/LiveNotice';
import { AuthCard } from '../shared/AuthCard';
import { SubmitForm } from '../shared/SubmitForm';
import { FormFields, type FieldSpec } from '../shared/FormFields';
import { normalizeEmail, useForm, type SubmitResult } from '../../forms';
import { validateLogin, type LoginField, type LoginValues } from './validateLogin';
import { passkeySignInTexts, pausedUntil } from './loginTexts';
import { Button } from '../../widgets/Button';
import * as styles from './Login.css';

export interface LoginViewProps {
  /** The remembered e-mail (spec 1 §4), if any; Remember me starts ticked when there is one. */
  rememberedEmail?: string | null;
  /** The page's banner (from `useNotice(…, loginAutoHide)`), above the form. */
  notice: NoticeControl;
  /** D15: sign-ins are paused until then (ms) after 5 failures; the line stays after the banner hides. */
  pausedUntilMs?: number | null;
  /** D15: signs in with a passkey instead (no e-mail or password typed). */
  onUsePasskey?: () => void;
  /** The passkey prompt is open. */
  passkeyBusy?: boolean;
  /** Signs in; the form is busy until it settles. Spec 1 §8 (login): a refusal shows in the banner. */
  onSubmit: (values: LoginValues) => SubmitResult<LoginField> | Promise<SubmitResult<LoginField>>;
}

/** Spec 1 §9: authentication error banners hide after 5 seconds. */
export const loginBannerMs = 5_000;
/** Every banner of this page (a refusal, an expired session, a message from another page) hides after 5 s. */
export const loginAutoHide: NoticeAutoHide = {
  success: loginBannerMs,
  info: loginBannerMs,
  warning: loginBannerMs,
  error: loginBannerMs,
};

const loginFields: FieldSpec<'email' | 'password'>[] = [
  { field: 'email', label: msg`Email`, type: 'email', autoComplete: 'email' },
  { field: 'password', label: msg`Password`, type: 'password', autoComplete: 'current-password' },
];

export function LoginView(props: LoginViewProps) {
  const { rememberedEmail, notice, pausedUntilMs, onSubmit, onUsePasskey, passkeyBusy } = props;
  const { i18n, t } = useLingui();
  const form = useForm<LoginValues, LoginField>({
    initialValues: {
      email: rememberedEmail ?? '',
      password: '',
      rememberMe: Boolean(rememberedEmail),
    },
    validate: validateLogin,
    onSubmit: (values) => onSubmit({ ...values, email: normalizeEmail(values.email) }),
  });
  const { values, setValue } = form;

  return (
    <AuthCard
      titleId="login-title"
      title={t`Welcome back`}
      subtitle={t`Sign in to your account to continue.`}
      notice={notice}
      footnote={{ text: t`Don't have an account?`, to: '/register', link: t`Register` }}
    >
      <SubmitForm
        form={form}
        className={styles.form}
        submit={t`Sign in`}
        busyLabel={t`Processing...`}
      >
        <FormFields form={form} specs={loginFields} />
        {pausedUntilMs ? (
          <p className={styles.paused}>{i18n._(pausedUntil(pausedUntilMs))}</p>
        ) : null}
        <div className={styles.row}>
          <Checkbox
            label={t`Remember me`}
            name="rememberMe"
            checked={values.rememberMe}
            onCheckedChange={(checked) => setValue('rememberMe', checked)}
          />
          <Link to="/forgot-password" className={styles.link}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
      </SubmitForm>
      {onUsePasskey && (
        <>
          <p className={styles.divider}>{i18n._(passkeySignInTexts.or)}</p>
          <Button
            variant="secondary"
            fullWidth
            busy={passkeyBusy}
            busyLabel={i18n._(passkeySignInTexts.busy)}
            onClick={onUsePasskey}
          >
            {i18n._(passkeySignInTexts.button)}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
