import type { UseForm } from '../../forms';
import { Button } from '../../widgets/Button';
import { TextField } from '../../widgets/TextField';
import type { PasswordChangeField, PasswordChangeValues } from './validatePasswordChange';
import { fieldLabels, profileSettingsTexts } from './profileSettingsTexts';
import * as styles from './ProfileSettings.css';

export interface SecurityFormProps {
  form: UseForm<PasswordChangeValues, PasswordChangeField>;
}

/** Spec 2 §2 Security Settings: old, new and confirm password. */
export function SecurityForm({ form }: SecurityFormProps) {
  return (
    <form className={styles.form} aria-label="Change password" {...form.formProps}>
      <TextField
        label={fieldLabels.oldPassword}
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('oldPassword')}
      />
      <TextField
        label={fieldLabels.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        hint={profileSettingsTexts.passwordHint}
        {...form.field('newPassword')}
      />
      <TextField
        label={fieldLabels.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          busy={form.busy}
          busyLabel={profileSettingsTexts.changingPassword}
        >
          {profileSettingsTexts.changePassword}
        </Button>
      </div>
    </form>
  );
}
