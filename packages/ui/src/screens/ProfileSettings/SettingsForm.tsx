import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseForm } from '../../forms';
import { Button } from '../../widgets/Button';
import { profileSettingsTexts } from './profileSettingsTexts';
import * as styles from './ProfileSettings.css';

/** Each form's accessible name, its submit button's label and what that says while the form is busy. */
const settingsForms = {
  personal: {
    label: msg`Personal information`,
    submit: profileSettingsTexts.savePersonal,
    busyLabel: profileSettingsTexts.savingPersonal,
  },
  security: {
    label: msg`Change password`,
    submit: profileSettingsTexts.changePassword,
    busyLabel: profileSettingsTexts.changingPassword,
  },
  notifications: {
    label: msg`Notification preferences`,
    submit: profileSettingsTexts.saveNotifications,
    busyLabel: profileSettingsTexts.savingNotifications,
  },
} as const;

export interface SettingsFormProps<V extends object, K extends string> {
  form: UseForm<V, K>;
  section: keyof typeof settingsForms;
  children: ReactNode;
}

/** A settings section's form: its fields, then its primary submit, busy while the form is. */
export function SettingsForm<V extends object, K extends string>(props: SettingsFormProps<V, K>) {
  const { form, section, children } = props;
  const { i18n } = useLingui();
  const { label, submit, busyLabel } = settingsForms[section];
  return (
    <form className={styles.form} aria-label={i18n._(label)} {...form.formProps}>
      {children}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={form.busy} busyLabel={i18n._(busyLabel)}>
          {i18n._(submit)}
        </Button>
      </div>
    </form>
  );
}
