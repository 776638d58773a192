import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  API_BASE_URL,
  CODE_TTL_MS,
  createStoryMockApi,
  scenario,
  serverTexts,
  type CodePurpose,
} from '@tp/mocks';
import {
  codeCheckMessages,
  forgotPasswordMessages,
  httpErrors,
  profileMessages,
} from '@tp/messages';
import { enterCode, wrongCode } from '../../storybook/codeEntry';
import { formatTime } from '../../format';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { scenarioParameters } from '../../storybook/scenarioParameters';
import { storyUsers } from '../../storybook/signedIn';
import { signedInScreen } from '../../storybook/signedInScreen';
import { inFlight } from '../../storybook/StoryProviders';
import {
  fieldLabels,
  idleTimeoutTexts,
  profileSettingsTexts,
  sectionTitles,
  twoFactorTexts,
} from './profileSettingsTexts';
import { stepUpTexts } from '../shared/StepUp/stepUpTexts';
import { i18n } from '@tp/i18n';
import { formatDate } from '../../format';
import { antiPhishingTexts } from './antiPhishingTexts';
import { ProfileSettingsScreen } from './ProfileSettingsScreen';
import { region, slow } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';

const mockApi = createStoryMockApi();
const withScenarios = scenarioParameters(mockApi);
/** D15: the enrolment that shows the fixed demo secret, run on the story's backend (the secret is kept there). */
const demoSecretSetup = {
  msw: {
    handlers: [
      ...scenario('security.totpSetup.demoSecret', { backend: mockApi.backend }),
      ...mockApi.handlers,
    ],
  },
};
const alex = storyUsers.alex;
const signedIn = signedInScreen(mockApi, '/profile-settings');

/** The bodies of every change request the page sent (the handlers behind still answer). */
let changeRequests: unknown[] = [];
const recordChangeRequests = http.post(
  `${API_BASE_URL}/auth/profile/request-profile-change/`,
  async ({ request }) => {
    changeRequests.push(await request.clone().json());
  },
);

/**
 * The Profile Settings page (Settings in the menu): the current profile, the Personal Information
 * and Security Settings forms, whose changes are confirmed with a code we e-mail, and the
 * Notification Preferences. The stories run the page against the demo server, signed in as Alex
 * Morgan: a name, e-mail or password change from Save to the e-mailed code, the preferences saved
 * at once, and each error the server can answer.
 */
const meta = {
  title: 'Screens/ProfileSettings/ProfileSettingsScreen',
  component: ProfileSettingsScreen,
  parameters: {
    docs: { story: screenDocsStory },
    msw: { handlers: [recordChangeRequests, ...mockApi.handlers] },
  },
  ...signedIn,
  beforeEach: async (context) => {
    changeRequests = [];
    await signedIn.beforeEach(context);
  },
} satisfies Meta<typeof ProfileSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alex's id on the server (looked up by the seed address, so before any e-mail change). */
const alexId = () => mockApi.backend.userIdByEmail(alex.email) ?? 0;
const alexOnServer = () => mockApi.api.getProfile(alexId());
const latestCode = (to: string, purpose: CodePurpose) =>
  mockApi.backend.latestCode(to, purpose) ?? '';

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}\\*?$`));
const describedAs = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const profileDialog = () =>
  screen.findByRole('dialog', { name: i18n._(profileSettingsTexts.profileCodeTitle) }, slow);
const passwordDialog = () =>
  screen.findByRole('dialog', { name: i18n._(profileSettingsTexts.passwordCodeTitle) }, slow);

/** D15: "Confirm it's you", which the page opens when the server wants a fresh step-up. */
const stepUpDialog = () => screen.findByRole('dialog', { name: i18n._(stepUpTexts.title) }, slow);

/** Answers "Confirm it's you" with the password and, when asked, the authenticator's current code. */
async function confirmItsYou(password: string = alex.password, code?: string) {
  const dialog = within(await stepUpDialog());
  await userEvent.type(dialog.getByLabelText(/^Password/), password);
  if (code !== undefined) await userEvent.type(dialog.getByLabelText(/^Authentication code/), code);
  await userEvent.click(dialog.getByRole('button', { name: i18n._(stepUpTexts.confirm) }));
  return dialog;
}

/** The authenticator app's code now; a code works once, so a second use moves the clock a step on. */
const authenticatorCode = () => mockApi.backend.authenticatorCode(alex.email) ?? '';

/** The Two-factor authentication card once the settings are in. */
async function twoFactorSection(canvasElement: HTMLElement) {
  const section = within(
    await within(canvasElement).findByRole(
      'region',
      { name: i18n._(sectionTitles.twoFactor) },
      slow,
    ),
  );
  await waitFor(() => expect(section.queryByText(i18n._(twoFactorTexts.loading))).toBeNull(), slow);
  return section;
}

/** D1: the server's expiry (10 minutes) and Resend's minute, counted on the backend's clock. */
async function expectCodeTimes(dialog: ReturnType<typeof within>) {
  const expiresAt = formatTime(mockApi.clock.now() + CODE_TTL_MS);
  await expect(dialog.getByText(`The code expires at ${expiresAt}.`)).toBeVisible();
  const resend = dialog.getByRole('button', { name: 'Resend Code' });
  await expect(resend).toBeDisabled();
  await waitFor(() => expect(resend).toHaveAccessibleDescription('Resend available in 60 s'));
}

/** Waits for the form, replaces the first name and presses Save Changes. */
async function saveFirstName(canvasElement: HTMLElement, name: string) {
  const firstName = await within(canvasElement).findByLabelText(/^First name/, {}, slow);
  await userEvent.clear(firstName);
  await userEvent.type(firstName, name);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
}

/** Fills Security Settings and presses Change Password. */
async function changePassword(canvasElement: HTMLElement, oldPassword: string, next: string) {
  await userEvent.type(
    await within(canvasElement).findByLabelText(/^Old password/, {}, slow),
    oldPassword,
  );
  await userEvent.type(field(canvasElement, i18n._(fieldLabels.newPassword)), next);
  await userEvent.type(field(canvasElement, i18n._(fieldLabels.confirmPassword)), next);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change Password' }));
}

/** The Current Profile card once the profile is in (the card is drawn while it loads). */
async function currentProfile(canvasElement: HTMLElement) {
  await waitFor(() => field(canvasElement, i18n._(fieldLabels.firstName)), slow);
  return region(canvasElement, i18n._(sectionTitles.current));
}

/** Alex from the seed: Current Profile Information from the server and the forms filled from it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const current = await currentProfile(canvasElement);
    await expect(current.getByText('Alex Morgan')).toBeVisible();
    await expect(current.getByText('+14155550101')).toBeVisible();
    await expect(current.getByText('United States')).toBeVisible();
    await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toHaveValue('Alex');
    await expect(field(canvasElement, i18n._(fieldLabels.dateOfBirth))).toHaveValue('1988-04-12');
    await expect(
      region(canvasElement, i18n._(sectionTitles.notifications)).getByLabelText(
        i18n._(fieldLabels.smsNotifications),
      ),
    ).not.toBeChecked();
  },
};

export const NoOptionalFields: Story = {
  parameters: withScenarios('profile.get.noOptionalFields'),
  play: async ({ canvasElement }) => {
    const current = await currentProfile(canvasElement);
    await expect(current.getAllByText(profileMessages.notProvided)).toHaveLength(2);
    await expect(current.getByText(profileMessages.never)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { ...withScenarios('profile.get.loading'), ...inFlight },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n._(profileSettingsTexts.loading)),
    ).toBeVisible();
  },
};

// Spec 2 §8.
/** The profile cannot be read. */
export const LoadFails: Story = {
  parameters: withScenarios('profile.get.serverError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent(profileMessages.noSavedProfile),
      slow,
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

const profileRecovery = createOutageRecovery('/auth/profile/');

/** The profile fails; while Try Again runs the message stays with its button busy; then it loads. */
export const TryAgain: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...profileRecovery.handlers, ...mockApi.handlers] },
  },
  beforeEach: profileRecovery.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent(profileMessages.noSavedProfile),
      slow,
    );
    await profileRecovery.tryAgain(canvasElement, profileMessages.noSavedProfile);
    await expect(
      await waitFor(() => field(canvasElement, i18n._(fieldLabels.firstName)), slow),
    ).toBeVisible();
  },
};

/**
 * Spec 2 §4 and D1: Save sends only the changed field, the code goes to Alex, Verify confirms it; the
 * server's message shows, Current Profile Information and the form show the new name.
 */
export const ChangeName: Story = {
  play: async ({ canvasElement }) => {
    await saveFirstName(canvasElement, 'Alexandra');
    const dialog = within(await profileDialog());
    await expect(
      dialog.getByText(i18n._(profileSettingsTexts.profileCodeSent(alex.email))),
    ).toBeVisible();
    await expectCodeTimes(dialog);
    await expect(changeRequests).toEqual([{ new_first_name: 'Alexandra' }]);
    // Not applied before the code.
    await expect(alexOnServer().first_name).toBe('Alex');

    await enterCode(dialog, latestCode(alex.email, 'profile_change'));
    // The page behind the dialog is hidden from assistive technology until it closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(
      region(canvasElement, i18n._(sectionTitles.personal)).getByRole('status'),
    ).toHaveTextContent(profileMessages.personalInfoUpdated);
    await expect(alexOnServer().first_name).toBe('Alexandra');
    await expect(
      await region(canvasElement, i18n._(sectionTitles.current)).findByText(
        'Alexandra Morgan',
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toHaveValue('Alexandra');
    await expect(
      mockApi.api.listAccountActivity(alexId(), null).map((entry) => entry.action),
    ).toContain('Profile Updated');
  },
};

/** Nothing edited: said so, nothing sent. */
export const NothingChanged: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText(/^First name/, {}, slow);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
    await expect(
      await region(canvasElement, i18n._(sectionTitles.personal)).findByText(
        i18n._(profileSettingsTexts.noChanges),
      ),
    ).toBeVisible();
    await expect(changeRequests).toEqual([]);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Types a new e-mail address and presses Save Changes. */
async function saveEmail(canvasElement: HTMLElement, address: string) {
  const email = await within(canvasElement).findByLabelText(/^Email\*?$/, {}, slow);
  await userEvent.clear(email);
  await userEvent.type(email, address);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
  return email;
}

// D12, D15.
/**
 * A new address asks for the password first ("Confirm it's you"); then it gets the code (the dialog says
 * where) and the old one a notice.
 */
export const ChangeEmail: Story = {
  play: async ({ canvasElement }) => {
    const id = alexId();
    await saveEmail(canvasElement, 'Alex.New@Example.com');
    // The server refused the change without a fresh step-up: nothing was sent yet.
    await stepUpDialog();
    await expect(changeRequests).toEqual([{ new_email: 'alex.new@example.com' }]);
    await expect(mockApi.backend.latestCode('alex.new@example.com', 'profile_change')).toBe(
      undefined,
    );
    await confirmItsYou();
    const dialog = within(await profileDialog());
    await expect(
      dialog.getByText(
        i18n._(profileSettingsTexts.newEmailCodeSent('alex.new@example.com', alex.email)),
      ),
    ).toBeVisible();
    // The same change, sent again once with the proof.
    await expect(changeRequests).toEqual([
      { new_email: 'alex.new@example.com' },
      { new_email: 'alex.new@example.com' },
    ]);
    // The code went to the new address, a notice (no code) to the old one.
    const code = latestCode('alex.new@example.com', 'profile_change');
    await expect(code).toMatch(/^\d{6}$/);
    await expect(mockApi.backend.latestCode(alex.email, 'profile_change')).toBeUndefined();
    await expect(mockApi.backend.outbox(alex.email).at(-1)?.purpose).toBe('notice');

    await enterCode(dialog, code);
    await waitFor(
      () => expect(mockApi.api.getProfile(id).email).toBe('alex.new@example.com'),
      slow,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(
      await region(canvasElement, i18n._(sectionTitles.current)).findByText(
        'alex.new@example.com',
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/** A 400 on new_email: under Email; the dialog does not open. */
export const DuplicateEmail: Story = {
  parameters: withScenarios('profile.requestChange.duplicateEmail'),
  play: async ({ canvasElement }) => {
    const email = await within(canvasElement).findByLabelText(/^Email\*?$/, {}, slow);
    await userEvent.clear(email);
    await userEvent.type(email, 'jamie.lee@example.com');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
    await waitFor(
      () => expect(email).toHaveAccessibleDescription(describedAs(serverTexts.duplicateEmail)),
      slow,
    );
    await expect(email).toHaveValue('jamie.lee@example.com');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** `notification_sent: false`: the dialog opens and says the e-mail did not go out. */
export const CodeEmailFailed: Story = {
  parameters: withScenarios('profile.requestChange.notificationFailed'),
  play: async ({ canvasElement }) => {
    await saveFirstName(canvasElement, 'Alexandra');
    const dialog = within(await profileDialog());
    await expect(dialog.getByText(i18n._(profileSettingsTexts.codeEmailFailed))).toBeVisible();
  },
};

function startFails(name: Parameters<typeof withScenarios>[0], message: string | RegExp): Story {
  return {
    parameters: withScenarios(name),
    play: async ({ canvasElement }) => {
      await saveFirstName(canvasElement, 'Alexandra');
      await waitFor(
        () =>
          expect(
            region(canvasElement, i18n._(sectionTitles.personal)).getByRole('alert'),
          ).toHaveTextContent(message),
        slow,
      );
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toHaveValue('Alexandra');
    },
  };
}

// Spec 2 §8.
/** `Failed to save personal information.` */
export const SaveServerError = startFails(
  'profile.requestChange.serverError',
  profileMessages.saveFailed,
);
export const SaveEmptyError = startFails(
  'profile.requestChange.emptyError',
  profileMessages.saveFailed,
);
export const SaveNetworkError = startFails(
  'profile.requestChange.networkError',
  profileMessages.saveFailed,
);
/** A throttle: the server's own words. */
export const SaveTooManyRequests = startFails(
  'profile.requestChange.tooManyRequests',
  /Expected available in 60 seconds/,
);

function codeRefused(name: Parameters<typeof withScenarios>[0], message: string): Story {
  return {
    parameters: withScenarios(name),
    play: async ({ canvasElement }) => {
      await saveFirstName(canvasElement, 'Alexandra');
      const dialog = within(await profileDialog());
      await enterCode(dialog, latestCode(alex.email, 'profile_change'));
      await expect(await dialog.findByText(message, {}, slow)).toBeVisible();
      await expect(dialog.getByLabelText(/Verification code/)).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(alexOnServer().first_name).toBe('Alex');
    },
  };
}

// Spec 2 §8.
/** The server's message under the field. */
export const IncorrectCode = codeRefused(
  'profile.verifyChange.incorrect',
  codeCheckMessages.incorrect,
);
// Spec 2 §8.
/** `Invalid OTP. Please try again.` when the refusal has no message. */
export const InvalidOtp = codeRefused(
  'profile.verifyChange.emptyError',
  profileMessages.invalidOtp,
);
// D1.
/** Too many wrong tries, as the withdrawal dialog shows it. */
export const TooManyTries = codeRefused(
  'profile.verifyChange.tooMany',
  serverTexts.tooManyAttempts,
);

/** D1 (as the withdrawal dialog): an expired code closes the dialog; the message stays beside the form. */
export const CodeExpired: Story = {
  play: async ({ canvasElement }) => {
    await saveFirstName(canvasElement, 'Alexandra');
    const dialog = within(await profileDialog());
    const code = latestCode(alex.email, 'profile_change');
    mockApi.clock.advance(11 * 60_000);
    await enterCode(dialog, code);
    await waitFor(
      () =>
        expect(
          region(canvasElement, i18n._(sectionTitles.personal)).getByRole('alert'),
        ).toHaveTextContent(codeCheckMessages.expired),
      slow,
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toHaveValue('Alexandra');
  },
};

/** The check fails for no reason of the code: above the field, the dialog stays. */
export const VerifyServerError: Story = {
  parameters: withScenarios('profile.verifyChange.serverError'),
  play: async ({ canvasElement }) => {
    await saveFirstName(canvasElement, 'Alexandra');
    const dialog = within(await profileDialog());
    await enterCode(dialog, '123456');
    await waitFor(
      () => expect(dialog.getByRole('alert')).toHaveTextContent(httpErrors.serverError),
      slow,
    );
  },
};

/** The new address was taken before the code came back: the dialog closes, Email says why. */
export const EmailTakenMeanwhile: Story = {
  parameters: withScenarios('profileSettings.verifyChange.emailTaken'),
  play: async ({ canvasElement }) => {
    const email = await saveEmail(canvasElement, 'alex.new@example.com');
    await confirmItsYou();
    await enterCode(within(await profileDialog()), '123456');
    await waitFor(
      () => expect(email).toHaveAccessibleDescription(describedAs(serverTexts.duplicateEmail)),
      slow,
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(
      region(canvasElement, i18n._(sectionTitles.personal)).getByRole('alert'),
    ).toHaveTextContent(profileMessages.saveFailed);
  },
};

/** Cancel closes the dialog and drops the change; the form keeps what was typed. */
export const CancelDropsChange: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await saveFirstName(canvasElement, 'Alexandra');
    const dialog = within(await profileDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(field(canvasElement, i18n._(fieldLabels.firstName))).toHaveValue('Alexandra');
    await expect(alexOnServer().first_name).toBe('Alex');
  },
};

/** After its minute, Resend Code sends the same change again; the new code confirms it. */
export const ResendSendsNewCode: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await saveFirstName(canvasElement, 'Alexandra');
    const dialog = within(await profileDialog());
    const first = latestCode(alex.email, 'profile_change');
    // The dialog counts on the backend's clock (signedInScreen): past the minute for both.
    mockApi.clock.advance(61_000);
    const resend = dialog.getByRole('button', { name: 'Resend Code' });
    await waitFor(() => expect(resend).toBeEnabled(), slow);
    await userEvent.click(resend);
    await expect(
      await dialog.findByText(forgotPasswordMessages.newCodeSent, {}, slow),
    ).toBeVisible();
    await expect(changeRequests).toEqual([
      { new_first_name: 'Alexandra' },
      { new_first_name: 'Alexandra' },
    ]);
    // A new minute starts.
    await expect(resend).toBeDisabled();
    const second = latestCode(alex.email, 'profile_change');
    await expect(second).not.toBe('');
    await expect(mockApi.backend.outbox(alex.email).filter((mail) => mail.code).length).toBe(2);
    if (second !== first) {
      // The first code was replaced.
      await enterCode(dialog, first);
      await expect(await dialog.findByText(codeCheckMessages.incorrect, {}, slow)).toBeVisible();
    }
    await enterCode(dialog, second);
    await waitFor(() => expect(alexOnServer().first_name).toBe('Alexandra'), slow);
  },
};

/**
 * The server says wait (429 with retry_after): another tab asked for a code a moment before this Resend,
 * so the server's minute restarted. Its words, and the countdown follows its figure.
 */
export const ResendTooSoon: Story = {
  play: async ({ canvasElement }) => {
    await saveFirstName(canvasElement, 'Alexandra');
    const dialog = within(await profileDialog());
    mockApi.clock.advance(61_000);
    const resend = dialog.getByRole('button', { name: 'Resend Code' });
    await waitFor(() => expect(resend).toBeEnabled(), slow);
    await mockApi.api.requestProfileChange(alexId(), { new_first_name: 'Alexandra' });
    mockApi.clock.advance(18_000);
    await userEvent.click(resend);
    await waitFor(
      () => expect(dialog.getByRole('alert')).toHaveTextContent(serverTexts.resendCooldown),
      slow,
    );
    await expect(resend).toBeDisabled();
    // retry_after: the 42 s left of the other tab's minute, counted on the same clock.
    await waitFor(() => expect(resend).toHaveAccessibleDescription('Resend available in 42 s'));
  },
};

/**
 * Spec 2 §4, D12: the password changes with the e-mailed code; the fields clear and the success says
 * other devices were signed out; the server takes the new password only.
 */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, alex.password, 'NewPass789!');
    const dialog = within(await passwordDialog());
    await expect(
      dialog.getByText(i18n._(profileSettingsTexts.passwordCodeSent(alex.email))),
    ).toBeVisible();
    await expectCodeTimes(dialog);
    await enterCode(dialog, latestCode(alex.email, 'password_change'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    const status = region(canvasElement, i18n._(sectionTitles.security)).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(profileMessages.passwordChanged), slow);
    await expect(status).toHaveTextContent(i18n._(profileSettingsTexts.otherSessionsEnded));
    for (const label of [
      i18n._(fieldLabels.oldPassword),
      i18n._(fieldLabels.newPassword),
      i18n._(fieldLabels.confirmPassword),
    ])
      await expect(field(canvasElement, label)).toHaveValue('');
    await expect(
      mockApi.api.login({ email: alex.email, password: 'NewPass789!' }),
    ).resolves.toBeTruthy();
    await expect(mockApi.api.login(alex)).rejects.toBeTruthy();
  },
};

// Spec 2 §8.
/** The server's message, under Old password. */
export const OldPasswordIncorrect: Story = {
  parameters: withScenarios('profile.passwordChange.request.oldPasswordIncorrect'),
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, 'WrongPass1!', 'NewPass789!');
    await waitFor(
      () =>
        expect(field(canvasElement, i18n._(fieldLabels.oldPassword))).toHaveAccessibleDescription(
          describedAs(serverTexts.oldPasswordIncorrect),
        ),
      slow,
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The real server refuses a wrong old password the same way. */
export const OldPasswordIncorrectOnServer: Story = {
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, 'WrongPass1!', 'NewPass789!');
    await waitFor(
      () =>
        expect(field(canvasElement, i18n._(fieldLabels.oldPassword))).toHaveAccessibleDescription(
          describedAs(serverTexts.oldPasswordIncorrect),
        ),
      slow,
    );
  },
};

function passwordStartFails(name: Parameters<typeof withScenarios>[0]): Story {
  return {
    parameters: withScenarios(name),
    play: async ({ canvasElement }) => {
      await changePassword(canvasElement, alex.password, 'NewPass789!');
      await waitFor(
        () =>
          expect(
            region(canvasElement, i18n._(sectionTitles.security)).getByRole('alert'),
          ).toHaveTextContent(profileMessages.passwordChangeStartFailed),
        slow,
      );
      await expect(screen.queryByRole('dialog')).toBeNull();
    },
  };
}

// Spec 2 §8.
/** `Failed to initiate password change` when the server gives no message. */
export const PasswordStartEmptyError = passwordStartFails(
  'profile.passwordChange.request.emptyError',
);
export const PasswordStartServerError = passwordStartFails(
  'profile.passwordChange.request.serverError',
);

export const PasswordCodeEmailFailed: Story = {
  parameters: withScenarios('profile.passwordChange.request.notificationFailed'),
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, alex.password, 'NewPass789!');
    const dialog = within(await passwordDialog());
    await expect(dialog.getByText(i18n._(profileSettingsTexts.codeEmailFailed))).toBeVisible();
  },
};

/** The fields keep what was typed until the change is confirmed. */
export const PasswordIncorrectCode: Story = {
  parameters: withScenarios('profile.passwordChange.verify.incorrect'),
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, alex.password, 'NewPass789!');
    const dialog = within(await passwordDialog());
    await enterCode(dialog, '123456');
    await expect(await dialog.findByText(codeCheckMessages.incorrect, {}, slow)).toBeVisible();
    await expect(field(canvasElement, i18n._(fieldLabels.newPassword))).toHaveValue('NewPass789!');
  },
};

export const PasswordCodeExpired: Story = {
  parameters: withScenarios('profile.passwordChange.verify.expired'),
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, alex.password, 'NewPass789!');
    await enterCode(within(await passwordDialog()), '123456');
    await waitFor(
      () =>
        expect(
          region(canvasElement, i18n._(sectionTitles.security)).getByRole('alert'),
        ).toHaveTextContent(codeCheckMessages.expired),
      slow,
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Saved at once (no code): the spec's text, and the server keeps it. */
export const SaveNotifications: Story = {
  play: async ({ canvasElement }) => {
    const notifications = within(
      await within(canvasElement).findByRole(
        'region',
        { name: i18n._(sectionTitles.notifications) },
        slow,
      ),
    );
    await userEvent.click(notifications.getByLabelText(i18n._(fieldLabels.smsNotifications)));
    await userEvent.click(notifications.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(
      () =>
        expect(notifications.getByRole('status')).toHaveTextContent(
          profileMessages.notificationsSaved,
        ),
      slow,
    );
    await expect(alexOnServer().notifications).toEqual({ email: true, sms: true, push: true });
  },
};

export const NotificationsServerError: Story = {
  parameters: withScenarios('profile.notifications.serverError'),
  play: async ({ canvasElement }) => {
    const notifications = within(
      await within(canvasElement).findByRole(
        'region',
        { name: i18n._(sectionTitles.notifications) },
        slow,
      ),
    );
    await userEvent.click(notifications.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(
      () => expect(notifications.getByRole('alert')).toHaveTextContent(httpErrors.serverError),
      slow,
    );
  },
};

// D15.
/** Cancel at "Confirm it's you": nothing is sent or said, and the form keeps the new address. */
export const ChangeEmailCancelled: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const email = await saveEmail(canvasElement, 'alex.new@example.com');
    const dialog = within(await stepUpDialog());
    await userEvent.type(dialog.getByLabelText(/^Password/), 'half');
    await userEvent.click(dialog.getByRole('button', { name: i18n._(stepUpTexts.cancel) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(email).toHaveValue('alex.new@example.com');
    await expect(
      region(canvasElement, i18n._(sectionTitles.personal)).queryByRole('alert'),
    ).toBeNull();
    await expect(mockApi.backend.outbox('alex.new@example.com')).toEqual([]);
    await expect(alexOnServer().email).toBe(alex.email);
    // Focus goes back to where the user was.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Save Changes' })).toHaveFocus(),
    );
  },
};

/** A wrong password at "Confirm it's you": the server's message under Password; no code is sent. */
export const ChangeEmailWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await saveEmail(canvasElement, 'alex.new@example.com');
    const dialog = await confirmItsYou('WrongPass1!');
    await waitFor(
      () =>
        expect(dialog.getByLabelText(/^Password/)).toHaveAccessibleDescription(
          serverTexts.passwordIncorrect,
        ),
      slow,
    );
    await expect(mockApi.backend.outbox('alex.new@example.com')).toEqual([]);
  },
};

/** Five failed checks pause the account: the spec's 429 text and when it can try again, in the dialog. */
export const StepUpPaused: Story = {
  parameters: withScenarios('auth.stepUp.tooManyRequests'),
  play: async ({ canvasElement }) => {
    await saveEmail(canvasElement, 'alex.new@example.com');
    const dialog = await confirmItsYou();
    const alert = await dialog.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(httpErrors.tooManyRequests);
    await expect(alert).toHaveTextContent(
      i18n._(stepUpTexts.retryAt(formatTime(mockApi.clock.now() + 60_000))),
    );
  },
};

/**
 * Turning on the authenticator app end to end: "Confirm it's you", the QR code and key of the (fixed demo)
 * secret, a current code from the app, then the 10 backup codes shown once; Done shows it on.
 */
export const EnrolAuthenticator: Story = {
  parameters: demoSecretSetup,
  play: async ({ canvasElement }) => {
    const section = await twoFactorSection(canvasElement);
    await expect(section.getByText(i18n._(twoFactorTexts.off))).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: i18n._(twoFactorTexts.turnOn) }));
    await confirmItsYou();

    await expect(
      await section.findByRole('img', { name: i18n._(twoFactorTexts.qrLabel(alex.email)) }, slow),
    ).toBeVisible();
    await expect(section.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(
      section.getByRole('heading', { name: i18n._(twoFactorTexts.setupTitle) }),
    ).toHaveFocus();
    // Not on before a current code proves the app holds the secret.
    await expect(mockApi.api.getSecuritySettings(alexId())).toMatchObject({
      totp_enabled: false,
    });

    await userEvent.type(
      section.getByLabelText(new RegExp(`^${i18n._(twoFactorTexts.codeLabel)}`)),
      authenticatorCode(),
    );
    await userEvent.click(section.getByRole('button', { name: i18n._(twoFactorTexts.enable) }));
    const codes = await section.findByRole(
      'list',
      { name: i18n._(twoFactorTexts.backupCodesList) },
      slow,
    );
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(section.getByText(serverTexts.totpEnabled)).toBeVisible();
    await expect(
      section.getByRole('button', { name: i18n._(twoFactorTexts.done) }),
    ).toHaveAccessibleDescription(i18n._(twoFactorTexts.doneNote));
    await expect(mockApi.api.getSecuritySettings(alexId())).toMatchObject({
      totp_enabled: true,
      backup_codes_remaining: 10,
    });

    await userEvent.click(section.getByRole('button', { name: i18n._(twoFactorTexts.done) }));
    await expect(
      await section.findByText(i18n._(twoFactorTexts.backupCodesLeft(10)), {}, slow),
    ).toBeVisible();
    await expect(section.getByText(i18n._(twoFactorTexts.on))).toBeVisible();
    await expect(
      section.getByText(formatDate(mockApi.clock.now())).closest('li'),
    ).toHaveTextContent(`On since ${formatDate(mockApi.clock.now())}`);
  },
};

/** A code the app does not show now: the server's message under the field; still off. */
export const EnrolWrongCode: Story = {
  parameters: demoSecretSetup,
  play: async ({ canvasElement }) => {
    const section = await twoFactorSection(canvasElement);
    await userEvent.click(section.getByRole('button', { name: i18n._(twoFactorTexts.turnOn) }));
    await confirmItsYou();
    const code = await section.findByLabelText(
      new RegExp(`^${i18n._(twoFactorTexts.codeLabel)}`),
      {},
      slow,
    );
    await userEvent.type(code, wrongCode(authenticatorCode()));
    await userEvent.click(section.getByRole('button', { name: i18n._(twoFactorTexts.enable) }));
    await waitFor(
      () =>
        expect(code).toHaveAccessibleDescription(
          describedAs(serverTexts.authenticationCodeIncorrect),
        ),
      slow,
    );
    await expect(mockApi.api.getSecuritySettings(alexId())).toMatchObject({
      totp_enabled: false,
    });
  },
};

/** The setup cannot start: the server's error beside the section; it stays off. */
export const EnrolServerError: Story = {
  parameters: withScenarios('security.totpSetup.serverError'),
  play: async ({ canvasElement }) => {
    const section = await twoFactorSection(canvasElement);
    await userEvent.click(section.getByRole('button', { name: i18n._(twoFactorTexts.turnOn) }));
    await waitFor(
      () => expect(section.getByRole('alert')).toHaveTextContent(httpErrors.serverError),
      slow,
    );
    await expect(
      section.getByRole('button', { name: i18n._(twoFactorTexts.turnOn) }),
    ).toBeEnabled();
  },
};

/** The authenticator app on (as if enrolled a day ago), for the stories that turn it off or renew codes. */
const authenticatorOn = async () => {
  await mockApi.backend.turnOnAuthenticator(alex.email);
};

/** On: since when and the codes left; Turn off asks first, then "Confirm it's you" with a code. */
export const TurnOffAuthenticator: Story = {
  beforeEach: authenticatorOn,
  play: async ({ canvasElement }) => {
    const section = await twoFactorSection(canvasElement);
    await expect(section.getByText(i18n._(twoFactorTexts.backupCodesLeft(10)))).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: i18n._(twoFactorTexts.turnOff) }));
    const confirm = within(
      await screen.findByRole('dialog', { name: i18n._(twoFactorTexts.turnOffTitle) }),
    );
    await userEvent.click(confirm.getByRole('button', { name: i18n._(twoFactorTexts.turnOff) }));
    // With the app on, the step-up asks for its code too.
    await confirmItsYou(alex.password, authenticatorCode());
    await waitFor(() => expect(section.getByText(serverTexts.totpDisabled)).toBeVisible(), slow);
    await expect(
      await section.findByRole('button', { name: i18n._(twoFactorTexts.turnOn) }, slow),
    ).toBeVisible();
    await expect(mockApi.api.getSecuritySettings(alexId())).toMatchObject({
      totp_enabled: false,
      backup_codes_remaining: 0,
    });
  },
};

/** Create new backup codes: shown once the same way; the old ones stop working. */
export const RenewBackupCodes: Story = {
  beforeEach: authenticatorOn,
  play: async ({ canvasElement }) => {
    const section = await twoFactorSection(canvasElement);
    await userEvent.click(section.getByRole('button', { name: i18n._(twoFactorTexts.renew) }));
    await confirmItsYou(alex.password, authenticatorCode());
    const codes = await section.findByRole(
      'list',
      { name: i18n._(twoFactorTexts.backupCodesList) },
      slow,
    );
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(section.getByText(serverTexts.backupCodesRenewed)).toBeVisible();
  },
};

/** With the app on, a password change asks "Confirm it's you" (and a code) first; the e-mailed code follows. */
export const ChangePasswordWithAuthenticator: Story = {
  beforeEach: authenticatorOn,
  play: async ({ canvasElement }) => {
    await twoFactorSection(canvasElement);
    await changePassword(canvasElement, alex.password, 'NewPass789!');
    await confirmItsYou(alex.password, authenticatorCode());
    const dialog = within(await passwordDialog());
    await expect(
      dialog.getByText(i18n._(profileSettingsTexts.passwordCodeSent(alex.email))),
    ).toBeVisible();
  },
};

/** The idle timeout: the saved 15 minutes, a new value saved after "Confirm it's you", said in words. */
export const ChangeIdleTimeout: Story = {
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole(
        'region',
        { name: i18n._(sectionTitles.idleTimeout) },
        slow,
      ),
    );
    const select = await section.findByLabelText(i18n._(idleTimeoutTexts.field), {}, slow);
    await expect(select).toHaveValue('15');
    await userEvent.selectOptions(select, '1 hour');
    await userEvent.click(section.getByRole('button', { name: i18n._(idleTimeoutTexts.save) }));
    await confirmItsYou();
    await waitFor(
      () => expect(section.getByText(i18n._(idleTimeoutTexts.saved('1 hour')))).toBeVisible(),
      slow,
    );
    await expect(mockApi.api.getSecuritySettings(alexId())).toMatchObject({
      idle_timeout_minutes: 60,
    });
    // Back where the user was once the dialog has closed.
    await waitFor(() =>
      expect(section.getByRole('button', { name: i18n._(idleTimeoutTexts.save) })).toHaveFocus(),
    );
  },
};

/** D16: the anti-phishing phrase, saved after "Confirm it's you", then heads the next e-mail. */
export const SetAntiPhishingPhrase: Story = {
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole(
        'region',
        { name: i18n._(antiPhishingTexts.title) },
        slow,
      ),
    );
    await userEvent.type(
      await section.findByLabelText(i18n._(antiPhishingTexts.field), {}, slow),
      'Blue heron 42',
    );
    await userEvent.click(section.getByRole('button', { name: i18n._(antiPhishingTexts.save) }));
    await confirmItsYou();
    await waitFor(
      () => expect(section.getByText(i18n._(antiPhishingTexts.saved))).toBeVisible(),
      slow,
    );
    await expect(section.getByText('Blue heron 42')).toBeVisible();
    await mockApi.api.requestForgotPassword({ email: alex.email });
    await expect(mockApi.backend.outbox(alex.email).at(-1)?.body).toMatch(
      /^Your anti-phishing phrase: Blue heron 42/,
    );
  },
};

/** Saving the value already saved: said, nothing sent, no step-up. */
export const IdleTimeoutUnchanged: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const section = within(
      await within(canvasElement).findByRole(
        'region',
        { name: i18n._(sectionTitles.idleTimeout) },
        slow,
      ),
    );
    await section.findByLabelText(i18n._(idleTimeoutTexts.field), {}, slow);
    await userEvent.click(section.getByRole('button', { name: i18n._(idleTimeoutTexts.save) }));
    await expect(await section.findByText(i18n._(idleTimeoutTexts.unchanged))).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The security settings cannot be read: both sections say so with Try Again; the profile's stay. */
export const SecuritySettingsServerError: Story = {
  parameters: withScenarios('security.settings.serverError'),
  play: async ({ canvasElement }) => {
    for (const title of [i18n._(sectionTitles.twoFactor), i18n._(sectionTitles.idleTimeout)]) {
      const section = within(
        await within(canvasElement).findByRole('region', { name: title }, slow),
      );
      await waitFor(
        () => expect(section.getByRole('alert')).toHaveTextContent(httpErrors.serverError),
        slow,
      );
      await expect(section.getByRole('button', { name: 'Try Again' })).toBeVisible();
    }
    await expect(await within(canvasElement).findByLabelText(/^First name/, {}, slow)).toHaveValue(
      'Alex',
    );
  },
};

const securityRecovery = createOutageRecovery('/auth/security/');

/** The security settings fail; Try Again stays busy while it runs, then both sections show them. */
export const SecuritySettingsTryAgain: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...securityRecovery.handlers, ...mockApi.handlers] },
  },
  beforeEach: securityRecovery.beforeEach,
  play: async ({ canvasElement }) => {
    const region2fa = await within(canvasElement).findByRole(
      'region',
      { name: i18n._(sectionTitles.twoFactor) },
      slow,
    );
    await waitFor(() => expect(within(region2fa).getByRole('alert')).toBeInTheDocument(), slow);
    const message = within(region2fa).getByRole('alert').textContent ?? '';
    await securityRecovery.tryAgain(region2fa, message);
    await expect(
      await within(region2fa).findByRole('button', { name: i18n._(twoFactorTexts.turnOn) }, slow),
    ).toBeVisible();
    await expect(
      await region(canvasElement, i18n._(sectionTitles.idleTimeout)).findByLabelText(
        i18n._(idleTimeoutTexts.field),
        {},
        slow,
      ),
    ).toHaveValue('15');
  },
};
