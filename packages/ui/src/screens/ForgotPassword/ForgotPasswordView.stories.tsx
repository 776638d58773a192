import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  codeCheckMessages,
  codeValidation,
  forgotPasswordMessages,
  httpErrors,
  loginValidation,
  registerValidation,
} from '@tp/messages';
import { ForgotPasswordView } from './ForgotPasswordView';

const meta = {
  title: 'Screens/ForgotPassword/ForgotPasswordView',
  component: ForgotPasswordView,
  args: {
    stage: 'request',
    onRequest: fn(),
    onVerify: fn(),
    onResend: fn(),
    onCancelCode: fn(),
    onReset: fn(),
    onNoticeHide: fn(),
    onCodeNoticeHide: fn(),
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
  args: { notice: { tone: 'error', message: forgotPasswordMessages.requestFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      forgotPasswordMessages.requestFailed,
    );
  },
};

export const CodeSent: Story = {
  args: {
    stage: 'verify',
    email,
    codeNotice: { tone: 'success', message: forgotPasswordMessages.codeSent },
  },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Enter Verification Code' });
    await expect(within(dialog).getByText(forgotPasswordMessages.codeSent)).toBeVisible();
    await expect(within(dialog).getByText(email)).toBeVisible();
    // Unlike the e-mail dialog, Verify stays enabled so a missing code gets its message.
    await expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};

export const MissingOtp: Story = {
  args: { stage: 'verify', email },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(screen.getByText(codeValidation.otpRequired)).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.click(codeInput());
    await userEvent.paste('123 456');
    await expect(screen.queryByText(codeValidation.otpRequired)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

/** The check is under way: Verify says Verifying... and a second press sends nothing. */
export const Verifying: Story = {
  args: { stage: 'verify', email, onVerify: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args }) => {
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the code: its message goes under the field, which keeps the focus and the code. */
function codeRefused(message: string): Story {
  return {
    args: {
      stage: 'verify',
      email,
      onVerify: fn(async () => ({ fieldErrors: { code: message } })),
    },
    play: async () => {
      await userEvent.type(codeInput(), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() =>
        expect(codeInput()).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      await expect(codeInput()).toHaveFocus();
      await expect(codeInput()).toHaveValue('123456');
    },
  };
}

export const IncorrectCode = codeRefused(codeCheckMessages.incorrect);
export const VerificationFailed = codeRefused(forgotPasswordMessages.verificationFailed);

export const NewCodeSent: Story = {
  args: {
    stage: 'verify',
    email,
    codeNotice: { tone: 'success', message: forgotPasswordMessages.newCodeSent },
  },
  play: async () => {
    await expect(screen.getByText(forgotPasswordMessages.newCodeSent)).toBeVisible();
  },
};

export const ResendFailed: Story = {
  args: {
    stage: 'verify',
    email,
    codeNotice: { tone: 'error', message: forgotPasswordMessages.resendFailed },
  },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent(forgotPasswordMessages.resendFailed);
  },
};

export const CancelsCode: Story = {
  args: { stage: 'verify', email },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelCode).toHaveBeenCalled();
  },
};

export const OtpVerified: Story = {
  args: {
    stage: 'reset',
    email,
    notice: { tone: 'success', message: forgotPasswordMessages.otpVerified },
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
  args: { stage: 'reset', email, notice: { tone: 'error', message: httpErrors.serverError } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      httpErrors.serverError,
    );
  },
};
