import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { registerValidation } from '@tp/messages';
import { Banner, bannerAutoHideMs } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import { Checkbox } from '../../widgets/Checkbox';
import { TextField } from '../../widgets/TextField';
import { useFieldErrors } from '../../forms';
import {
  validateRegister,
  type RegisterErrors,
  type RegisterField,
  type RegisterServerField,
  type RegisterValues,
} from './validateRegister';
import * as styles from './Register.css';

/** What the server refused: field messages (shown under the 'Please fix the errors below:' banner) or one message. */
export interface RegisterServerErrors {
  fields: Partial<Record<RegisterServerField, string>>;
  message: string | null;
}

export interface RegisterViewProps {
  busy?: boolean;
  /** A new object each time the server answers; its field messages replace the current ones. */
  serverErrors?: RegisterServerErrors | null;
  onServerErrorsHide?: () => void;
  onSubmit: (values: RegisterValues) => void;
}

const emptyValues: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  password: '',
  verify_password: '',
  agreement: false,
};

type TextFieldName = Exclude<RegisterField, 'agreement'>;

const textFields: {
  name: TextFieldName;
  label: string;
  type?: string;
  autoComplete: string;
}[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'verify_password',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** Spec 1 §2 Register: seven fields, every rule of §5, server field errors mapped back. */
export function RegisterView({
  busy = false,
  serverErrors = null,
  onServerErrorsHide,
  onSubmit,
}: RegisterViewProps) {
  const [values, setValues] = useState<RegisterValues>(emptyValues);
  const { errors, setErrors, clearError } = useFieldErrors<RegisterField>();
  const [shownServerErrors, setShownServerErrors] = useState<RegisterServerErrors | null>(null);

  // A new server answer replaces the field messages (adjusting state while rendering, not in an effect).
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (serverErrors) setErrors(serverErrors.fields as RegisterErrors);
  }

  const hasServerFieldErrors = serverErrors !== null && Object.keys(serverErrors.fields).length > 0;
  const bannerMessage = hasServerFieldErrors
    ? registerValidation.fixErrorsBanner
    : (serverErrors?.message ?? null);

  const edit = <K extends keyof RegisterValues>(name: K, value: RegisterValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    clearError(name);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegister(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit({
        ...values,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone_number: values.phone_number.replace(/\s/g, ''),
      });
    }
  };

  return (
    <section className={styles.page} aria-labelledby="register-title">
      <div className={styles.card}>
        <h1 id="register-title" className={styles.title}>
          Create Account
        </h1>
        <p className={styles.subtitle}>
          Open your account in a minute; we e-mail you a code to confirm it.
        </p>
        {bannerMessage && (
          <Banner
            key={bannerMessage}
            tone="error"
            autoHideMs={bannerAutoHideMs.error}
            onHide={onServerErrorsHide}
          >
            {bannerMessage}
          </Banner>
        )}
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.pair}>
            {textFields.slice(0, 2).map((field) => renderField(field))}
          </div>
          {textFields.slice(2, 4).map((field) => renderField(field))}
          <div className={styles.pair}>
            {textFields.slice(4).map((field) => renderField(field))}
          </div>
          <Checkbox
            label="I agree to the Terms and Conditions"
            name="agreement"
            checked={values.agreement}
            error={errors.agreement}
            onCheckedChange={(checked) => edit('agreement', checked)}
          />
          <Button type="submit" variant="primary" fullWidth busy={busy} busyLabel="Signing Up...">
            Create Account
          </Button>
        </form>
        <p className={styles.footnote}>
          Already have an account?{' '}
          <Link to="/login" className={styles.link}>
            Sign in
          </Link>
        </p>
      </div>
    </section>
  );

  function renderField({ name, label, type, autoComplete }: (typeof textFields)[number]) {
    return (
      <TextField
        key={name}
        label={label}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        error={errors[name]}
        onValueChange={(value) => edit(name, value)}
      />
    );
  }
}
