import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import {
  codeCheckMessages,
  codeValidation,
  forgotPasswordMessages,
  httpErrors,
  signupMessages,
} from '@tp/messages';
import { VerifyEmailView } from './VerifyEmailView';

const meta = {
  title: 'Screens/VerifyEmail/VerifyEmailView',
  component: VerifyEmailView,
  args: {
    open: true,
    email: 'sam.taylor@example.com',
    onVerify: fn(),
    onResend: fn(),
    onCancel: fn(),
    onCodeEdit: fn(),
    onNoticeHide: fn(),
  },
} satisfies Meta<typeof VerifyEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = () => screen.getByLabelText(/Verification code/);

export const Default: Story = {
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Verify Your Email' })).toBeVisible();
    await expect(screen.getByText('sam.taylor@example.com')).toBeVisible();
    const input = codeInput();
    await expect(input).toHaveAttribute('maxlength', '6');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    // Spec 1 §2: Verify is disabled while the code is empty.
    await expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  },
};

export const TypesDigitsOnly: Story = {
  play: async ({ args }) => {
    await userEvent.type(codeInput(), '12a3-45 6789');
    await expect(codeInput()).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

export const PastesCode: Story = {
  play: async ({ args }) => {
    await userEvent.click(codeInput());
    await userEvent.paste('Your code: 654 321');
    await expect(codeInput()).toHaveValue('654321');
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('654321');
  },
};

export const ShortCode: Story = {
  play: async ({ args }) => {
    await userEvent.type(codeInput(), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(screen.getByText(codeValidation.codeRequired)).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(codeInput(), '4');
    await expect(screen.queryByText(codeValidation.codeRequired)).toBeNull();
  },
};

/** A code shorter than six digits: the spec's message under the field, and no check is asked for. */
export const ShortCodeMessage: Story = {
  play: async ({ args }) => {
    await userEvent.type(codeInput(), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(screen.getByText(codeValidation.codeRequired)).toBeVisible();
    await expect(codeInput()).toHaveValue('12');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** The check is running: Verify says so, and nothing can close the dialog meanwhile. */
export const Verifying: Story = {
  args: { onVerify: fn(() => new Promise<never>(() => undefined)) },
  play: async () => {
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Resending: Story = {
  args: { resendBusy: true },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Cancels: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const ResendsCode: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

/**
 * One story per message the dialog can show; `field` says it sits under the code field, where the
 * check's answer puts it after Verify (what was typed stays, and the field keeps focus).
 */
function showing(message: string, place: 'field' | 'success' | 'error'): Story {
  if (place === 'field')
    return {
      args: { onVerify: fn(async () => ({ fieldErrors: { code: message } })) },
      play: async ({ args }) => {
        await userEvent.type(codeInput(), '123456');
        await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
        await expect(args.onVerify).toHaveBeenCalledWith('123456');
        await expect(await screen.findByText(message)).toBeVisible();
        await expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
        await expect(codeInput()).toHaveFocus();
        await expect(codeInput()).toHaveValue('123456');
      },
    };
  return {
    args: { notice: { tone: place, message } },
    play: async () => {
      if (place === 'error') await expect(screen.getByRole('alert')).toHaveTextContent(message);
      else await expect(screen.getByText(message)).toBeVisible();
    },
  };
}

export const CodeSent = showing(forgotPasswordMessages.codeSent, 'success');
export const NewOtpSent = showing(signupMessages.newOtpSent, 'success');
export const IncorrectCode = showing(codeCheckMessages.incorrect, 'field');
export const CodeExpired = showing(codeCheckMessages.expired, 'field');
export const TooManyTries = showing(httpErrors.tooManyRequests, 'field');
export const OtpVerificationFailed = showing(signupMessages.otpVerificationFailed, 'field');
export const VerificationFailed = showing(signupMessages.verificationFailed, 'error');
export const MissingRefreshToken = showing(signupMessages.missingRefreshToken, 'error');
export const AuthErrorAfterVerification = showing(
  signupMessages.authErrorAfterVerification,
  'error',
);
export const AuthenticationFailed = showing(signupMessages.authenticationFailed, 'error');
export const ResendCodeFailed = showing(signupMessages.resendCodeFailed, 'error');
export const ResendOtpFailed = showing(signupMessages.resendOtpFailed, 'error');
export const ResendTooManyRequests = showing(httpErrors.tooManyRequests, 'error');
