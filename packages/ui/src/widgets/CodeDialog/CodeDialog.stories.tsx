import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  codeCheckMessages,
  codeValidation,
  forgotPasswordMessages,
  httpErrors,
  withdrawalMessages,
} from '@tp/messages';
import { SEED_NOW } from '@tp/mocks';
import { codeJustSent } from '../../storybook/codeEntry';
import { CodeDialog } from './CodeDialog';
import type { CodeCheck, CodeResend } from './useCodeConfirmation';

const sentAtStoryStart = Date.parse(SEED_NOW);
const resendAtOnce = { challenge: { ...codeJustSent, resendAt: 0 } };

// The code dialog run by `useCodeConfirmation` (D1): every state a code-confirmed action shares, once.
// The screens' stories only show how they map their server's answers onto it.
/**
 * The dialog that asks for the 6-digit code we e-mail to confirm an action (verifying the e-mail
 * address, a password reset, a withdrawal or transfer, a profile or password change), as it behaves
 * in use: when the code expires, the Resend Code countdown, and messages under the field. The
 * stories show each state these dialogs share: an empty code, waiting, checking, a wrong or expired
 * code, too many tries, a new code sent, a resend refused as too soon, a code e-mail that failed,
 * and a failed check.
 */
const meta = {
  title: 'Widgets/CodeDialog/Confirmation',
  component: CodeDialog,
  args: {
    open: true,
    title: 'Confirm with a code',
    description: 'Enter the 6-digit code we e-mailed you.',
    missingCodeMessage: codeValidation.codeRequired,
    disableVerifyWhileEmpty: true,
    // A code the server sent as the story starts (Storybook's clock starts every story at the seed time).
    sent: { challenge: codeJustSent, at: sentAtStoryStart },
    verify: fn(async (): Promise<CodeCheck> => ({ kind: 'confirmed' })),
    resend: fn(async (): Promise<CodeResend> => ({
      kind: 'sent',
      challenge: codeJustSent,
      notice: { tone: 'success', message: forgotPasswordMessages.newCodeSent },
    })),
    onCancel: fn(),
  },
} satisfies Meta<typeof CodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: 'Confirm with a code' });
const codeInput = () => screen.getByLabelText(/Verification code/);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
const resendButton = () => screen.getByRole('button', { name: 'Resend Code' });
const enter = async (code: string) => {
  await userEvent.type(codeInput(), code);
  await userEvent.click(verifyButton());
};

/** Waiting for the code: when it expires, and Resend Code counting down its minute. */
export const Waiting: Story = {
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(/The code expires at \d{1,2}:\d{2}/);
    await expect(resendButton()).toBeDisabled();
    await expect(await screen.findByText(/^Resend available in \d+ s$/)).toBeVisible();
    await expect(resendButton()).toHaveAccessibleDescription(/^Resend available in \d+ s$/);
    await userEvent.click(resendButton(), { pointerEventsCheck: 0 });
    await expect(args.resend).not.toHaveBeenCalled();
  },
};

/** Without `disableVerifyWhileEmpty` (the password reset), Verify on an empty code names what is missing. */
export const EmptyCode: Story = {
  args: { disableVerifyWhileEmpty: false, missingCodeMessage: codeValidation.otpRequired },
  play: async ({ args }) => {
    await expect(codeInput()).toHaveAttribute('maxlength', '6');
    await userEvent.click(verifyButton());
    await expect(screen.getByText(codeValidation.otpRequired)).toBeVisible();
    await expect(args.verify).not.toHaveBeenCalled();
    await userEvent.type(codeInput(), '1');
    await expect(screen.queryByText(codeValidation.otpRequired)).toBeNull();
  },
};

// Spec 1 §2.
/** The e-mail, withdrawal and transfer dialogs keep Verify disabled while the code is empty. */
export const VerifyDisabledWhileEmpty: Story = {
  tags: ['interaction', '!autodocs'],
  play: async () => {
    await expect(verifyButton()).toBeDisabled();
    await userEvent.type(codeInput(), '1');
    await expect(verifyButton()).toBeEnabled();
  },
};

/** Checking: Verify is busy and nothing closes the dialog until the server answers. */
export const Checking: Story = {
  args: { verify: fn(() => new Promise<CodeCheck>(() => undefined)) },
  play: async ({ args }) => {
    await enter('123456');
    await expect(await screen.findByRole('button', { name: /Verifying/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

const wrongCode = fn(async (): Promise<CodeCheck> => ({
  kind: 'refused',
  refusal: { kind: 'wrong', triesLeft: null },
  message: codeCheckMessages.incorrect,
}));

/** A wrong code: the server's message under the field, which keeps focus and what was typed. */
export const Wrong: Story = {
  args: { verify: wrongCode },
  play: async ({ args }) => {
    await enter('123456');
    await expect(args.verify).toHaveBeenCalledWith('123456');
    await expect(await screen.findByText(codeCheckMessages.incorrect)).toBeVisible();
    await expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    await expect(codeInput()).toHaveFocus();
    await expect(codeInput()).toHaveValue('123456');
  },
};

/** Editing the refused code clears the refusal. */
export const EditingClearsTheRefusal: Story = {
  tags: ['interaction', '!autodocs'],
  args: { verify: wrongCode },
  play: async () => {
    await enter('123456');
    await expect(await screen.findByText(codeCheckMessages.incorrect)).toBeVisible();
    await userEvent.type(codeInput(), '{Backspace}');
    await expect(screen.queryByText(codeCheckMessages.incorrect)).toBeNull();
  },
};

/** An expired code, when the flow keeps the dialog open: the spec's text under the field. */
export const Expired: Story = {
  args: {
    verify: fn(async (): Promise<CodeCheck> => ({
      kind: 'refused',
      refusal: { kind: 'expired' },
      message: codeCheckMessages.expired,
    })),
  },
  play: async () => {
    await enter('123456');
    await expect(await screen.findByText(codeCheckMessages.expired)).toBeVisible();
  },
};

/** Too many tries burnt the code: the server's reason under the field; a new code is the way on. */
export const Burnt: Story = {
  args: {
    sent: resendAtOnce,
    verify: fn(async (): Promise<CodeCheck> => ({
      kind: 'refused',
      refusal: { kind: 'burnt' },
      message: httpErrors.tooManyRequests,
    })),
  },
  play: async () => {
    await enter('123456');
    await expect(await screen.findByText(httpErrors.tooManyRequests)).toBeVisible();
    await expect(resendButton()).toBeEnabled();
  },
};

/** Resent: the wait was over (the expiry stays); the new code's notice, and the countdown starts again. */
export const Resent: Story = {
  args: { sent: resendAtOnce },
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(/The code expires at \d{1,2}:\d{2}/);
    await expect(screen.queryByText(/Resend available in/)).toBeNull();
    await userEvent.click(resendButton());
    await expect(await screen.findByText(forgotPasswordMessages.newCodeSent)).toBeVisible();
    await expect(args.resend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(resendButton()).toBeDisabled());
  },
};

/** A resend the server refused with 429 retry_after: its message, and the countdown moves to its wait. */
export const ResendTooSoon: Story = {
  args: {
    sent: resendAtOnce,
    resend: fn(async (): Promise<CodeResend> => ({
      kind: 'failed',
      retryAfterMs: 42_000,
      notice: { tone: 'error', message: httpErrors.tooManyRequests },
    })),
  },
  play: async () => {
    await userEvent.click(resendButton());
    await expect(await screen.findByText(httpErrors.tooManyRequests)).toBeVisible();
    await expect(await screen.findByText(/^Resend available in (4[0-2]|3\d) s$/)).toBeVisible();
  },
};

/** The code e-mail failed: said when the dialog opens (Resend Code may work). */
export const SendingFailed: Story = {
  args: {
    sent: {
      challenge: { ...codeJustSent, emailSent: false },
      at: sentAtStoryStart,
      notice: { tone: 'warning', message: withdrawalMessages.notificationFailed },
    },
  },
  play: async () => {
    await expect(screen.getByText(withdrawalMessages.notificationFailed)).toBeVisible();
  },
};

/** The check failed for another reason (server, network): above the field; Verify again. */
export const CheckFailed: Story = {
  args: {
    verify: fn(async (): Promise<CodeCheck> => ({
      kind: 'failed',
      message: codeCheckMessages.failed,
    })),
  },
  play: async () => {
    await enter('123456');
    await expect(await screen.findByText(codeCheckMessages.failed)).toBeVisible();
    await expect(verifyButton()).toBeEnabled();
  },
};
