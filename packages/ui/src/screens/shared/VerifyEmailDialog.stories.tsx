import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { useSession } from '@tp/api';
import { createStoryMockApi, scenario, type ScenarioName } from '@tp/mocks';
import { codeCheckMessages, httpErrors, signupMessages } from '@tp/messages';
import { enterCode, wrongCode } from '../../storybook/codeEntry';
import { inFlight, StoryApi } from '../../storybook/StoryProviders';
import { VerifyEmailDialog } from './VerifyEmailDialog';
import { isolatedDocs } from '../../storybook/isolatedDocs';
import { slow } from '../../storybook/storyQueries';

const mockApi = createStoryMockApi();
const sam = {
  first_name: 'Sam',
  last_name: 'Taylor',
  email: 'sam.taylor@example.com',
  phone_number: '+15550104477',
  password: 'Secret123!',
  verify_password: 'Secret123!',
};

/** Shows what the session holds, so a story can see the sign-in happen. */
function SessionLine() {
  const { isAuthenticated, username, refreshToken } = useSession();
  return <p>{isAuthenticated && refreshToken ? `Signed in as ${username}` : 'Not signed in'}</p>;
}

const meta = {
  title: 'Screens/VerifyEmail/VerifyEmailDialog',
  component: VerifyEmailDialog,
  args: { email: sam.email, open: true, onCancel: fn(), onVerified: fn() },
  parameters: {
    ...isolatedDocs,
    msw: { handlers: mockApi.handlers },
  },
  beforeEach: async () => {
    mockApi.reset();
    // A pending sign-up: the mock server has e-mailed Sam a code.
    await mockApi.backend.signup(sam);
  },
  decorators: [
    (Story) => (
      <StoryApi>
        <SessionLine />
        <Story />
      </StoryApi>
    ),
  ],
} satisfies Meta<typeof VerifyEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = () => screen.getByLabelText(/Verification code/);

const emailedCode = () => mockApi.backend.latestCode(sam.email, 'signup') ?? '';

export const Default: Story = {};

export const VerifiesAndSignsIn: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Not signed in');
    await enterCode(screen, emailedCode());
    await waitFor(() => expect(args.onVerified).toHaveBeenCalled(), slow);
    // Both tokens and the username are stored (spec 1 §4).
    await expect(canvasElement).toHaveTextContent('Signed in as samtaylor');
  },
};

export const Verifying: Story = {
  parameters: {
    ...inFlight,
    msw: { handlers: [...scenario('auth.verify.loading'), ...mockApi.handlers] },
  },
  play: async () => {
    await enterCode(screen, '123456');
    await expect(await screen.findByRole('button', { name: 'Verifying...' }, slow)).toBeDisabled();
  },
};

export const IncorrectCode: Story = {
  play: async ({ args }) => {
    await enterCode(screen, wrongCode(emailedCode()));
    await expect(await screen.findByText(codeCheckMessages.incorrect, {}, slow)).toBeVisible();
    await expect(args.onVerified).not.toHaveBeenCalled();
    // What was typed stays; editing clears the message.
    await expect(codeInput()).toHaveValue(wrongCode(emailedCode()));
    await userEvent.type(codeInput(), '{Backspace}');
    await expect(screen.queryByText(codeCheckMessages.incorrect)).toBeNull();
  },
};

/** The dialog meets the named scenario on Verify and shows `message`. */
function verifyFails(name: ScenarioName, message: string): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...mockApi.handlers] } },
    play: async ({ args }) => {
      await enterCode(screen, '123456');
      await expect(await screen.findByText(message, {}, slow)).toBeVisible();
      await expect(args.onVerified).not.toHaveBeenCalled();
    },
  };
}

export const CodeExpired = verifyFails('auth.verify.expired', codeCheckMessages.expired);
export const TooManyTries = verifyFails('auth.verify.tooMany', httpErrors.tooManyRequests);
export const EmptyErrorAnswer = verifyFails(
  'auth.verify.emptyError',
  signupMessages.otpVerificationFailed,
);
export const ServerError = verifyFails('auth.verify.serverError', httpErrors.serverError);
export const MissingRefreshToken = verifyFails(
  'auth.verify.missingRefreshToken',
  signupMessages.missingRefreshToken,
);
export const MissingTokens = verifyFails(
  'auth.verify.missingTokens',
  signupMessages.authErrorAfterVerification,
);

export const MissingRefreshTokenSignsNobodyIn: Story = {
  ...MissingRefreshToken,
  play: async ({ canvasElement }) => {
    await enterCode(screen, '123456');
    await expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      signupMessages.missingRefreshToken,
    );
    await expect(canvasElement).toHaveTextContent('Not signed in');
  },
};

export const ResendsNewCode: Story = {
  play: async () => {
    const first = emailedCode();
    mockApi.clock.advance(61_000); // past the one-minute resend limit
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await expect(await screen.findByText(signupMessages.newOtpSent, {}, slow)).toBeVisible();
    await expect(mockApi.backend.outbox(sam.email)).toHaveLength(2);
    await expect(emailedCode()).toMatch(/^\d{6}$/);
    // The old code no longer works, the new one does.
    if (first !== emailedCode()) {
      await enterCode(screen, first);
      await expect(await screen.findByText(codeCheckMessages.incorrect, {}, slow)).toBeVisible();
    }
  },
};

export const ResendTooSoon: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.tooManyRequests,
    );
  },
};

export const ResendServerError: Story = {
  parameters: { msw: { handlers: [...scenario('auth.resend.serverError'), ...mockApi.handlers] } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
  },
};

/** Spec 1 §8: a resend answer that names no message gets the sign-up catalogue's text. */
export const ResendFailedWithoutMessage: Story = {
  parameters: { msw: { handlers: [...scenario('auth.resend.emptyError'), ...mockApi.handlers] } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      signupMessages.resendCodeFailed,
    );
  },
};

export const Cancels: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
