import type { LoadStatus, NotificationPreferences, Profile } from '@tp/api';
import { codeValidation } from '@tp/messages';
import { useForm, type FieldErrors, type SubmitResult } from '../../forms';
import { Card } from '../../widgets/Card';
import { CodeDialogView, type CodeVerifyAnswer } from '../../widgets/CodeDialog';
import { Spinner } from '../../widgets/Spinner';
import { LoadError } from '../shared/Section';
import type { FlowNotice, PendingCode } from './changeFlow';
import { CurrentProfile } from './CurrentProfile';
import { NotificationsForm } from './NotificationsForm';
import {
  localDateOf,
  personalInfoOf,
  validatePersonalInfo,
  type PersonalInfoField,
  type PersonalInfoValues,
} from './personalInfo';
import { PersonalInfoForm } from './PersonalInfoForm';
import { profileSettingsTexts, sectionTitles } from './profileSettingsTexts';
import { LiveNotice } from '../../widgets/LiveNotice';
import { PageHeader } from '../../widgets/PageHeader';
import { SecurityForm } from './SecurityForm';
import {
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeValues,
} from './validatePasswordChange';
import * as styles from './ProfileSettings.css';

/** The code dialog's part of a pending change (what was sent stays with the screen). */
export type CodeStep = Omit<PendingCode<unknown>, 'payload'>;

/** What a profile code check answers the view. */
export type ProfileVerifyAnswer =
  /** Confirmed: the form shows the server's new values. */
  | { verified: Profile }
  /** The change itself is refused now (the dialog has closed): messages under the form's fields. */
  | { formErrors: FieldErrors<PersonalInfoField> }
  | CodeVerifyAnswer;

/** What a password code check answers the view. */
export type PasswordVerifyAnswer = { verified: true } | CodeVerifyAnswer;

type Answer<T> = T | Promise<T>;

interface CodeSectionProps {
  /** The message beside the form (success, nothing to save, a failure). */
  outcome: FlowNotice | null;
  onOutcomeHide: () => void;
  /** The code dialog is open while set. */
  code: CodeStep | null;
  onResend: () => void;
  /** Closes the dialog and drops the pending change; the form keeps what was typed. */
  onCancel: () => void;
  onCodeNoticeHide: () => void;
  /** The form was edited. */
  onEdit?: () => void;
}

export interface PersonalSectionProps extends CodeSectionProps {
  /** Starts the change (the Screen sends only what changed); answers field messages or nothing. */
  onSave: (values: PersonalInfoValues) => Answer<SubmitResult<PersonalInfoField>>;
  onVerify: (code: string) => Answer<ProfileVerifyAnswer>;
}

export interface SecuritySectionProps extends CodeSectionProps {
  onSubmit: (values: PasswordChangeValues) => Answer<SubmitResult<PasswordChangeField>>;
  onVerify: (code: string) => Answer<PasswordVerifyAnswer>;
}

export interface NotificationsSectionProps {
  notice: FlowNotice | null;
  onNoticeHide: () => void;
  onSave: (preferences: NotificationPreferences) => Answer<SubmitResult<never>>;
}

export interface ProfileSettingsViewProps {
  profile: LoadStatus<Profile>;
  onRetry: () => void;
  personal: PersonalSectionProps;
  security: SecuritySectionProps;
  notifications: NotificationsSectionProps;
}

/** /profile-settings (spec 2 §2 Profile Settings; D1, D4, D12). */
export function ProfileSettingsView({ profile, onRetry, ...sections }: ProfileSettingsViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader title={sectionTitles.page} lead={profileSettingsTexts.lead} />
      {profile.kind === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={profileSettingsTexts.loading} showLabel />
        </div>
      )}
      {profile.kind === 'error' && (
        <LoadError message={profile.message} retrying={profile.retrying} onRetry={onRetry} />
      )}
      {profile.kind === 'ready' && <Sections profile={profile.data} {...sections} />}
    </div>
  );
}

type SectionsProps = Omit<ProfileSettingsViewProps, 'profile' | 'onRetry'> & { profile: Profile };

/** Mounted once the profile is loaded, so the forms start from it. */
function Sections({ profile, personal, security, notifications }: SectionsProps) {
  const personalForm = useForm<PersonalInfoValues, PersonalInfoField>({
    initialValues: personalInfoOf(profile),
    validate: (values) => validatePersonalInfo(values, profile, localDateOf(new Date())),
    onSubmit: personal.onSave,
    onEdit: () => personal.onEdit?.(),
  });
  const securityForm = useForm<PasswordChangeValues, PasswordChangeField>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: validatePasswordChange,
    onSubmit: security.onSubmit,
    onEdit: () => security.onEdit?.(),
  });
  const notificationsForm = useForm<NotificationPreferences, never>({
    initialValues: { ...profile.notifications },
    onSubmit: notifications.onSave,
  });

  const verifyPersonal = async (code: string): Promise<CodeVerifyAnswer> => {
    const answer = await personal.onVerify(code);
    if (!answer) return;
    if ('verified' in answer) {
      // The server's values (e.g. the e-mail as stored), in the form as in Current Profile Information.
      const saved = personalInfoOf(answer.verified);
      for (const name of Object.keys(saved) as PersonalInfoField[])
        personalForm.setValue(name, saved[name]);
      return;
    }
    if ('formErrors' in answer) {
      personalForm.showErrors(answer.formErrors);
      return;
    }
    return answer;
  };

  const verifySecurity = async (code: string): Promise<CodeVerifyAnswer> => {
    const answer = await security.onVerify(code);
    if (answer && 'verified' in answer) {
      // Spec 2 §4: on a password confirmation the password fields clear.
      securityForm.reset();
      return;
    }
    return answer;
  };

  const profileCode = personal.code;
  const passwordCode = security.code;

  return (
    <>
      <div className={styles.columns}>
        <CurrentProfile profile={profile} />
        <Card title={sectionTitles.personal}>
          <LiveNotice notice={personal.outcome} onHide={personal.onOutcomeHide} />
          <PersonalInfoForm form={personalForm} offerNoCountry={profile.country === null} />
        </Card>
      </div>
      <div className={styles.columns}>
        <Card title={sectionTitles.security}>
          <LiveNotice
            notice={security.outcome}
            detail={profileSettingsTexts.otherSessionsEnded}
            onHide={security.onOutcomeHide}
          />
          <SecurityForm form={securityForm} />
        </Card>
        <Card title={sectionTitles.notifications}>
          <LiveNotice notice={notifications.notice} onHide={notifications.onNoticeHide} />
          <NotificationsForm form={notificationsForm} />
        </Card>
      </div>
      <CodeDialogView
        open={profileCode !== null}
        title={profileSettingsTexts.profileCodeTitle}
        description={
          profileCode?.noticeTo
            ? profileSettingsTexts.newEmailCodeSent(profileCode.sentTo, profileCode.noticeTo)
            : profileSettingsTexts.profileCodeSent(profileCode?.sentTo ?? profile.email)
        }
        missingCodeMessage={codeValidation.otpRequired}
        expiresAt={profileCode?.expiresAt}
        resendAvailableAt={profileCode?.resendAvailableAt}
        resendBusy={profileCode?.resending}
        notice={profileCode?.notice}
        onNoticeHide={personal.onCodeNoticeHide}
        onVerify={verifyPersonal}
        onResend={personal.onResend}
        onCancel={personal.onCancel}
      />
      <CodeDialogView
        open={passwordCode !== null}
        title={profileSettingsTexts.passwordCodeTitle}
        description={profileSettingsTexts.passwordCodeSent(passwordCode?.sentTo ?? profile.email)}
        missingCodeMessage={codeValidation.otpRequired}
        expiresAt={passwordCode?.expiresAt}
        resendAvailableAt={passwordCode?.resendAvailableAt}
        resendBusy={passwordCode?.resending}
        notice={passwordCode?.notice}
        onNoticeHide={security.onCodeNoticeHide}
        onVerify={verifySecurity}
        onResend={security.onResend}
        onCancel={security.onCancel}
      />
    </>
  );
}
