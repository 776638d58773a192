import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { codeCheckMessages, codeValidation, withdrawalMessages } from '@tp/messages';
import { CODE_LIFETIME_MS } from './codeTiming';
import { CodeDialogView, type CodeDialogViewProps } from './CodeDialogView';

// The generic dialog; the e-mail, password-reset, withdrawal and transfer dialogs give it their title and rules.
/**
 * The code dialog drawn from given data: a 6-digit code field with Resend Code, Cancel and Verify;
 * the e-mail, password-reset, withdrawal and transfer dialogs each give it their own title and
 * rules. One story per state: an empty code, Verify disabled until a code is typed, a notice above
 * the field, a refused code, checking, and the code's expiry with the Resend Code countdown.
 */
const meta = {
  title: 'Widgets/CodeDialog',
  component: CodeDialogView,
  args: {
    open: true,
    title: 'Confirm with a code',
    description: 'Enter the 6-digit code we e-mailed you.',
    missingCodeMessage: codeValidation.otpRequired,
    onVerify: fn(),
    onResend: fn(),
    onCancel: fn(),
    onCodeEdit: fn(),
    onNoticeHide: fn(),
  },
} satisfies Meta<typeof CodeDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = () => screen.getByLabelText(/Verification code/);

/** Without `disableVerifyWhileEmpty` (the password reset), Verify on an empty code names what is missing. */
export const Default: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('dialog', { name: 'Confirm with a code' })).toBeVisible();
    await expect(codeInput()).toHaveAttribute('maxlength', '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(screen.getByText(codeValidation.otpRequired)).toBeVisible();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.type(codeInput(), '1');
    await expect(screen.queryByText(codeValidation.otpRequired)).toBeNull();
    await expect(args.onCodeEdit).toHaveBeenCalled();
  },
};

// Spec 1 §2.
/** The e-mail, withdrawal and transfer dialogs keep Verify disabled while the code is empty. */
export const VerifyDisabledWhileEmpty: Story = {
  tags: ['interaction', '!autodocs'],
  args: { disableVerifyWhileEmpty: true, missingCodeMessage: codeValidation.codeRequired },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await userEvent.type(codeInput(), '1');
    await expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};

/** A notice above the field, e.g. that the code e-mail could not be sent. */
export const WarningNotice: Story = {
  args: { notice: { tone: 'warning', message: withdrawalMessages.notificationFailed } },
  play: async () => {
    await expect(screen.getByText(withdrawalMessages.notificationFailed)).toBeVisible();
  },
};

/** The check refuses the code: its message goes under the field, which keeps focus and the code. */
export const RefusedCode: Story = {
  args: { onVerify: fn(async () => ({ fieldErrors: { code: codeCheckMessages.incorrect } })) },
  play: async ({ args }) => {
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
    await expect(await screen.findByText(codeCheckMessages.incorrect)).toBeVisible();
    await expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    await expect(codeInput()).toHaveFocus();
    await expect(codeInput()).toHaveValue('123456');
  },
};

/** Editing the refused code clears the refusal. */
export const EditingClearsTheRefusal: Story = {
  tags: ['interaction', '!autodocs'],
  args: { onVerify: fn(async () => ({ fieldErrors: { code: codeCheckMessages.incorrect } })) },
  play: async () => {
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(await screen.findByText(codeCheckMessages.incorrect)).toBeVisible();
    await userEvent.type(codeInput(), '{Backspace}');
    await expect(screen.queryByText(codeCheckMessages.incorrect)).toBeNull();
  },
};

/** The check is running: Verify is busy and nothing closes the dialog until it settles. */
export const Verifying: Story = {
  args: { onVerify: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args }) => {
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The dialog with its expiry and resend wait set `expiresIn` / `resendIn` ms after it first renders. */
function TimedDialog({
  expiresIn,
  resendIn,
  ...args
}: CodeDialogViewProps & { expiresIn: number; resendIn: number }) {
  const [sentAt] = useState(() => Date.now());
  return (
    <CodeDialogView
      {...args}
      expiresAt={sentAt + expiresIn}
      resendAvailableAt={sentAt + resendIn}
    />
  );
}

// D1.
/** The code's expiry, and Resend Code waiting out its minute with a countdown. */
export const ExpiryAndResendCountdown: Story = {
  render: (args) => <TimedDialog {...args} expiresIn={CODE_LIFETIME_MS} resendIn={42_000} />,
  play: async ({ args }) => {
    await expect(screen.getByText(/^The code expires at \d{1,2}:\d{2}/)).toBeVisible();
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveAccessibleDescription(/^Resend available in (4[0-2]|3\d) s$/);
    await userEvent.click(resend, { pointerEventsCheck: 0 });
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** The wait is over: Resend Code is enabled and the countdown gone; the expiry stays. */
export const ResendAvailable: Story = {
  render: (args) => <TimedDialog {...args} expiresIn={9 * 60_000} resendIn={-1_000} />,
  play: async ({ args }) => {
    await expect(screen.getByText(/^The code expires at \d{1,2}:\d{2}/)).toBeVisible();
    await expect(screen.queryByText(/Resend available in/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};
