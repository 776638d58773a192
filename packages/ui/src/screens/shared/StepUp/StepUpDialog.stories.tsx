import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SEED_NOW, serverTexts } from '@tp/mocks';
import { httpErrors } from '@tp/messages';
import { formatTime } from '../../../format';
import { StepUpDialog, type StepUpDialogProps } from './StepUpDialog';
import { stepUpTexts as texts } from './stepUpTexts';
import { i18n } from '@tp/i18n';

/** When a paused account may try again in these stories: 15 minutes after the seed's time. */
const retryAt = new Date(SEED_NOW).getTime() + 15 * 60_000;

/**
 * D15's "Confirm it's you", drawn from given data: before a sensitive change (the e-mail, the password, the
 * authenticator app, the idle timeout) the server asks for the password again, and the authenticator code
 * when one is on. One story per state: the password alone, with the code, each field's message, the server
 * refusing either, sign-ins paused (429) with the time they resume, a failure, and the check in flight.
 */
const meta = {
  title: 'Screens/Shared/StepUpDialog',
  component: StepUpDialog,
  args: {
    open: true,
    askCode: false,
    failure: null,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof StepUpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: i18n._(texts.title) });
const passwordField = () => screen.getByLabelText(/^Password/);
const codeField = () => screen.getByLabelText(/^Authentication code/);
const confirm = () => screen.getByRole('button', { name: i18n._(texts.confirm) });
const describedAs = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The password alone (no second factor on): focus starts in it. */
export const PasswordOnly: Story = {
  play: async () => {
    const shown = within(await dialog());
    await expect(shown.getByText(i18n._(texts.description))).toBeVisible();
    await expect(passwordField()).toHaveAttribute('type', 'password');
    await expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    await waitFor(() => expect(passwordField()).toHaveFocus());
    await expect(shown.queryByLabelText(/^Authentication code/)).toBeNull();
    await expect(shown.getByRole('button', { name: i18n._(texts.cancel) })).toBeEnabled();
  },
};

/** The authenticator app is on: the code (or a backup code) too. */
export const WithAuthenticationCode: Story = {
  args: { askCode: true },
  play: async () => {
    const shown = within(await dialog());
    await expect(shown.getByText(i18n._(texts.descriptionWithCode))).toBeVisible();
    await expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField()).toHaveAccessibleDescription(i18n._(texts.codeHint));
  },
};

/** Confirm with nothing typed: each field says what it needs, focus on the first; nothing is sent. */
export const FieldsRequired: Story = {
  args: { askCode: true },
  play: async ({ args }) => {
    await dialog();
    await userEvent.click(confirm());
    await expect(passwordField()).toHaveAccessibleDescription(i18n._(texts.passwordRequired));
    await expect(codeField()).toHaveAccessibleDescription(describedAs(i18n._(texts.codeRequired)));
    await expect(passwordField()).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The server refuses the password: its message under the field, which keeps focus. */
export const WrongPassword: Story = {
  args: {
    onConfirm: fn(async () => ({ fieldErrors: { password: serverTexts.passwordIncorrect } })),
  },
  play: async ({ args }) => {
    await dialog();
    await userEvent.type(passwordField(), 'WrongPass1!');
    await userEvent.click(confirm());
    await expect(args.onConfirm).toHaveBeenCalledWith({
      password: 'WrongPass1!',
      authenticationCode: '',
    });
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(serverTexts.passwordIncorrect),
    );
    await expect(passwordField()).toHaveFocus();
    await expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses the authenticator code. */
export const WrongCode: Story = {
  args: {
    askCode: true,
    onConfirm: fn(async () => ({
      fieldErrors: { authenticationCode: serverTexts.authenticationCodeIncorrect },
    })),
  },
  play: async ({ args }) => {
    await dialog();
    await userEvent.type(passwordField(), 'DemoPass123!');
    await userEvent.type(codeField(), '123456');
    await userEvent.click(confirm());
    await expect(args.onConfirm).toHaveBeenCalledWith({
      password: 'DemoPass123!',
      authenticationCode: '123456',
    });
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        describedAs(serverTexts.authenticationCodeIncorrect),
      ),
    );
    await expect(codeField()).toHaveFocus();
  },
};

/** The owner, as `useStepUpGate` is: the server asks for a code the page did not know was needed. */
function CodeNeededFlow(args: StepUpDialogProps) {
  const [askCode, setAskCode] = useState(false);
  return (
    <StepUpDialog
      {...args}
      askCode={askCode}
      onConfirm={() => {
        setAskCode(true);
        return { fieldErrors: { authenticationCode: serverTexts.secondFactorRequired } };
      }}
    />
  );
}

/** The authenticator app was turned on elsewhere: the code field appears with the server's message. */
export const CodeNeeded: Story = {
  render: (args) => <CodeNeededFlow {...args} />,
  play: async () => {
    await dialog();
    await userEvent.type(passwordField(), 'DemoPass123!');
    await userEvent.click(confirm());
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        describedAs(serverTexts.secondFactorRequired),
      ),
    );
    await waitFor(() => expect(codeField()).toHaveFocus());
    await expect(passwordField()).toHaveValue('DemoPass123!');
  },
};

// D15.
/** Five failed checks in 15 minutes pause the account: the spec's 429 text and when it can try again. */
export const SignInsPaused: Story = {
  args: { failure: { message: httpErrors.tooManyRequests, retryAt } },
  play: async () => {
    const alert = within(await dialog()).getByRole('alert');
    await expect(alert).toHaveTextContent(httpErrors.tooManyRequests);
    await expect(alert).toHaveTextContent(i18n._(texts.retryAt(formatTime(retryAt))));
  },
};

/** Any other failure (here a server error), above the fields; the dialog stays for another try. */
export const Failed: Story = {
  args: { failure: { message: httpErrors.serverError, retryAt: null } },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent(
      httpErrors.serverError,
    );
  },
};

/** The check (and then the change it guards) in flight: busy, and nothing closes it. */
export const Confirming: Story = {
  args: { onConfirm: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await userEvent.type(passwordField(), 'DemoPass123!');
    await userEvent.click(confirm());
    await expect(
      await shown.findByRole('button', { name: i18n._(texts.confirming) }),
    ).toBeDisabled();
    await expect(shown.getByRole('button', { name: i18n._(texts.cancel) })).toBeDisabled();
    await expect(shown.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The account has passkeys too: "Use a passkey" stands in for the password and code. */
export const WithPasskey: Story = {
  args: { askCode: true, offerPasskey: true, onUsePasskey: fn() },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(passwordField()).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: i18n._(texts.usePasskey) }));
    await expect(args.onUsePasskey).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Passkeys only (no authenticator app): the server takes a passkey, so the password fields go. */
export const PasskeyOnly: Story = {
  args: { offerPasskey: true, onUsePasskey: fn() },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByText(i18n._(texts.descriptionPasskey))).toBeVisible();
    await expect(shown.queryByLabelText(/^Password/)).toBeNull();
    await userEvent.click(shown.getByRole('button', { name: i18n._(texts.usePasskey) }));
    await expect(args.onUsePasskey).toHaveBeenCalledTimes(1);
  },
};

/** The browser's passkey prompt is open: busy, and nothing else can be pressed. */
export const WaitingForPasskey: Story = {
  args: { askCode: true, offerPasskey: true, passkeyBusy: true, onUsePasskey: fn() },
  play: async () => {
    const shown = within(await dialog());
    await expect(
      shown.getByRole('button', { name: i18n._(texts.waitingForPasskey) }),
    ).toBeDisabled();
    await expect(shown.getByRole('button', { name: i18n._(texts.confirm) })).toBeDisabled();
    await expect(shown.getByRole('button', { name: i18n._(texts.cancel) })).toBeDisabled();
    await expect(shown.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** By keyboard only: Tab stays inside, Enter confirms, Escape cancels. */
export const KeyboardOnly: Story = {
  tags: ['interaction', '!autodocs'],
  args: { askCode: true },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await waitFor(() => expect(passwordField()).toHaveFocus());
    await userEvent.tab();
    await expect(codeField()).toHaveFocus();
    await userEvent.tab();
    await expect(shown.getByRole('button', { name: i18n._(texts.cancel) })).toHaveFocus();
    await userEvent.tab();
    await expect(confirm()).toHaveFocus();
    await userEvent.tab();
    await expect(shown.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Focus is trapped: past the last control it comes back to the first.
    await userEvent.tab();
    await expect(passwordField()).toHaveFocus();
    await userEvent.keyboard('DemoPass123!');
    await userEvent.tab();
    await userEvent.keyboard('123456{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({
      password: 'DemoPass123!',
      authenticationCode: '123456',
    });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Cancel hands back to the owner, which closes the dialog and drops the change. */
export const Cancel: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args }) => {
    const shown = within(await dialog());
    await userEvent.click(shown.getByRole('button', { name: i18n._(texts.cancel) }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
