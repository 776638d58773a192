import { useLingui } from '@lingui/react/macro';
import type { Profile } from '@tp/api';
import { profileMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import { Card } from '../../widgets/Card';
import { fieldLabels, sectionTitles } from './profileSettingsTexts';
import {
  countryLabels,
  defaultLanguage,
  isCountry,
  isLanguage,
  languageLabels,
} from './profileOptions';
import * as styles from './ProfileSettings.css';
import { MaskedText } from '../../privacy';

/** "Feb 20, 2026, 5:45 PM": the profile's last change in the user's locale (D8). */
export function formatLastUpdated(iso: string): string {
  return formatDateTime(iso, iso);
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.detailLabel}>{label}</dt>
      <dd className={value ? styles.detailValue : `${styles.detailValue} ${styles.notProvided}`}>
        {value || <MaskedText text={profileMessages.notProvided} />}
      </dd>
    </div>
  );
}

/** Spec 2 §2: name, email, phone or Not provided, country or Not provided, language, last updated or Never. */
export function CurrentProfile({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const { country } = profile;
  // D18: the API's English values, as the form's options name them.
  const countryName = country && isCountry(country) ? i18n._(countryLabels[country]) : country;
  const language = profile.language || defaultLanguage;
  const languageName = isLanguage(language) ? i18n._(languageLabels[language]) : language;
  return (
    <Card title={i18n._(sectionTitles.current)}>
      <dl className={styles.details}>
        <Detail label={i18n._(fieldLabels.name)} value={name} />
        <Detail label={i18n._(fieldLabels.email)} value={profile.email} />
        <Detail label={i18n._(fieldLabels.phone)} value={profile.phone_number} />
        <Detail label={i18n._(fieldLabels.country)} value={countryName} />
        <Detail label={i18n._(fieldLabels.language)} value={languageName} />
        <div className={styles.detail}>
          <dt className={styles.detailLabel}>{i18n._(fieldLabels.lastUpdated)}</dt>
          <dd className={styles.detailValue}>
            {profile.updated_at ? (
              <time dateTime={profile.updated_at}>{formatLastUpdated(profile.updated_at)}</time>
            ) : (
              <MaskedText text={profileMessages.never} />
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
