import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { CodeCheck, CodeResend } from '../../widgets/CodeDialog';
import {
  codeValidation,
  forgotPasswordMessages,
  httpErrors,
  loginValidation,
  registerValidation,
} from '@tp/messages';
import { slow } from '../../storybook/storyQueries';
import { fixedNotice } from '../../widgets/LiveNotice';
import { ForgotPasswordView } from './ForgotPasswordView';
import { publicPageParameters } from '../../storybook/modes';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';

const codeSent = {
  challenge: { serverTime: 0, expiresAt: 600_000, resendAt: 60_000, emailSent: true },
  notice: { tone: 'success', message: forgotPasswordMessages.codeSent },
} as const;

/**
 * The Forgot Password page: the e-mail form that asks for a code, the window to enter the code we
 * e-mail, and the form for the new password. The stories draw the page from given data, one story
 * per step and state, with each form message.
 */
const meta = {
  title: 'Screens/ForgotPassword/ForgotPasswordView',
  parameters: publicPageParameters,
  component: ForgotPasswordView,
  args: {
    stage: 'request',
    onRequest: fn(),
    onVerify: fn(async (): Promise<CodeCheck> => ({ kind: 'confirmed' })),
    onResend: fn(async (): Promise<CodeResend> => ({
      kind: 'sent',
      challenge: codeSent.challenge,
      notice: { tone: 'success', message: forgotPasswordMessages.newCodeSent },
    })),
    onCancelCode: fn(),
    onReset: fn(),
    notice: fixedNotice(null),
  },
  argTypes: {
    stage: {
      control: 'inline-radio',
      options: ['request', 'verify', 'reset'],
      description: 'The step: ask for a code, enter it (the code dialog), or set the new password',
    },
    notice: fixtureArg(
      {
        'No message': fixedNotice(null),
        'Request failed': fixedNotice({
          tone: 'error',
          message: forgotPasswordMessages.requestFailed,
        }),
        'OTP verified': fixedNotice({
          tone: 'success',
          message: forgotPasswordMessages.otpVerified,
        }),
        'Reset failed': fixedNotice({ tone: 'error', message: httpErrors.serverError }),
      },
      'The message above the form',
    ),
    codeSent: fixtureArg(
      { 'Code just sent': codeSent, 'Sent earlier': undefined },
      'The code the dialog asks for (the code step)',
    ),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'alex.morgan@example.com';
const codeInput = () => screen.getByLabelText(/Verification code/);

export const Request: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request OTP' }));
    await expect(canvas.getByText(loginValidation.emailRequired)).toBeVisible();
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** Typing an address clears the message; Enter then requests the code for the trimmed address. */
export const TypingClearsTheEmailMessage: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request OTP' }));
    await expect(canvas.getByText(loginValidation.emailRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), ' alex.morgan@example.com ');
    await expect(canvas.queryByText(loginValidation.emailRequired)).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).toHaveBeenCalledWith(email);
  },
};

/** The request is under way: the button says Requesting... and a second press sends nothing. */
export const Requesting: Story = {
  args: { onRequest: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), email);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Requesting...' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
  },
};

export const RequestFailed: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: forgotPasswordMessages.requestFailed }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      forgotPasswordMessages.requestFailed,
    );
  },
};

/** The verify stage: the code dialog (its states are the CodeDialog widget's stories) for this address. */
export const CodeSent: Story = {
  args: { stage: 'verify', email, codeSent },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter Verification Code' }, slow);
    await expect(within(dialog).getByText(forgotPasswordMessages.codeSent)).toBeVisible();
    await expect(within(dialog).getByText(email)).toBeVisible();
    // Unlike the e-mail dialog, Verify stays enabled so a missing code gets its message.
    await expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};

export const MissingOtp: Story = {
  args: { stage: 'verify', email, codeSent },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }, slow));
    await expect(screen.getByText(codeValidation.otpRequired)).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** Pasting a code clears the message; Verify then sends the code without its spaces. */
export const PastingACodeClearsTheMessage: Story = {
  tags: ['interaction', '!autodocs'],
  args: { stage: 'verify', email, codeSent },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }, slow));
    await expect(screen.getByText(codeValidation.otpRequired)).toBeVisible();
    await userEvent.click(codeInput());
    await userEvent.paste('123 456');
    await expect(screen.queryByText(codeValidation.otpRequired)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

export const OtpVerified: Story = {
  args: {
    stage: 'reset',
    email,
    notice: fixedNotice({ tone: 'success', message: forgotPasswordMessages.otpVerified }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(forgotPasswordMessages.otpVerified)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'BrandNew456!');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'BrandNew456!');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(args.onReset).toHaveBeenCalledWith({
      newPassword: 'BrandNew456!',
      confirmPassword: 'BrandNew456!',
    });
  },
};

export const NewPasswordRules: Story = {
  args: { stage: 'reset', email },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByText(registerValidation.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(registerValidation.verifyPasswordRequired)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(canvas.getByText(registerValidation.passwordTooShort)).toBeVisible();
    await expect(canvas.getByText(registerValidation.passwordsDoNotMatch)).toBeVisible();
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

/** The reset is under way: the button says Resetting... and a second press sends nothing. */
export const Resetting: Story = {
  args: { stage: 'reset', email, onReset: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'BrandNew456!');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'BrandNew456!');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const ResetFailed: Story = {
  args: {
    stage: 'reset',
    email,
    notice: fixedNotice({ tone: 'error', message: httpErrors.serverError }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      httpErrors.serverError,
    );
  },
};

const allStates = {
  'Ask for a code': Request,
  'Request failed': RequestFailed,
  'Code verified': OtpVerified,
  'Choose a new password': NewPasswordRules,
  'Reset failed': ResetFailed,
};

/** Every state of the page at once, for review: asking for a code, setting the new password, and each message. */
export const AllStates: Story = allStatesStory(ForgotPasswordView, meta.args, allStates);
