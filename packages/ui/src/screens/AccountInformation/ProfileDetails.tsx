import type { LoadStatus, Profile } from '@tp/api';
import { useLingui } from '@lingui/react/macro';
import { translateText } from '@tp/i18n';
import { profileMessages } from '@tp/messages';
import { Button, ButtonLink } from '../../widgets/Button';
import { Card } from '../../widgets/Card';
import { LoadError, LoadingFrame, Placeholder } from '../shared/Section';
import { accountInformationTexts as texts, profileFieldLabels } from './accountInformationTexts';
import { profileFields } from './profileFields';
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import * as styles from './AccountInformation.css';

export interface ProfileDetailsProps {
  profile: LoadStatus<Profile>;
  onRetry: () => void;
  /** Refresh Data: reads the profile again and records a `Manual Refresh` (D12). */
  onRefresh: () => void;
  /** Refresh Data is running. */
  refreshing?: boolean;
  notice: NoticeControl;
}

/** Spec 2 §2 Account Information's read-only fields, with Refresh Data and Edit Profile. */
export function ProfileDetails({
  profile,
  onRetry,
  onRefresh,
  refreshing = false,
  notice,
}: ProfileDetailsProps) {
  const { i18n } = useLingui();
  return (
    <Card
      title={i18n._(texts.profileTitle)}
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            busy={refreshing}
            busyLabel={i18n._(texts.refreshing)}
            onClick={onRefresh}
          >
            {i18n._(texts.refreshData)}
          </Button>
          <ButtonLink to="/profile-settings" variant="primary" size="sm">
            {i18n._(texts.editProfile)}
          </ButtonLink>
        </>
      }
    >
      <div className={styles.section}>
        <LiveNotice control={notice} />
        {profile.kind === 'loading' ? (
          <ProfileFrame />
        ) : profile.kind === 'error' ? (
          // Spec 2 §8 "Stored profile missing": the profile could not be read; the reason follows.
          <LoadError
            message={`${translateText(profileMessages.noSavedProfile)} ${translateText(profile.message)}`}
            retrying={profile.retrying}
            onRetry={onRetry}
          />
        ) : (
          <dl className={styles.fields}>
            {profileFields(profile.data).map((field) => (
              <div key={field.id} className={styles.field} data-field={field.id}>
                <dt className={styles.fieldLabel}>{i18n._(field.label)}</dt>
                <dd className={field.missing ? styles.fieldMissing : styles.fieldValue}>
                  {field.dateTime ? (
                    <time dateTime={field.dateTime}>{field.value}</time>
                  ) : (
                    field.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Card>
  );
}

/**
 * The fields' labels with a placeholder for each value: as tall as the loaded list, so nothing moves.
 * An address takes two lines (street, then town and country) at any width.
 */
function ProfileFrame() {
  const { i18n } = useLingui();
  return (
    <LoadingFrame label={i18n._(texts.loadingProfile)}>
      <dl className={styles.fields}>
        {Object.entries(profileFieldLabels).map(([id, label]) => (
          <div key={id} className={styles.field}>
            <dt className={styles.fieldLabel}>{i18n._(label)}</dt>
            <dd className={styles.fieldValue}>
              <Placeholder />
              {id === 'address' && (
                <>
                  <br />
                  <Placeholder />
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </LoadingFrame>
  );
}
