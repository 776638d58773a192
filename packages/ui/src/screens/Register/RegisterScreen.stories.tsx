import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createStoryMockApi, scenario, type ScenarioName } from '@tp/mocks';
import {
  codeCheckMessages,
  forgotPasswordMessages,
  httpErrors,
  registerValidation,
  signupMessages,
} from '@tp/messages';
import { ClockProvider } from '../../clock';
import { formatTime } from '../../format';
import { enterCode, wrongCode } from '../../storybook/codeEntry';
import { inFlight, StoryApi, StoryRouter } from '../../storybook/StoryProviders';
import { RegisterScreen } from './RegisterScreen';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { clickResendWhenReady, slow } from '../../storybook/storyQueries';
import { publicPageParameters } from '../../storybook/modes';

const mockApi = createStoryMockApi();

/**
 * The Register page: the Create Account form, then the Verify Your Email dialog with the code we
 * e-mail, then the Dashboard. The stories sign up a new client, Sam Taylor, against the demo server
 * and show the whole journey, the code's expiry and the Resend Code countdown, and each error the
 * server can answer, such as an e-mail already in use.
 */
const meta = {
  title: 'Screens/Register/RegisterScreen',
  component: RegisterScreen,
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
          <StoryRouter path="/register">
            <Story />
          </StoryRouter>
        </StoryApi>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sam = { email: 'sam.taylor@example.com' };

async function register(canvasElement: HTMLElement, email = sam.email) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('First name'), 'Sam');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Taylor');
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Phone number'), '+1 555 010 4477');
  await userEvent.type(canvas.getByLabelText('Password'), 'Secret123!');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret123!');
  await userEvent.click(canvas.getByLabelText(/Terms and Conditions/));
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
}

const emailedCode = () => mockApi.backend.latestCode(sam.email, 'signup') ?? '';

export const Default: Story = {};

export const SignsUpVerifiesAndLandsOnDashboard: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' }, slow);
    await expect(within(dialog).getByText(forgotPasswordMessages.codeSent)).toBeVisible();
    // The agreement checkbox is client-only: the server got the six fields and made the account.
    await expect(mockApi.backend.userIdByEmail(sam.email)).toBeDefined();
    await enterCode(screen, wrongCode(emailedCode()));
    await expect(await screen.findByText(codeCheckMessages.incorrect, {}, slow)).toBeVisible();
    await enterCode(screen, emailedCode());
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Navigated to /dashboard'),
      slow,
    );
  },
};

export const SigningUp: Story = {
  parameters: {
    ...inFlight,
    msw: { handlers: [...scenario('auth.signup.loading'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Signing Up...' }, slow),
    ).toBeDisabled();
  },
};

// D1.
/** The sign-up's answer sets when the code expires and when Resend Code wakes (its countdown). */
export const CodeExpiryAndResendCountdown: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' }, slow);
    const expiry = formatTime(mockApi.clock.now() + 10 * 60_000);
    await expect(dialog).toHaveTextContent(`The code expires at ${expiry}.`);
    await expect(within(dialog).getByText('Resend available in 60 s')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  },
};

export const ResendsNewOtp: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' }, slow);
    mockApi.clock.advance(61_000);
    await clickResendWhenReady(dialog);
    await expect(await screen.findByText(signupMessages.newOtpSent, {}, slow)).toBeVisible();
    await enterCode(screen, emailedCode());
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Navigated to /dashboard'),
      slow,
    );
  },
};

export const CancelKeepsTheForm: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, slow));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(within(canvasElement).getByLabelText('Email')).toHaveValue(sam.email);
  },
};

export const DuplicateEmail: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement, 'alex.morgan@example.com');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      registerValidation.fixErrorsBanner,
    );
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'A user with this email already exists.',
    );
  },
};

/** Editing the e-mail field clears its server message. */
export const EditingClearsTheEmailError: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await register(canvasElement, 'alex.morgan@example.com');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Email'), 'x');
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerFieldErrors: Story = {
  parameters: {
    msw: { handlers: [...scenario('auth.signup.fieldErrors'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      registerValidation.fixErrorsBanner,
    );
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter a valid phone number.',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'This password is too common.',
    );
  },
};

function failing(name: ScenarioName, message: string, timeout = 5_000): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...mockApi.handlers] } },
    play: async ({ canvasElement }) => {
      await register(canvasElement);
      await waitFor(
        () => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message),
        { timeout },
      );
      await expect(within(canvasElement).getByLabelText('Email')).toHaveValue(sam.email);
    },
  };
}

export const EmptyErrorAnswer = failing('auth.signup.emptyError', signupMessages.signupFailed);
export const ServerError = failing('auth.signup.serverError', httpErrors.serverError);
export const TooManyRequests = failing('auth.signup.tooManyRequests', httpErrors.tooManyRequests);
export const NetworkFailure = failing('auth.signup.networkError', httpErrors.network);
