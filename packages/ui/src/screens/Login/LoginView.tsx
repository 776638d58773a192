import { Link } from 'react-router-dom';
import { Banner } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import { Checkbox } from '../../widgets/Checkbox';
import type { NoticeAutoHide, NoticeControl } from '../../widgets/LiveNotice';
import { TextField } from '../../widgets/TextField';
import { normalizeEmail, useForm, type SubmitResult } from '../../forms';
import { validateLogin, type LoginField, type LoginValues } from './validateLogin';
import * as styles from './Login.css';

export interface LoginViewProps {
  /** The remembered e-mail (spec 1 §4), if any; Remember me starts ticked when there is one. */
  rememberedEmail?: string | null;
  /** The page's banner (from `useNotice(…, loginAutoHide)`), above the form. */
  notice: NoticeControl;
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

export function LoginView({ rememberedEmail, notice, onSubmit }: LoginViewProps) {
  const banner = notice.notice;
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
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title" className={styles.title}>
          Welcome back
        </h1>
        <p className={styles.subtitle}>Sign in to your account to continue.</p>
        {banner && (
          <Banner key={banner.message} tone={banner.tone} onHide={notice.clear}>
            {banner.message}
          </Banner>
        )}
        <form className={styles.form} {...form.formProps}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <div className={styles.row}>
            <Checkbox
              label="Remember me"
              name="rememberMe"
              checked={values.rememberMe}
              onCheckedChange={(checked) => setValue('rememberMe', checked)}
            />
            <Link to="/forgot-password" className={styles.link}>
              Forgot password?
            </Link>
          </div>
          <Button
            type="submit"
            variant="primary"
            fullWidth
            busy={form.busy}
            busyLabel="Processing..."
          >
            Sign in
          </Button>
        </form>
        <p className={styles.footnote}>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={styles.link}>
            Register
          </Link>
        </p>
      </div>
    </section>
  );
}
