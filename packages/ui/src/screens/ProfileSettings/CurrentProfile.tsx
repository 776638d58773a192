import type { Profile } from '@tp/api';
import { profileMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import { Card } from '../../widgets/Card';
import { fieldLabels, sectionTitles } from './profileSettingsTexts';
import { defaultLanguage } from './profileOptions';
import * as styles from './ProfileSettings.css';

/** "Feb 20, 2026, 5:45 PM": the profile's last change in the user's locale (D8). */
export function formatLastUpdated(iso: string): string {
  return formatDateTime(iso, iso);
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailLabel}>{label}</dt>
      <dd className={value ? styles.detailValue : `${styles.detailValue} ${styles.notProvided}`}>
        {value || profileMessages.notProvided}
      </dd>
    </div>
  );
}

/** Spec 2 §2: name, email, phone or Not provided, country or Not provided, language, last updated or Never. */
export function CurrentProfile({ profile }: { profile: Profile }) {
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return (
    <Card title={sectionTitles.current}>
      <dl className={styles.details}>
        <Detail label={fieldLabels.name} value={name} />
        <Detail label={fieldLabels.email} value={profile.email} />
        <Detail label={fieldLabels.phone} value={profile.phone_number} />
        <Detail label={fieldLabels.country} value={profile.country} />
        <Detail label={fieldLabels.language} value={profile.language || defaultLanguage} />
        <div className={styles.detail}>
          <dt className={styles.detailLabel}>{fieldLabels.lastUpdated}</dt>
          <dd className={styles.detailValue}>
            {profile.updated_at ? (
              <time dateTime={profile.updated_at}>{formatLastUpdated(profile.updated_at)}</time>
            ) : (
              profileMessages.never
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
