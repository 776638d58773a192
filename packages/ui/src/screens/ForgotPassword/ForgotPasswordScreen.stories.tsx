import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createStoryMockApi, scenario, type ScenarioName } from '@tp/mocks';
import {
  codeCheckMessages,
  codeValidation,
  forgotPasswordMessages,
  httpErrors,
  loginServerDetails,
} from '@tp/messages';
import { ClockProvider } from '../../clock';
import { formatTime } from '../../format';
import { enterCode, wrongCode } from '../../storybook/codeEntry';
import { inFlight, StoryApi, StoryRouter } from '../../storybook/StoryProviders';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { clickResendWhenReady, slow } from '../../storybook/storyQueries';
import { publicPageParameters } from '../../storybook/modes';

const mockApi = createStoryMockApi();
const alex = { email: 'alex.morgan@example.com', password: 'DemoPass123!' };

/**
 * The Forgot Password page, open to everyone: the user gives their e-mail address, enters the code
 * we e-mail to them, then sets a new password and goes back to Sign In. The stories run the page
 * against the test server for the demo account Alex Morgan (not signed in), and show each answer
 * the server can give: a full reset, wrong or expired codes, sending a new code, and errors.
 */
const meta = {
  title: 'Screens/ForgotPassword/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: {
    ...publicPageParameters,
    docs: { story: screenDocsStory },
    msw: { handlers: mockApi.handlers },
  },
  beforeEach: () => {
    mockApi.reset();
  },
  decorators: [
    // The code dialog counts on the mock server's clock, which a play moves past Resend's minute.
    (Story) => (
      <ClockProvider now={mockApi.clock.now}>
        <StoryApi>
          <StoryRouter path="/forgot-password">
            <Story />
          </StoryRouter>
        </StoryApi>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function requestCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), alex.email);
  await userEvent.click(canvas.getByRole('button', { name: 'Request OTP' }));
}

const emailedCode = () => mockApi.backend.latestCode(alex.email, 'forgot_password') ?? '';
const navigatedToLogin = () =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Navigated to /login'), slow);

export const Default: Story = {};

export const ResetsPassword: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Enter Verification Code' }, slow);
    await expect(within(dialog).getByText(forgotPasswordMessages.codeSent)).toBeVisible();
    await enterCode(screen, wrongCode(emailedCode()));
    await expect(await screen.findByText(codeCheckMessages.incorrect, {}, slow)).toBeVisible();
    await enterCode(screen, emailedCode());
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(forgotPasswordMessages.otpVerified, {}, slow),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'BrandNew456!');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'BrandNew456!');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await navigatedToLogin();
    // The new password signs in; the old one does not.
    await expect(
      mockApi.api.login({ email: alex.email, password: 'BrandNew456!' }),
    ).resolves.toMatchObject({ username: 'alexmorgan' });
    await expect(mockApi.api.login(alex)).rejects.toMatchObject({
      status: 401,
      body: { detail: loginServerDetails.invalidPassword },
    });
  },
};

export const Requesting: Story = {
  parameters: {
    ...inFlight,
    msw: {
      handlers: [...scenario('auth.forgotPassword.request.loading'), ...mockApi.handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Requesting...' }, slow),
    ).toBeDisabled();
  },
};

function requestFails(name: ScenarioName, message: string): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...mockApi.handlers] } },
    play: async ({ canvasElement }) => {
      await requestCode(canvasElement);
      await expect(await within(canvasElement).findByRole('alert', {}, slow)).toHaveTextContent(
        message,
      );
      await expect(within(canvasElement).getByLabelText('Email')).toHaveValue(alex.email);
    },
  };
}

export const RequestFailed = requestFails(
  'auth.forgotPassword.request.emptyError',
  forgotPasswordMessages.requestFailed,
);
export const RequestServerError = requestFails(
  'auth.forgotPassword.request.serverError',
  httpErrors.serverError,
);

export const MissingOtp: Story = {
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }, slow));
    await expect(screen.getByText(codeValidation.otpRequired)).toBeVisible();
  },
};

function verifyFails(name: ScenarioName, message: string): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...mockApi.handlers] } },
    play: async ({ canvasElement }) => {
      await requestCode(canvasElement);
      await enterCode(screen, '123456');
      await expect(await screen.findByText(message, {}, slow)).toBeVisible();
    },
  };
}

export const VerifyExpired = verifyFails(
  'auth.forgotPassword.verify.expired',
  codeCheckMessages.expired,
);
// Spec 1 §8.
/** An answer that names no message gets the forgot-password catalogue's own text. */
export const VerifyFailedWithoutMessage = verifyFails(
  'auth.forgotPassword.verify.emptyError',
  forgotPasswordMessages.verificationFailed,
);

/** 429 with redirect_to_login: the flow ends on /login, with the server's reason (spec 1 §4). */
export const VerifyRedirectsToLogin: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...scenario('auth.forgotPassword.verify.tooMany'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    await enterCode(screen, '123456');
    await navigatedToLogin();
    await expect(screen.getByText(`Message: ${httpErrors.tooManyRequests}`)).toBeVisible();
  },
};

// D1.
/** The request's answer sets when the code expires and when Resend Code wakes (its countdown). */
export const CodeExpiryAndResendCountdown: Story = {
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Enter Verification Code' }, slow);
    const expiry = formatTime(mockApi.clock.now() + 10 * 60_000);
    await expect(dialog).toHaveTextContent(`The code expires at ${expiry}.`);
    await expect(within(dialog).getByText('Resend available in 60 s')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  },
};

export const ResendsNewCode: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Enter Verification Code' }, slow);
    mockApi.clock.advance(61_000);
    await clickResendWhenReady(dialog);
    await expect(
      await screen.findByText(forgotPasswordMessages.newCodeSent, {}, slow),
    ).toBeVisible();
    await enterCode(screen, emailedCode());
    await expect(
      await within(canvasElement).findByText(forgotPasswordMessages.otpVerified, {}, slow),
    ).toBeVisible();
  },
};

/** The server refuses a resend with 429 retry_after (42 s): its text, and the countdown moves to the wait. */
export const ResendTooSoon: Story = {
  parameters: {
    msw: {
      handlers: [...scenario('auth.forgotPassword.resend.cooldown'), ...mockApi.handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Enter Verification Code' }, slow);
    mockApi.clock.advance(61_000);
    await clickResendWhenReady(dialog);
    await expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.tooManyRequests,
    );
    await expect(
      await within(dialog).findByText('Resend available in 42 s', {}, slow),
    ).toBeVisible();
  },
};

async function reachReset(canvasElement: HTMLElement) {
  await requestCode(canvasElement);
  await screen.findByRole('dialog', { name: 'Enter Verification Code' }, slow);
  await enterCode(screen, emailedCode());
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('New password', {}, slow), 'BrandNew456!');
  await userEvent.type(canvas.getByLabelText('Confirm new password'), 'BrandNew456!');
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
}

export const ResetExpiredRedirectsToLogin: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...scenario('auth.forgotPassword.reset.expired'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await reachReset(canvasElement);
    await navigatedToLogin();
  },
};

export const ResetServerError: Story = {
  parameters: {
    msw: { handlers: [...scenario('auth.forgotPassword.reset.serverError'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await reachReset(canvasElement);
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
  },
};

export const ResendFailedWithoutMessage: Story = {
  parameters: {
    msw: {
      handlers: [...scenario('auth.forgotPassword.resend.emptyError'), ...mockApi.handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await requestCode(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Enter Verification Code' }, slow);
    mockApi.clock.advance(61_000);
    await clickResendWhenReady(dialog);
    await expect(await within(dialog).findByRole('alert', {}, slow)).toHaveTextContent(
      forgotPasswordMessages.resendFailed,
    );
  },
};
