import { i18n } from '@tp/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Profile } from '@tp/api';
import { serverTexts } from '@tp/mocks';
import {
  codeValidation,
  httpErrors,
  passwordChangeValidation,
  profileMessages,
  registerValidation,
} from '@tp/messages';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { codeJustSent } from '../../storybook/codeEntry';
import { fixedNotice, useNotice } from '../../widgets/LiveNotice';
import { formatLastUpdated } from './CurrentProfile';
import { fieldLabels, profileSettingsTexts, sectionTitles } from './profileSettingsTexts';
import {
  ProfileSettingsView,
  type CodeStep,
  type PersonalSectionProps,
  type ProfileSettingsViewProps,
  type SecuritySectionProps,
} from './ProfileSettingsView';
import { servedProfile } from '@tp/mocks';
import { region, selfTimed } from '../../storybook/storyQueries';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import type { TwoFactorFlowProps } from './TwoFactorSection';
import { settingsOff, settingsOn } from './securityStoryFixtures';

/** Alex as the seed has him (mocks/src/backend/seed.ts). */
const alex: Profile = servedProfile;

/** A profile with none of the optional fields, never changed. */
const bare: Profile = {
  ...alex,
  phone_number: null,
  country: null,
  address: null,
  date_of_birth: null,
  updated_at: null,
};

const personal = (overrides: Partial<PersonalSectionProps> = {}): PersonalSectionProps => ({
  notice: fixedNotice(null),
  code: null,
  onSave: fn(),
  onEdit: fn(),
  onVerify: fn(),
  onResend: fn(),
  onCancel: fn(),
  ...overrides,
});

const security = (overrides: Partial<SecuritySectionProps> = {}): SecuritySectionProps => ({
  notice: fixedNotice(null),
  code: null,
  onSubmit: fn(),
  onEdit: fn(),
  onVerify: fn(),
  onResend: fn(),
  onCancel: fn(),
  ...overrides,
});

/** D15's sections at rest: the overview, nothing in flight. */
const twoFactor = (): TwoFactorFlowProps => ({
  step: { kind: 'overview' },
  busy: null,
  confirmingTurnOff: false,
  notice: fixedNotice(null),
  onStart: fn(),
  onEnable: fn(),
  onCancelSetup: fn(),
  onDone: fn(),
  onRenew: fn(),
  onTurnOff: fn(),
  onTurnOffConfirm: fn(),
  onTurnOffCancel: fn(),
});

/**
 * A code just sent to Alex: the dialog counts the server's 10 minutes and 60 s from when it opens (the
 * Screen passes the answer's times).
 */
const codeSentNow = (overrides: Partial<CodeStep> = {}): CodeStep => ({
  sentTo: alex.email,
  noticeTo: null,
  sent: { challenge: codeJustSent },
  ...overrides,
});

/**
 * The Profile Settings page drawn from given data: Current Profile Information, Personal
 * Information, Security Settings (the password change) and Notification Preferences, with the
 * dialog that asks for the code confirming a change. One story per state: loading, a load failure,
 * each form's input rules, saving, the code dialog, each success and failure message, and the phone
 * layout.
 */
const meta = {
  title: 'Screens/ProfileSettings/ProfileSettingsView',
  component: ProfileSettingsView,
  parameters: { layout: 'fullscreen' },
  args: {
    profile: { kind: 'ready', data: alex },
    onRetryProfile: fn(),
    personal: personal(),
    security: security(),
    notifications: { notice: fixedNotice(null), onSave: fn() },
    securitySettings: { kind: 'ready', data: settingsOff },
    onRetrySecuritySettings: fn(),
    twoFactor: twoFactor(),
    idleTimeout: { notice: fixedNotice(null), onSave: fn() },
    passkeys: { kind: 'ready', data: [] },
    onRetryPasskeys: fn(),
    antiPhishing: { notice: fixedNotice(null), onSave: fn(), onRemove: fn(), removing: false },
    passkeyFlow: {
      notice: fixedNotice(null),
      onAdd: fn(),
      onRemove: fn(),
      removing: null,
      supported: true,
    },
  },
  argTypes: {
    securitySettings: fixtureArg(
      {
        'Authenticator app off': { kind: 'ready', data: settingsOff },
        'Authenticator app on': { kind: 'ready', data: settingsOn(10) },
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: httpErrors.serverError, retrying: false },
      },
      'D15: the second factor and the idle timeout (their states: TwoFactorSection, IdleTimeoutSection)',
    ),
    profile: fixtureArg(
      {
        'Alex Morgan': { kind: 'ready', data: alex },
        'Alex, nothing optional given': { kind: 'ready', data: bare },
        Loading: { kind: 'loading' },
        'Failed to load': {
          kind: 'error',
          message: profileMessages.noSavedProfile,
          retrying: false,
        },
        'Failed, trying again': {
          kind: 'error',
          message: profileMessages.noSavedProfile,
          retrying: true,
        },
      },
      'The profile the page shows and the forms start from',
    ),
    personal: fixtureArg(
      {
        'No message': personal(),
        'Nothing to save': personal({
          notice: fixedNotice({ tone: 'info', message: i18n._(profileSettingsTexts.noChanges) }),
        }),
        'Save failed': personal({
          notice: fixedNotice({ tone: 'error', message: profileMessages.saveFailed }),
        }),
        'Code sent to Alex': personal({ code: codeSentNow() }),
        'Code sent to a new e-mail': personal({
          code: codeSentNow({ sentTo: 'alex.new@example.com', noticeTo: alex.email }),
        }),
      },
      'Personal Information: its message, or the code dialog of a change',
    ),
    security: fixtureArg(
      {
        'No message': security(),
        'Change could not start': security({
          notice: fixedNotice({
            tone: 'error',
            message: profileMessages.passwordChangeStartFailed,
          }),
        }),
        'Code sent to Alex': security({ code: codeSentNow() }),
      },
      'Change Password: its message, or the code dialog of the change',
    ),
    notifications: fixtureArg(
      {
        'No message': { notice: fixedNotice(null), onSave: fn() },
        'Save failed': {
          notice: fixedNotice({ tone: 'error', message: httpErrors.serverError }),
          onSave: fn(),
        },
      },
      'Notification preferences: their message',
    ),
  },
} satisfies Meta<typeof ProfileSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}\\*?$`));
/** The description of a field includes its message. */
const describedAs = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const codeDialog = (name: string) => screen.findByRole('dialog', { name });

/** Alex: Current Profile Information and the forms filled from the profile. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n._(sectionTitles.page) }),
    ).toBeVisible();
    const current = region(canvasElement, i18n._(sectionTitles.current));
    for (const value of [
      'Alex Morgan',
      alex.email,
      '+14155550101',
      'United States',
      'English',
      formatLastUpdated(alex.updated_at!),
    ])
      await expect(current.getByText(value)).toBeVisible();
    await expect(current.queryByText(profileMessages.notProvided)).toBeNull();

    await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toHaveValue('Alex');
    await expect(field(canvasElement, i18n._(fieldLabels.lastName))).toHaveValue('Morgan');
    await expect(field(canvasElement, i18n._(fieldLabels.email))).toHaveValue(alex.email);
    await expect(field(canvasElement, i18n._(fieldLabels.phone))).toHaveValue('+14155550101');
    await expect(field(canvasElement, i18n._(fieldLabels.country))).toHaveValue('United States');
    await expect(field(canvasElement, i18n._(fieldLabels.address))).toHaveValue(alex.address);
    await expect(field(canvasElement, i18n._(fieldLabels.dateOfBirth))).toHaveValue('1988-04-12');
    await expect(field(canvasElement, i18n._(fieldLabels.language))).toHaveValue('English');
    // Spec 2 §2: the options, in order.
    const options = (label: string) =>
      within(field(canvasElement, label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await expect(options(i18n._(fieldLabels.country))).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'India',
    ]);
    // Spec 2 §2's names in English (D18: another language says them in its words); the values are the API's.
    await expect(options(i18n._(fieldLabels.language))).toEqual([
      'English',
      'Spanish',
      'French',
      'German',
      'Hindi',
    ]);
    await expect(
      within(field(canvasElement, i18n._(fieldLabels.language)))
        .getAllByRole<HTMLOptionElement>('option')
        .map((option) => option.value),
    ).toEqual(['English', 'Spanish', 'French', 'German', 'Hindi']);

    await expect(field(canvasElement, i18n._(fieldLabels.oldPassword))).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(field(canvasElement, i18n._(fieldLabels.newPassword))).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(field(canvasElement, i18n._(fieldLabels.confirmPassword))).toHaveAttribute(
      'type',
      'password',
    );
    // Spec 2 §3 defaults: email and push on, sms off.
    const notifications = region(canvasElement, i18n._(sectionTitles.notifications));
    await expect(
      notifications.getByLabelText(i18n._(fieldLabels.emailNotifications)),
    ).toBeChecked();
    await expect(
      notifications.getByLabelText(i18n._(fieldLabels.smsNotifications)),
    ).not.toBeChecked();
    await expect(notifications.getByLabelText(i18n._(fieldLabels.pushNotifications))).toBeChecked();
  },
};

// Spec 2 §2.
/** Phone and country `Not provided`, last updated `Never`; the country select offers none. */
export const NotProvided: Story = {
  args: { profile: { kind: 'ready', data: bare } },
  play: async ({ canvasElement }) => {
    const current = region(canvasElement, i18n._(sectionTitles.current));
    await expect(current.getAllByText(profileMessages.notProvided)).toHaveLength(2);
    await expect(current.getByText(profileMessages.never)).toBeVisible();
    await expect(field(canvasElement, i18n._(fieldLabels.country))).toHaveValue('');
    await expect(
      within(field(canvasElement, i18n._(fieldLabels.country))).getByRole('option', {
        name: i18n._(profileSettingsTexts.countryPlaceholder),
      }),
    ).toBeInTheDocument();
    await expect(field(canvasElement, i18n._(fieldLabels.phone))).toHaveValue('');
  },
};

export const Loading: Story = {
  args: {
    profile: { kind: 'loading' },
    securitySettings: { kind: 'loading' },
    passkeys: { kind: 'loading' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(i18n._(profileSettingsTexts.loading)),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** No layout shift: the first row of cards loads in place, holding what stands below out of view. */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={ProfileSettingsView}
      loaded={args}
      loading={{ ...args, profile: { kind: 'loading' }, securitySettings: { kind: 'loading' } }}
    />
  ),
  play: ({ canvasElement }) => expectArrivesInPlace(canvasElement, { inView: true }),
};

/** The same on the phone Lighthouse measures. */
export const ArrivesInPlaceOnAPhone: Story = {
  tags: ['interaction', '!autodocs'],
  ...ArrivesInPlace,
  ...phone412,
};

// Spec 2 §8.
/** The profile cannot be read. */
export const LoadError: Story = {
  args: {
    profile: { kind: 'error', message: profileMessages.noSavedProfile, retrying: false },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(profileMessages.noSavedProfile);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryProfile).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: i18n._(sectionTitles.current) })).toBeNull();
  },
};

export const Retrying: Story = {
  args: { profile: { kind: 'error', message: profileMessages.noSavedProfile, retrying: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(profileMessages.noSavedProfile);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The registration rules where they apply, one message per field, nothing sent. */
export const PersonalInfoRules: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.clear(field(canvasElement, i18n._(fieldLabels.firstName)));
    await userEvent.clear(field(canvasElement, i18n._(fieldLabels.lastName)));
    await userEvent.clear(field(canvasElement, i18n._(fieldLabels.email)));
    await userEvent.type(field(canvasElement, i18n._(fieldLabels.email)), 'alex@example');
    await userEvent.clear(field(canvasElement, i18n._(fieldLabels.phone)));
    await userEvent.type(field(canvasElement, i18n._(fieldLabels.phone)), '12');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
    await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toHaveAccessibleDescription(
      describedAs(registerValidation.firstNameRequired),
    );
    await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toHaveFocus();
    await expect(field(canvasElement, i18n._(fieldLabels.lastName))).toHaveAccessibleDescription(
      describedAs(registerValidation.lastNameRequired),
    );
    await expect(field(canvasElement, i18n._(fieldLabels.email))).toHaveAccessibleDescription(
      describedAs(registerValidation.emailInvalid),
    );
    await expect(field(canvasElement, i18n._(fieldLabels.phone))).toHaveAccessibleDescription(
      describedAs(registerValidation.phoneInvalid),
    );
    await expect(args.personal.onSave).not.toHaveBeenCalled();
    // An emptied phone cannot remove the number (spec 1 §5's required message).
    await userEvent.clear(field(canvasElement, i18n._(fieldLabels.phone)));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
    await expect(field(canvasElement, i18n._(fieldLabels.phone))).toHaveAccessibleDescription(
      describedAs(registerValidation.phoneRequired),
    );
  },
};

/** Save hands the typed values over (the Screen sends only what changed). */
export const SaveSendsValues: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.clear(field(canvasElement, i18n._(fieldLabels.firstName)));
    await userEvent.type(field(canvasElement, i18n._(fieldLabels.firstName)), 'Alexandra');
    await userEvent.selectOptions(field(canvasElement, i18n._(fieldLabels.language)), 'French');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.personal.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ firstName: 'Alexandra', lastName: 'Morgan', language: 'French' }),
      ),
    );
  },
};

export const NothingToSave: Story = {
  args: {
    personal: personal({
      notice: fixedNotice({ tone: 'info', message: i18n._(profileSettingsTexts.noChanges) }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, i18n._(sectionTitles.personal)).getByRole('status'),
    ).toHaveTextContent(i18n._(profileSettingsTexts.noChanges));
  },
};

/** A 400 about a field lands under it, e.g. an e-mail already in use. */
export const DuplicateEmail: Story = {
  args: {
    personal: personal({
      onSave: fn(async () => ({ fieldErrors: { email: serverTexts.duplicateEmail } })),
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.clear(field(canvasElement, i18n._(fieldLabels.email)));
    await userEvent.type(field(canvasElement, i18n._(fieldLabels.email)), 'jamie.lee@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(field(canvasElement, i18n._(fieldLabels.email))).toHaveAccessibleDescription(
        describedAs(serverTexts.duplicateEmail),
      ),
    );
    await expect(field(canvasElement, i18n._(fieldLabels.email))).toHaveValue(
      'jamie.lee@example.com',
    );
  },
};

export const SaveFailed: Story = {
  args: {
    personal: personal({
      notice: fixedNotice({ tone: 'error', message: profileMessages.saveFailed }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, i18n._(sectionTitles.personal)).getByRole('alert'),
    ).toHaveTextContent(profileMessages.saveFailed);
  },
};

/** Saving: the button is busy while the change starts. */
export const Saving: Story = {
  args: { personal: personal({ onSave: fn(() => new Promise<never>(() => undefined)) }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
    await expect(
      await within(canvasElement).findByRole('button', {
        name: i18n._(profileSettingsTexts.savingPersonal),
      }),
    ).toBeDisabled();
  },
};

/** The code dialog for a change: where the code went, its expiry and the Resend countdown (D1). */
export const ProfileCode: Story = {
  args: { personal: personal({ code: codeSentNow() }) },
  play: async ({ args }) => {
    const dialog = within(await codeDialog(i18n._(profileSettingsTexts.profileCodeTitle)));
    await expect(
      dialog.getByText(i18n._(profileSettingsTexts.profileCodeSent(alex.email))),
    ).toBeVisible();
    await expect(dialog.getByText(/^The code expires at/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await expect(dialog.getByText(/^Resend available in \d+ s$/)).toBeVisible();
    // Spec 2 §5: the OTP is required.
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(dialog.getByText(codeValidation.otpRequired)).toBeVisible();
    await expect(args.personal.onVerify).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.personal.onCancel).toHaveBeenCalledTimes(1);
  },
};

// D12.
/** A new e-mail address gets the code; the old one a notice. The dialog says so. */
export const NewEmailCode: Story = {
  args: {
    personal: personal({
      code: codeSentNow({ sentTo: 'alex.new@example.com', noticeTo: alex.email }),
    }),
  },
  play: async () => {
    const dialog = within(await codeDialog(i18n._(profileSettingsTexts.profileCodeTitle)));
    await expect(
      dialog.getByText(
        i18n._(profileSettingsTexts.newEmailCodeSent('alex.new@example.com', alex.email)),
      ),
    ).toBeVisible();
  },
};

/** The owner of the flow, as the Screen is: the dialog opens on Save and closes when confirmed. */
function PersonalFlow(args: ProfileSettingsViewProps) {
  const [code, setCode] = useState<CodeStep | null>(null);
  const notice = useNotice();
  return (
    <ProfileSettingsView
      {...args}
      personal={personal({
        code,
        notice,
        onSave: () => setCode(codeSentNow()),
        onVerify: () => {
          setCode(null);
          notice.show({ tone: 'success', message: profileMessages.personalInfoUpdated });
          // As stored: the server trims and lower-cases the e-mail.
          return {
            kind: 'confirmed',
            profile: { ...alex, first_name: 'Alexandra', email: 'alexandra@example.com' },
          };
        },
        onCancel: () => setCode(null),
      })}
    />
  );
}

/** Confirmed: the success beside the form, which shows the server's values (it clears after 3 s, see the next story). */
export const PersonalInfoUpdated: Story = {
  render: (args) => <PersonalFlow {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.clear(field(canvasElement, i18n._(fieldLabels.firstName)));
    await userEvent.type(field(canvasElement, i18n._(fieldLabels.firstName)), 'Alexandra');
    await userEvent.clear(field(canvasElement, i18n._(fieldLabels.email)));
    await userEvent.type(field(canvasElement, i18n._(fieldLabels.email)), ' Alexandra@Example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
    const dialog = within(await codeDialog(i18n._(profileSettingsTexts.profileCodeTitle)));
    await userEvent.type(dialog.getByLabelText(/Verification code/), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    const status = region(canvasElement, i18n._(sectionTitles.personal)).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(profileMessages.personalInfoUpdated));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(field(canvasElement, i18n._(fieldLabels.email))).toHaveValue(
      'alexandra@example.com',
    );
    await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toHaveValue('Alexandra');
  },
};

// Spec 2 §4.
/** The personal information success clears itself after 3 seconds. */
export const PersonalInfoNoticeClears: Story = {
  tags: ['interaction', '!autodocs'],
  ...PersonalInfoUpdated,
  play: async (context) => {
    await PersonalInfoUpdated.play!(context);
    const status = region(context.canvasElement, i18n._(sectionTitles.personal)).getByRole(
      'status',
    );
    await waitFor(() => expect(status).toBeEmptyDOMElement(), selfTimed);
  },
};

/** Spec 2 §5, in order, one message at a time, under the field it is about; then the request. */
export const PasswordRules: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const submit = () =>
      userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Password' }));
    const oldPassword = field(canvasElement, i18n._(fieldLabels.oldPassword));
    const newPassword = field(canvasElement, i18n._(fieldLabels.newPassword));
    const confirm = field(canvasElement, i18n._(fieldLabels.confirmPassword));
    await submit();
    await expect(oldPassword).toHaveAccessibleDescription(
      describedAs(passwordChangeValidation.oldRequired),
    );
    await userEvent.type(oldPassword, 'DemoPass123!');
    await submit();
    await expect(newPassword).toHaveAccessibleDescription(
      describedAs(passwordChangeValidation.bothRequired),
    );
    await userEvent.type(newPassword, 'short');
    await userEvent.type(confirm, 'short');
    await submit();
    await expect(newPassword).toHaveAccessibleDescription(
      describedAs(passwordChangeValidation.tooShort),
    );
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'NewPass789!');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'NewPass789?');
    await submit();
    await expect(confirm).toHaveAccessibleDescription(
      describedAs(passwordChangeValidation.mismatch),
    );
    await expect(args.security.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'NewPass789!');
    await submit();
    await waitFor(() =>
      expect(args.security.onSubmit).toHaveBeenCalledWith({
        oldPassword: 'DemoPass123!',
        newPassword: 'NewPass789!',
        confirmPassword: 'NewPass789!',
      }),
    );
  },
};

/** One rule of spec 2 §5 broken: Change Password shows its message under its field, and sends nothing. */
function passwordRule(
  typed: { oldPassword?: string; newPassword?: string; confirmPassword?: string },
  label: string,
  message: string,
): Story {
  return {
    play: async ({ canvasElement, args }) => {
      const labels = {
        oldPassword: i18n._(fieldLabels.oldPassword),
        newPassword: i18n._(fieldLabels.newPassword),
        confirmPassword: i18n._(fieldLabels.confirmPassword),
      };
      for (const [name, text] of Object.entries(typed))
        if (text)
          await userEvent.type(field(canvasElement, labels[name as keyof typeof labels]), text);
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Password' }));
      await expect(field(canvasElement, label)).toHaveAccessibleDescription(describedAs(message));
      await expect(field(canvasElement, label)).toHaveFocus();
      await expect(args.security.onSubmit).not.toHaveBeenCalled();
    },
  };
}

export const OldPasswordRequired = passwordRule(
  { newPassword: 'NewPass789!', confirmPassword: 'NewPass789!' },
  i18n._(fieldLabels.oldPassword),
  passwordChangeValidation.oldRequired,
);
export const NewPasswordsRequired = passwordRule(
  { oldPassword: 'DemoPass123!', newPassword: 'NewPass789!' },
  i18n._(fieldLabels.confirmPassword),
  passwordChangeValidation.bothRequired,
);
export const NewPasswordTooShort = passwordRule(
  { oldPassword: 'DemoPass123!', newPassword: 'Short1!', confirmPassword: 'Short1!' },
  i18n._(fieldLabels.newPassword),
  passwordChangeValidation.tooShort,
);
export const NewPasswordsDoNotMatch = passwordRule(
  { oldPassword: 'DemoPass123!', newPassword: 'NewPass789!', confirmPassword: 'NewPass789?' },
  i18n._(fieldLabels.confirmPassword),
  passwordChangeValidation.mismatch,
);

// Spec 2 §8.
/** The server's message, under Old password. */
export const OldPasswordIncorrect: Story = {
  args: {
    security: security({
      onSubmit: fn(async () => ({
        fieldErrors: { oldPassword: serverTexts.oldPasswordIncorrect },
      })),
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, i18n._(fieldLabels.oldPassword)), 'WrongPass1!');
    await userEvent.type(field(canvasElement, i18n._(fieldLabels.newPassword)), 'NewPass789!');
    await userEvent.type(field(canvasElement, i18n._(fieldLabels.confirmPassword)), 'NewPass789!');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(field(canvasElement, i18n._(fieldLabels.oldPassword))).toHaveAccessibleDescription(
        describedAs(serverTexts.oldPasswordIncorrect),
      ),
    );
    await expect(field(canvasElement, i18n._(fieldLabels.oldPassword))).toHaveFocus();
  },
};

export const PasswordStartFailed: Story = {
  args: {
    security: security({
      notice: fixedNotice({ tone: 'error', message: profileMessages.passwordChangeStartFailed }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, i18n._(sectionTitles.security)).getByRole('alert'),
    ).toHaveTextContent(profileMessages.passwordChangeStartFailed);
  },
};

/** Email on, sms off, push on → ticking SMS and saving sends all three. */
export const NotificationsSave: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const notifications = region(canvasElement, i18n._(sectionTitles.notifications));
    await userEvent.click(notifications.getByLabelText(i18n._(fieldLabels.smsNotifications)));
    await userEvent.click(notifications.getByLabelText(i18n._(fieldLabels.pushNotifications)));
    await userEvent.click(notifications.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() =>
      expect(args.notifications.onSave).toHaveBeenCalledWith({
        email: true,
        sms: true,
        push: false,
      }),
    );
  },
};

/** The notice as the Screen owns it (`useNotice()`), shown once the preferences are saved. */
function NotificationsFlow(args: ProfileSettingsViewProps) {
  const notice = useNotice();
  const onSave = () =>
    notice.show({ tone: 'success', message: profileMessages.notificationsSaved });
  return <ProfileSettingsView {...args} notifications={{ notice, onSave }} />;
}

export const NotificationsSaved: Story = {
  render: (args) => <NotificationsFlow {...args} />,
  play: async ({ canvasElement }) => {
    const notifications = region(canvasElement, i18n._(sectionTitles.notifications));
    await userEvent.click(notifications.getByRole('button', { name: 'Save Preferences' }));
    await expect(await notifications.findByRole('status')).toHaveTextContent(
      profileMessages.notificationsSaved,
    );
  },
};

// Spec 2 §4.
/** The preferences' success clears itself after 3 seconds. */
export const NotificationsNoticeClears: Story = {
  tags: ['interaction', '!autodocs'],
  ...NotificationsSaved,
  play: async (context) => {
    await NotificationsSaved.play!(context);
    const notifications = region(context.canvasElement, i18n._(sectionTitles.notifications));
    await waitFor(() => expect(notifications.getByRole('status')).toBeEmptyDOMElement(), {
      timeout: 5_000,
    });
  },
};

export const NotificationsFailed: Story = {
  args: {
    notifications: {
      notice: fixedNotice({ tone: 'error', message: httpErrors.serverError }),
      onSave: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, i18n._(sectionTitles.notifications)).getByRole('alert'),
    ).toHaveTextContent(httpErrors.serverError);
  },
};

// D15.
/** The security settings load apart from the profile: the profile's sections stay when they fail. */
export const SecuritySettingsFailed: Story = {
  args: {
    securitySettings: { kind: 'error', message: httpErrors.serverError, retrying: false },
  },
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toHaveValue('Alex');
    for (const title of [i18n._(sectionTitles.twoFactor), i18n._(sectionTitles.idleTimeout)])
      await expect(region(canvasElement, title).getByRole('alert')).toHaveTextContent(
        httpErrors.serverError,
      );
    await userEvent.click(
      region(canvasElement, i18n._(sectionTitles.idleTimeout)).getByRole('button', {
        name: 'Try Again',
      }),
    );
    await expect(args.onRetrySecuritySettings).toHaveBeenCalledTimes(1);
  },
};

/** And the other way round: the profile failed, Two-factor authentication and the idle timeout show. */
export const ProfileFailedSecurityShown: Story = {
  args: {
    profile: { kind: 'error', message: profileMessages.noSavedProfile, retrying: false },
    securitySettings: { kind: 'ready', data: settingsOn(10) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent(
      profileMessages.noSavedProfile,
    );
    await expect(
      region(canvasElement, i18n._(sectionTitles.twoFactor)).getByRole('button', {
        name: 'Turn off',
      }),
    ).toBeVisible();
    await expect(
      region(canvasElement, i18n._(sectionTitles.idleTimeout)).getByLabelText('Sign out after'),
    ).toHaveValue('15');
  },
};

/** A 375 px phone: one column, no sideways scroll. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '740px' } } },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

const allStates = {
  Loaded: Default,
  'Details not provided': NotProvided,
  Loading,
  'Profile failed to load': LoadError,
  'Profile trying again': Retrying,
  'Nothing to save': NothingToSave,
  'Personal information not saved': SaveFailed,
  'Password change could not start': PasswordStartFailed,
  'Preferences not saved': NotificationsFailed,
  'Security settings failed to load': SecuritySettingsFailed,
};

/** Every state of the page at once, for review: loaded, loading, failed, and each section's message. */
export const AllStates: Story = allStatesStory(ProfileSettingsView, meta.args, allStates, {
  padded: true,
});
