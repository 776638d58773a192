import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Banner, type BannerTone } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import { Checkbox } from '../../widgets/Checkbox';
import { TextField } from '../../widgets/TextField';
import { useFieldErrors } from '../../forms';
import { validateLogin, type LoginField, type LoginValues } from './validateLogin';
import * as styles from './Login.css';

export interface LoginBanner {
  tone: BannerTone;
  message: string;
}

export interface LoginViewProps {
  /** The remembered e-mail (spec 1 §4), if any; Remember me starts ticked when there is one. */
  rememberedEmail?: string | null;
  busy?: boolean;
  banner?: LoginBanner | null;
  onBannerHide?: () => void;
  onSubmit: (values: LoginValues) => void;
}

/** Spec 1 §9: authentication error banners hide after 5 seconds. */
export const loginBannerMs = 5_000;

export function LoginView({
  rememberedEmail,
  busy = false,
  banner,
  onBannerHide,
  onSubmit,
}: LoginViewProps) {
  const [email, setEmail] = useState(rememberedEmail ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(Boolean(rememberedEmail));
  const { errors, setErrors, clearError } = useFieldErrors<LoginField>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ email: email.trim(), password, rememberMe });
  };

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title" className={styles.title}>
          Welcome back
        </h1>
        <p className={styles.subtitle}>Sign in to your account to continue.</p>
        {banner && (
          <Banner
            key={banner.message}
            tone={banner.tone}
            autoHideMs={loginBannerMs}
            onHide={onBannerHide}
          >
            {banner.message}
          </Banner>
        )}
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onValueChange={(value) => {
              setEmail(value);
              clearError('email');
            }}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onValueChange={(value) => {
              setPassword(value);
              clearError('password');
            }}
          />
          <div className={styles.row}>
            <Checkbox
              label="Remember me"
              name="rememberMe"
              checked={rememberMe}
              onCheckedChange={setRememberMe}
            />
            <Link to="/forgot-password" className={styles.link}>
              Forgot password?
            </Link>
          </div>
          <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel="Processing...">
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
