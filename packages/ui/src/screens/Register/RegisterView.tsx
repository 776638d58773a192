import { Link } from 'react-router-dom';
import { Banner } from '../../widgets/Banner';
import { Button } from '../../widgets/Button';
import { Checkbox } from '../../widgets/Checkbox';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { TextField } from '../../widgets/TextField';
import { normalizeEmail, useForm, type SubmitResult } from '../../forms';
import { validateRegister, type RegisterField, type RegisterValues } from './validateRegister';
import * as styles from './Register.css';

export interface RegisterViewProps {
  /**
   * The page message above the form: the fix-the-errors banner or the server's refusal as a whole (from
   * `useNotice(null, authAutoHide)`: an error hides after 5 s, spec 1 §9).
   */
  notice: NoticeControl;
  /** Signs up; answers the server's field messages, shown under their fields. */
  onSubmit: (
    values: RegisterValues,
  ) => SubmitResult<RegisterField> | Promise<SubmitResult<RegisterField>>;
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

/** Spec 1 §2 Register: seven fields, every rule of §5, server field errors on their fields. */
export function RegisterView({ notice, onSubmit }: RegisterViewProps) {
  const banner = notice.notice;
  const form = useForm<RegisterValues, RegisterField>({
    initialValues: emptyValues,
    validate: validateRegister,
    onSubmit: (values) =>
      onSubmit({
        ...values,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: normalizeEmail(values.email),
        phone_number: values.phone_number.replace(/\s/g, ''),
      }),
  });
  const { values, errors, setValue } = form;

  return (
    <section className={styles.page} aria-labelledby="register-title">
      <div className={styles.card}>
        <h1 id="register-title" className={styles.title}>
          Create Account
        </h1>
        <p className={styles.subtitle}>
          Open your account in a minute; we e-mail you a code to confirm it.
        </p>
        {banner && (
          <Banner key={banner.message} tone={banner.tone} onHide={notice.clear}>
            {banner.message}
          </Banner>
        )}
        <form className={styles.form} {...form.formProps}>
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
            onCheckedChange={(checked) => setValue('agreement', checked)}
          />
          <Button
            type="submit"
            variant="primary"
            fullWidth
            busy={form.busy}
            busyLabel="Signing Up..."
          >
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
        {...form.field(name)}
      />
    );
  }
}
