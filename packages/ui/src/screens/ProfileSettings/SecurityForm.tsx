import type { UseForm } from '../../forms';
import { FormFields, type FieldSpec } from '../shared/FormFields';
import type { PasswordChangeField, PasswordChangeValues } from './validatePasswordChange';
import { fieldLabels, profileSettingsTexts } from './profileSettingsTexts';
import { SettingsForm } from './SettingsForm';

export interface SecurityFormProps {
  form: UseForm<PasswordChangeValues, PasswordChangeField>;
}

const password = { type: 'password', required: true } as const;

const passwordFields: FieldSpec<PasswordChangeField>[] = [
  {
    field: 'oldPassword',
    label: fieldLabels.oldPassword,
    ...password,
    autoComplete: 'current-password',
  },
  {
    field: 'newPassword',
    label: fieldLabels.newPassword,
    ...password,
    autoComplete: 'new-password',
    hint: profileSettingsTexts.passwordHint,
  },
  {
    field: 'confirmPassword',
    label: fieldLabels.confirmPassword,
    ...password,
    autoComplete: 'new-password',
  },
];

/** Spec 2 §2 Security Settings: old, new and confirm password. */
export function SecurityForm({ form }: SecurityFormProps) {
  return (
    <SettingsForm form={form} section="security">
      <FormFields form={form} specs={passwordFields} />
    </SettingsForm>
  );
}
