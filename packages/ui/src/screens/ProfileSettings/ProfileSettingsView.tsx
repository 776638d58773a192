import type {
  LoadStatus,
  NotificationPreferences,
  Passkey,
  Profile,
  SecuritySettings,
} from '@tp/api';
import { useLingui } from '@lingui/react/macro';
import { codeValidation } from '@tp/messages';
import { useForm, type FieldErrors, type SubmitResult } from '../../forms';
import { Card } from '../../widgets/Card';
import type { CodeCheck, CodeResend } from '../../widgets/CodeDialog';
import { LazyCodeDialog as CodeDialog } from '../shared/lazyCodeDialogs';
import { Spinner } from '../../widgets/Spinner';
import { LoadError, LoadingFrame } from '../shared/Section';
import type { PendingCode } from './changeFlow';
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
import { LiveNotice, type NoticeControl } from '../../widgets/LiveNotice';
import { PageHeader } from '../../widgets/PageHeader';
import { SecurityForm } from './SecurityForm';
import { IdleTimeoutSection, type IdleTimeoutFlowProps } from './IdleTimeoutSection';
import { TwoFactorSection, type TwoFactorFlowProps } from './TwoFactorSection';
import { PasskeysSection, type PasskeysFlowProps } from './PasskeysSection';
import { AntiPhishingSection, type AntiPhishingFlowProps } from './AntiPhishingSection';
import {
  validatePasswordChange,
  type PasswordChangeField,
  type PasswordChangeValues,
} from './validatePasswordChange';
import * as styles from './ProfileSettings.css';

/** The code dialog's part of a pending change (what was sent stays with the screen). */
export type CodeStep = Omit<PendingCode<unknown>, 'payload'>;

/** What a profile code check answers the view. */
export type ProfileCheck =
  /** Confirmed: the form shows the server's new values. */
  | { kind: 'confirmed'; profile: Profile }
  /** The dialog closes; with `formErrors`, the change itself is refused now (messages under the form's fields). */
  | { kind: 'ended'; formErrors?: FieldErrors<PersonalInfoField> }
  | Exclude<CodeCheck, { kind: 'confirmed' | 'ended' }>;

type Answer<T> = T | Promise<T>;

export interface CodeSectionProps {
  /** The message beside the form (success, nothing to save, a failure), from `useNotice()`. */
  notice: NoticeControl;
  /** The code dialog is open while set. */
  code: CodeStep | null;
  /** Resend Code: the screen sends the pending change again. */
  onResend: () => Promise<CodeResend>;
  /** Closes the dialog and drops the pending change; the form keeps what was typed. */
  onCancel: () => void;
  /** The form was edited. */
  onEdit?: () => void;
}

export interface PersonalSectionProps extends CodeSectionProps {
  /** Starts the change (the Screen sends only what changed); answers field messages or nothing. */
  onSave: (values: PersonalInfoValues) => Answer<SubmitResult<PersonalInfoField>>;
  onVerify: (code: string) => Answer<ProfileCheck>;
}

export interface SecuritySectionProps extends CodeSectionProps {
  onSubmit: (values: PasswordChangeValues) => Answer<SubmitResult<PasswordChangeField>>;
  onVerify: (code: string) => Answer<CodeCheck>;
}

export interface NotificationsSectionProps {
  /** From `useNotice()`: a success clears after 3 s. */
  notice: NoticeControl;
  onSave: (preferences: NotificationPreferences) => Answer<SubmitResult<never>>;
}

export interface ProfileSettingsViewProps {
  profile: LoadStatus<Profile>;
  onRetryProfile: () => void;
  personal: PersonalSectionProps;
  security: SecuritySectionProps;
  notifications: NotificationsSectionProps;
  /** D15: the second factor and the idle timeout, read apart from the profile (each section loads on its own). */
  securitySettings: LoadStatus<SecuritySettings>;
  onRetrySecuritySettings: () => void;
  twoFactor: TwoFactorFlowProps;
  idleTimeout: IdleTimeoutFlowProps;
  /** D15: the account's passkeys, read on their own. */
  passkeys: LoadStatus<readonly Passkey[]>;
  onRetryPasskeys: () => void;
  passkeyFlow: PasskeysFlowProps;
  /** D16: the phrase that heads every e-mail, from the security settings. */
  antiPhishing: AntiPhishingFlowProps;
}

/** /profile-settings (spec 2 §2 Profile Settings; D1, D4, D12, D15). */
export function ProfileSettingsView({
  profile,
  onRetryProfile,
  securitySettings,
  onRetrySecuritySettings,
  twoFactor,
  idleTimeout,
  passkeys,
  onRetryPasskeys,
  passkeyFlow,
  antiPhishing,
  ...sections
}: ProfileSettingsViewProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.page}>
      <PageHeader title={i18n._(sectionTitles.page)} lead={i18n._(profileSettingsTexts.lead)} />
      {profile.kind === 'loading' && <SectionsFrame />}
      {profile.kind === 'error' && (
        <LoadError message={profile.message} retrying={profile.retrying} onRetry={onRetryProfile} />
      )}
      {profile.kind === 'ready' && <Sections profile={profile.data} {...sections} />}
      <div className={styles.columns}>
        <TwoFactorSection
          settings={securitySettings}
          onRetry={onRetrySecuritySettings}
          {...twoFactor}
        />
        <PasskeysSection passkeys={passkeys} onRetry={onRetryPasskeys} {...passkeyFlow} />
        <IdleTimeoutSection
          settings={securitySettings}
          onRetry={onRetrySecuritySettings}
          {...idleTimeout}
        />
        <AntiPhishingSection
          settings={securitySettings}
          onRetry={onRetrySecuritySettings}
          {...antiPhishing}
        />
      </div>
    </div>
  );
}

/**
 * The first row of cards while the profile loads, each a screen tall: the forms are longer than that, so
 * what stands below (the footer) stays out of view and nothing on screen moves when they arrive.
 */
function SectionsFrame() {
  const { i18n } = useLingui();
  return (
    <div className={styles.columns}>
      <Card title={i18n._(sectionTitles.current)}>
        <LoadingFrame label={i18n._(profileSettingsTexts.loading)} className={styles.loadingFrame}>
          <Spinner decorative />
        </LoadingFrame>
      </Card>
      <Card title={i18n._(sectionTitles.personal)}>
        <div className={styles.loadingFrame} />
      </Card>
    </div>
  );
}

type SectionsProps = Pick<ProfileSettingsViewProps, 'personal' | 'security' | 'notifications'> & {
  profile: Profile;
};

/** Mounted once the profile is loaded, so the forms start from it. */
function Sections({ profile, personal, security, notifications }: SectionsProps) {
  const { i18n } = useLingui();
  const personalForm = useForm<PersonalInfoValues, PersonalInfoField>({
    initialValues: personalInfoOf(profile),
    validate: (values) => validatePersonalInfo(values, profile, localDateOf(new Date()), i18n),
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

  const verifyPersonal = async (code: string): Promise<CodeCheck> => {
    const answer = await personal.onVerify(code);
    if (answer.kind === 'confirmed') {
      // The server's values (e.g. the e-mail as stored), in the form as in Current Profile Information.
      const saved = personalInfoOf(answer.profile);
      for (const name of Object.keys(saved) as PersonalInfoField[])
        personalForm.setValue(name, saved[name]);
      return { kind: 'confirmed' };
    }
    if (answer.kind === 'ended' && answer.formErrors) personalForm.showErrors(answer.formErrors);
    return answer;
  };

  const verifySecurity = async (code: string): Promise<CodeCheck> => {
    const answer = await security.onVerify(code);
    // Spec 2 §4: on a password confirmation the password fields clear.
    if (answer.kind === 'confirmed') securityForm.reset();
    return answer;
  };

  const profileCode = personal.code;

  return (
    <>
      <div className={styles.columns}>
        <CurrentProfile profile={profile} />
        <Card title={i18n._(sectionTitles.personal)}>
          <LiveNotice control={personal.notice} />
          <PersonalInfoForm form={personalForm} offerNoCountry={profile.country === null} />
        </Card>
      </div>
      <div className={styles.columns}>
        <Card title={i18n._(sectionTitles.security)}>
          <LiveNotice
            control={security.notice}
            detail={i18n._(profileSettingsTexts.otherSessionsEnded)}
          />
          <SecurityForm form={securityForm} />
        </Card>
        <Card title={i18n._(sectionTitles.notifications)}>
          <LiveNotice control={notifications.notice} />
          <NotificationsForm form={notificationsForm} />
        </Card>
      </div>
      <CodeDialog
        {...codeDialogOf(personal, verifyPersonal)}
        title={i18n._(profileSettingsTexts.profileCodeTitle)}
        description={
          profileCode?.noticeTo
            ? i18n._(
                profileSettingsTexts.newEmailCodeSent(profileCode.sentTo, profileCode.noticeTo),
              )
            : i18n._(profileSettingsTexts.profileCodeSent(profileCode?.sentTo ?? profile.email))
        }
      />
      <CodeDialog
        {...codeDialogOf(security, verifySecurity)}
        title={i18n._(profileSettingsTexts.passwordCodeTitle)}
        description={i18n._(
          profileSettingsTexts.passwordCodeSent(security.code?.sentTo ?? profile.email),
        )}
      />
    </>
  );
}

/** D1: a section's code dialog, open while its change waits for the code (spec 2 §5: the OTP is required). */
function codeDialogOf(section: CodeSectionProps, verify: (code: string) => Promise<CodeCheck>) {
  return {
    open: section.code !== null,
    missingCodeMessage: codeValidation.otpRequired,
    sent: section.code?.sent,
    verify,
    resend: section.onResend,
    onCancel: section.onCancel,
  };
}
