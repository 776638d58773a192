import { useLingui } from '@lingui/react/macro';
import type { NotificationPreferences } from '@tp/api';
import type { UseForm } from '../../forms';
import { Checkbox } from '../../widgets/Checkbox';
import { fieldLabels, profileSettingsTexts } from './profileSettingsTexts';
import * as styles from './ProfileSettings.css';
import { SettingsForm } from './SettingsForm';

export interface NotificationsFormProps {
  form: UseForm<NotificationPreferences, never>;
}

const channels = [
  ['email', fieldLabels.emailNotifications],
  ['sms', fieldLabels.smsNotifications],
  ['push', fieldLabels.pushNotifications],
] as const;

/** Spec 2 §2 Notification Preferences: email, sms and push. */
export function NotificationsForm({ form }: NotificationsFormProps) {
  const { i18n } = useLingui();
  return (
    <SettingsForm form={form} section="notifications">
      <fieldset className={styles.checkboxes}>
        <legend className={styles.legend}>{i18n._(profileSettingsTexts.notificationsLead)}</legend>
        {channels.map(([channel, label]) => (
          <Checkbox
            key={channel}
            label={i18n._(label)}
            name={channel}
            checked={form.values[channel]}
            onCheckedChange={(checked) => form.setValue(channel, checked)}
          />
        ))}
      </fieldset>
    </SettingsForm>
  );
}
