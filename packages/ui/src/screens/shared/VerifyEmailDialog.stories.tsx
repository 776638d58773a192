import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiProvider, createApiClients, createMemoryStorage, useSession } from '@tp/api';
import {
  API_BASE_URL,
  createStoryMockApi,
  MARKET_BASE_URL,
  scenario,
  type ScenarioName,
} from '@tp/mocks';
import { codeCheckMessages, codeValidation, httpErrors, signupMessages } from '@tp/messages';
import { ClockProvider } from '../../clock';
import { enterCode, wrongCode } from '../../storybook/codeEntry';
import { StoryApi, storyTimeoutMs } from '../../storybook/StoryProviders';
import { VerifyEmailDialog } from './VerifyEmailDialog';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { clickResendWhenReady, slow } from '../../storybook/storyQueries';

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

// How the e-mail dialog maps the sign-up code's answers onto the shared code dialog (whose states
// are the CodeDialog widget's stories). It counts on the mock server's clock, which a play moves
// past Resend's minute.
/**
 * The Verify Your Email dialog, opened after signing up, or when signing in to an account not
 * verified yet: the 6-digit code we e-mail, Verify, and Resend Code with its countdown. The stories
 * run it against the demo server for a new client, Sam Taylor, and show a correct code signing the
 * user in, each refusal (wrong code, expired code, too many tries) and each resend error.
 */
const meta = {
  title: 'Screens/VerifyEmail/VerifyEmailDialog',
  component: VerifyEmailDialog,
  args: { email: sam.email, open: true, onCancel: fn(), onVerified: fn() },
  parameters: {
    docs: { story: screenDocsStory },
    msw: { handlers: mockApi.handlers },
  },
  beforeEach: async () => {
    mockApi.reset();
    // A pending sign-up: the mock server has e-mailed Sam a code.
    await mockApi.api.signup(sam);
  },
  decorators: [
    (Story) => (
      <ClockProvider now={mockApi.clock.now}>
        <StoryApi>
          <SessionLine />
          <Story />
        </StoryApi>
      </ClockProvider>
    ),
  ],
} satisfies Meta<typeof VerifyEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Verify Your Email' }, slow);
const codeInput = () => screen.getByLabelText(/Verification code/);
const emailedCode = () => mockApi.backend.latestCode(sam.email, 'signup') ?? '';
const withScenario = (name: ScenarioName) => ({
  msw: { handlers: [...scenario(name), ...mockApi.handlers] },
});

// Spec 1 §2.
/** Verify stays disabled while the code is empty; a short code gets the spec's message. */
export const Default: Story = {
  play: async () => {
    const open = await dialog();
    await expect(within(open).getByText(sam.email)).toBeVisible();
    await expect(within(open).getByRole('button', { name: 'Verify' })).toBeDisabled();
    await userEvent.type(codeInput(), '123');
    await userEvent.click(within(open).getByRole('button', { name: 'Verify' }));
    await expect(within(open).getByText(codeValidation.codeRequired)).toBeVisible();
  },
};

export const VerifiesAndSignsIn: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Not signed in');
    await enterCode(screen, emailedCode());
    await waitFor(() => expect(args.onVerified).toHaveBeenCalled(), slow);
    // Both tokens and the username are stored (spec 1 §4).
    await expect(canvasElement).toHaveTextContent('Signed in as samtaylor');
  },
};

export const IncorrectCode: Story = {
  play: async ({ args }) => {
    await enterCode(screen, wrongCode(emailedCode()));
    await expect(await screen.findByText(codeCheckMessages.incorrect, {}, slow)).toBeVisible();
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

/** The dialog meets the named scenario on Verify and shows `message` under the code field. */
function verifyRefused(name: ScenarioName, message: string): Story {
  return {
    parameters: withScenario(name),
    play: async ({ args }) => {
      await enterCode(screen, '123456');
      await waitFor(
        () => expect(codeInput()).toHaveAccessibleDescription(expect.stringContaining(message)),
        slow,
      );
      await expect(args.onVerified).not.toHaveBeenCalled();
    },
  };
}

export const CodeExpired = verifyRefused('auth.verify.expired', codeCheckMessages.expired);
export const TooManyTries = verifyRefused('auth.verify.tooMany', httpErrors.tooManyRequests);
export const EmptyErrorAnswer = verifyRefused(
  'auth.verify.emptyError',
  signupMessages.otpVerificationFailed,
);

/** Verified, but the answer lacks what signs the user in: said above the field, and nobody is signed in. */
function verifiedWithout(name: ScenarioName, message: string): Story {
  return {
    parameters: withScenario(name),
    play: async ({ canvasElement }) => {
      await enterCode(screen, '123456');
      await expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(message);
      await expect(canvasElement).toHaveTextContent('Not signed in');
    },
  };
}

export const MissingRefreshToken = verifiedWithout(
  'auth.verify.missingRefreshToken',
  signupMessages.missingRefreshToken,
);
export const MissingTokens = verifiedWithout(
  'auth.verify.missingTokens',
  signupMessages.authErrorAfterVerification,
);

/** API clients whose storage refuses every write, as a full or blocked browser storage does. */
function StorageRefusingApi({ children }: { children: ReactNode }) {
  const [clients] = useState(() =>
    createApiClients({
      baseUrl: API_BASE_URL,
      marketBaseUrl: MARKET_BASE_URL,
      storage: {
        ...createMemoryStorage(),
        setItem: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
      timeoutMs: storyTimeoutMs,
    }),
  );
  return <ApiProvider clients={clients}>{children}</ApiProvider>;
}

/**
 * From the login (spec 1 §8): a failure that is no API answer, here a browser that refuses to store the
 * session (a full or blocked storage), says the flow's own text.
 */
export const StorageRefusedFromLogin: Story = {
  args: { unexpectedErrorMessage: signupMessages.authenticationFailed },
  decorators: [
    (Story) => (
      <StorageRefusingApi>
        <Story />
      </StorageRefusingApi>
    ),
  ],
  play: async () => {
    await enterCode(screen, emailedCode());
    await expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      signupMessages.authenticationFailed,
    );
  },
};

export const ResendsNewCode: Story = {
  play: async () => {
    mockApi.clock.advance(61_000); // past the one-minute resend limit
    await clickResendWhenReady(await dialog());
    await expect(await screen.findByText(signupMessages.newOtpSent, {}, slow)).toBeVisible();
    await expect(mockApi.backend.outbox(sam.email)).toHaveLength(2);
  },
};

/** After a resend the first code no longer works: it gets the incorrect-code message. */
export const ResendRetiresTheOldCode: Story = {
  tags: ['interaction', '!autodocs'],
  play: async () => {
    const first = emailedCode();
    mockApi.clock.advance(61_000); // past the one-minute resend limit
    await clickResendWhenReady(await dialog());
    await expect(await screen.findByText(signupMessages.newOtpSent, {}, slow)).toBeVisible();
    if (first !== emailedCode()) {
      await enterCode(screen, first);
      await expect(await screen.findByText(codeCheckMessages.incorrect, {}, slow)).toBeVisible();
    }
  },
};

/** The server refuses a resend with 429 retry_after (42 s): its text, and the countdown moves to the wait. */
export const ResendTooSoon: Story = {
  parameters: withScenario('auth.resend.cooldown'),
  play: async () => {
    mockApi.clock.advance(61_000);
    await clickResendWhenReady(await dialog());
    await expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.tooManyRequests,
    );
    await expect(await screen.findByText('Resend available in 42 s', {}, slow)).toBeVisible();
  },
};

// Spec 1 §8.
/** A resend answer that names no message gets the sign-up catalogue's text. */
export const ResendFailedWithoutMessage: Story = {
  parameters: withScenario('auth.resend.emptyError'),
  play: async () => {
    mockApi.clock.advance(61_000);
    await clickResendWhenReady(await dialog());
    await expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      signupMessages.resendCodeFailed,
    );
  },
};
