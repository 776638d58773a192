import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createStoryMockApi, scenario, storyHandlers, type ScenarioName } from '@tp/mocks';
import { httpErrors, loginErrors, sessionMessages, signupMessages } from '@tp/messages';
import { ClockProvider } from '../../clock';
import { enterCode } from '../../storybook/codeEntry';
import { clickResendWhenReady, slow } from '../../storybook/storyQueries';
import { inFlight, StoryApi, StoryRouter } from '../../storybook/StoryProviders';
import { LoginScreen } from './LoginScreen';
import { secondFactorTexts } from './loginTexts';
import { i18n } from '@tp/i18n';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { publicPageParameters } from '../../storybook/modes';

const mockApi = createStoryMockApi();

/**
 * The Login page: sign in with e-mail and password, with Remember me and a link for a forgotten
 * password. The stories sign in against the demo server and show each answer: success, an unknown
 * e-mail or wrong password, server and network errors, the message shown on arrival after a session
 * ended or a password reset, and the e-mailed code asked of an account that is not verified yet.
 */
const meta = {
  title: 'Screens/Login/LoginScreen',
  component: LoginScreen,
  parameters: {
    ...publicPageParameters,
    docs: { story: screenDocsStory },
    msw: { handlers: mockApi.handlers },
  },
  beforeEach: mockApi.reset,
  decorators: [
    // The code dialog counts on the mock server's clock, which a play moves past Resend's minute.
    (Story, { parameters }) => (
      <ClockProvider now={mockApi.clock.now}>
        <StoryApi storage={parameters.storage as Record<string, string> | undefined}>
          <StoryRouter path="/login" state={parameters.routeState}>
            <Story />
          </StoryRouter>
        </StoryApi>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** A story whose sign-in meets the named scenario and shows `message`. */
function failing(name: ScenarioName, message: string, timeout = 5_000): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...storyHandlers()] } },
    play: async ({ canvasElement }) => {
      await signIn(canvasElement, 'alex.morgan@example.com', 'DemoPass123!');
      await waitFor(
        () => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message),
        { timeout },
      );
      // Nothing the user typed is lost.
      await expect(within(canvasElement).getByLabelText('Email')).toHaveValue(
        'alex.morgan@example.com',
      );
    },
  };
}

export const Default: Story = {};

export const SignsInToDashboard: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { storage: {} },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'alex.morgan@example.com', 'DemoPass123!');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Navigated to /dashboard'),
    );
  },
};

export const Processing: Story = {
  parameters: {
    ...inFlight,
    msw: { handlers: [...scenario('auth.login.loading'), ...storyHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'alex.morgan@example.com', 'DemoPass123!');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Processing...' }),
    ).toBeDisabled();
  },
};

export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'nobody@example.com', 'DemoPass123!');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      loginErrors.emailNotFound,
    );
    await expect(within(canvasElement).getByLabelText('Email')).toHaveValue('nobody@example.com');
  },
};

export const InvalidPassword: Story = {
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'alex.morgan@example.com', 'wrong-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      loginErrors.invalidPassword,
    );
    await expect(within(canvasElement).getByLabelText('Email')).toHaveValue(
      'alex.morgan@example.com',
    );
  },
};
export const OtherUnauthorizedDetail = failing('auth.login.otherDetail', 'Account disabled');
export const UnauthorizedWithoutDetail = failing(
  'auth.login.noDetail',
  loginErrors.authenticationFailedFallback,
);
export const Forbidden = failing('auth.login.forbidden', httpErrors.forbidden);
export const TooManyRequests = failing('auth.login.tooManyRequests', httpErrors.tooManyRequests);
export const ServerError = failing('auth.login.serverError', httpErrors.serverError);
export const BadGateway = failing('auth.login.badGateway', httpErrors.serverError);
export const ServiceUnavailable = failing('auth.login.unavailable', httpErrors.serverError);
export const NonFieldErrors = failing(
  'auth.login.nonFieldErrors',
  'Unable to log in., Account locked.',
);
export const DetailOn400 = failing('auth.login.detail400', 'Bad request detail');
export const MessageOn400 = failing('auth.login.message400', 'Bad request message');
export const FieldErrorsOn400 = failing(
  'auth.login.fieldErrors',
  'email: Enter a valid email address.',
);
export const EmptyErrorBody = failing('auth.login.emptyError', httpErrors.fallback);
export const NetworkFailure = failing('auth.login.networkError', httpErrors.network);
export const Timeout = failing('auth.login.timeout', httpErrors.timeout);

export const ArrivesWithSessionEndedMessage: Story = {
  parameters: { routeState: { message: sessionMessages.invalidToken } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(sessionMessages.invalidToken)).toBeVisible();
  },
};

/**
 * The client ends a session with the reason as `session.clear(reason)`; the route guard sends the
 * user to /login with it as the route state, and the screen shows it as a warning.
 */
function arrivesAfterSessionEnded(reason: string): Story {
  return {
    parameters: { routeState: { message: reason } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(reason)).toBeVisible();
      // The user can sign in again straight away.
      await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    },
  };
}

/** A refresh was needed but no refresh token was stored. */
export const SessionEndedNoRefreshToken = arrivesAfterSessionEnded(sessionMessages.noRefreshToken);
/** A call was refused with neither an access token nor a refresh token to try. */
export const SessionEndedNoAuthToken = arrivesAfterSessionEnded(sessionMessages.noAuthToken);
/** The server refused the refresh token (expired, or its session was revoked: D12). */
export const SessionEndedInvalidOrExpiredToken = arrivesAfterSessionEnded(
  sessionMessages.invalidOrExpiredToken,
);

export const SessionExpiredInAnotherTab: Story = {
  play: async ({ canvasElement }) => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'authToken', oldValue: 'token', newValue: null }),
    );
    await expect(
      await within(canvasElement).findByText(sessionMessages.sessionExpired),
    ).toBeVisible();
  },
};

const sam = {
  first_name: 'Sam',
  last_name: 'Taylor',
  email: 'sam.taylor@example.com',
  phone_number: '+15550104477',
  password: 'Secret123!',
  verify_password: 'Secret123!',
};

// Spec 1 §2.
/** The verification dialog is used from login when the account is not verified yet. */
export const UnverifiedAccountVerifiesHere: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: async () => {
    await mockApi.api.signup(sam);
    // Half a minute after signing up: the sign-up code still works, so none is sent.
    mockApi.clock.advance(30_000);
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, sam.email, sam.password);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' }, slow);
    await expect(within(dialog).getByText(sam.email)).toBeVisible();
    await expect(within(dialog).getByText(/Email not verified/)).toBeVisible();
    // The 403 names that code's times: Resend opens a minute after it was sent, not after the sign-in.
    await expect(within(dialog).getByText(/^Resend available in (30|29) s$/)).toBeVisible();
    await enterCode(within(dialog), mockApi.backend.latestCode(sam.email, 'signup') ?? '');
    await expect(await screen.findByText('Navigated to /dashboard', {}, slow)).toBeVisible();
  },
};

export const UnverifiedScenarioOpensDialog: Story = {
  parameters: { msw: { handlers: [...scenario('auth.login.unverified'), ...storyHandlers()] } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'alex.morgan@example.com', 'DemoPass123!');
    await expect(
      await screen.findByRole('dialog', { name: 'Verify Your Email' }, slow),
    ).toBeVisible();
  },
};

export const UnverifiedResendShowsNewOtpAlert: Story = {
  parameters: {
    msw: {
      handlers: [...scenario('auth.login.unverified'), ...storyHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, 'nobody.yet@example.com', 'Whatever123!');
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' }, slow);
    // The scenario's 403 names a code sent as it answers: a minute until Resend.
    await expect(within(dialog).getByText('Resend available in 60 s')).toBeVisible();
    mockApi.clock.advance(61_000);
    // The mock answers a resend for an address it does not know like any other (no enumeration).
    await clickResendWhenReady(dialog);
    await expect(await screen.findByText(signupMessages.newOtpSent)).toBeVisible();
  },
};

export const ArrivesAfterPasswordReset: Story = {
  parameters: {
    routeState: { message: 'Your password has been reset. Please sign in.', tone: 'success' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Your password has been reset. Please sign in.'),
    ).toBeVisible();
  },
};

const alexEmail = 'alex.morgan@example.com';
const withAuthenticator = {
  msw: {
    handlers: [
      ...scenario('auth.login.secondFactor', { backend: mockApi.backend }),
      ...mockApi.handlers,
    ],
  },
};

async function enterAuthenticationCode(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByLabelText(i18n._(secondFactorTexts.field));
  await userEvent.type(field, code);
  await userEvent.click(canvas.getByRole('button', { name: i18n._(secondFactorTexts.submit) }));
}

/** D15: with an authenticator app on, the right password leads to the code step, and the code signs in. */
export const AsksForAuthenticationCode: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { ...withAuthenticator, storage: {} },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, alexEmail, 'DemoPass123!');
    await expect(
      await within(canvasElement).findByRole('heading', { name: i18n._(secondFactorTexts.title) }),
    ).toBeVisible();
    await enterAuthenticationCode(
      canvasElement,
      mockApi.backend.authenticatorCode(alexEmail) ?? '',
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Navigated to /dashboard'),
    );
  },
};

/** A wrong code is said under the field and counts as a failed sign-in; the field keeps it. */
export const WrongAuthenticationCode: Story = {
  parameters: withAuthenticator,
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, alexEmail, 'DemoPass123!');
    await enterAuthenticationCode(canvasElement, '000000');
    const field = within(canvasElement).getByLabelText(i18n._(secondFactorTexts.field));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('The authentication code is incorrect.'),
      ),
    );
    await expect(field).toHaveValue('000000');
  },
};

/** A backup code signs in once; the page says how many are left before the dashboard opens. */
export const SignsInWithBackupCode: Story = {
  parameters: { ...withAuthenticator, storage: {} },
  play: async ({ canvasElement }) => {
    const [backupCode] = await mockApi.backend.turnOnAuthenticator(alexEmail);
    await signIn(canvasElement, alexEmail, 'DemoPass123!');
    await enterAuthenticationCode(canvasElement, backupCode ?? '');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      i18n._(secondFactorTexts.backupCodeUsed(9)),
    );
  },
};

/** D15: after 5 wrong passwords in 15 minutes the sixth try is refused, with the time it opens again. */
export const PausedAfterFiveWrongPasswords: Story = {
  play: async ({ canvasElement }) => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      await mockApi.api
        .login({ email: alexEmail, password: 'not-the-password' })
        .catch(() => undefined);
    await signIn(canvasElement, alexEmail, 'DemoPass123!');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(httpErrors.tooManyRequests);
    await expect(canvas.getByText(/Sign-ins to this account are paused until/)).toBeVisible();
  },
};
