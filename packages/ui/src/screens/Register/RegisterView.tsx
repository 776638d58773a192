import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../widgets/Checkbox';
import type { NoticeControl } from '../../widgets/LiveNotice';
import { AuthCard } from '../shared/AuthCard';
import { SubmitForm } from '../shared/SubmitForm';
import { FormFields, type FieldSpec } from '../shared/FormFields';
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

const textFields: FieldSpec<Exclude<RegisterField, 'agreement'>>[] = [
  { field: 'first_name', label: msg`First name`, autoComplete: 'given-name' },
  { field: 'last_name', label: msg`Last name`, autoComplete: 'family-name' },
  { field: 'email', label: msg`Email`, type: 'email', autoComplete: 'email' },
  { field: 'phone_number', label: msg`Phone number`, type: 'tel', autoComplete: 'tel' },
  { field: 'password', label: msg`Password`, type: 'password', autoComplete: 'new-password' },
  {
    field: 'verify_password',
    label: msg`Confirm password`,
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** Spec 1 §2 Register: seven fields, every rule of §5, server field errors on their fields. */
export function RegisterView({ notice, onSubmit }: RegisterViewProps) {
  const { t } = useLingui();
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
    <AuthCard
      titleId="register-title"
      title={t`Create Account`}
      subtitle={t`Open your account in a minute; we e-mail you a code to confirm it.`}
      notice={notice}
      footnote={{ text: t`Already have an account?`, to: '/login', link: t`Sign in` }}
      wide
    >
      <SubmitForm
        form={form}
        className={styles.form}
        submit={t`Create Account`}
        busyLabel={t`Signing Up...`}
      >
        <div className={styles.pair}>
          <FormFields form={form} specs={textFields.slice(0, 2)} />
        </div>
        <FormFields form={form} specs={textFields.slice(2, 4)} />
        <div className={styles.pair}>
          <FormFields form={form} specs={textFields.slice(4)} />
        </div>
        <Checkbox
          label={t`I agree to the Terms and Conditions`}
          name="agreement"
          checked={values.agreement}
          error={errors.agreement}
          onCheckedChange={(checked) => setValue('agreement', checked)}
        />
      </SubmitForm>
    </AuthCard>
  );
}
