import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
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
    onCodeEdit: fn(),
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

export const Requesting: Story = {
  args: { requestBusy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Requesting...' }),
    ).toBeDisabled();
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

export const Verifying: Story = {
  args: { stage: 'verify', email, verifyBusy: true },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
  },
};

export const IncorrectCode: Story = {
  args: { stage: 'verify', email, codeError: codeCheckMessages.incorrect },
  play: async () => {
    await expect(codeInput()).toHaveAccessibleDescription(
      expect.stringContaining(codeCheckMessages.incorrect),
    );
  },
};

export const VerificationFailed: Story = {
  args: { stage: 'verify', email, codeError: forgotPasswordMessages.verificationFailed },
  play: async () => {
    await expect(screen.getByText(forgotPasswordMessages.verificationFailed)).toBeVisible();
  },
};

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

export const Resetting: Story = {
  args: { stage: 'reset', email, resetBusy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Resetting...' }),
    ).toBeDisabled();
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
