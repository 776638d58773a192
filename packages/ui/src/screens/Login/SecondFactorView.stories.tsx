import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { httpErrors } from '@tp/messages';
import { fixedNotice } from '../../widgets/LiveNotice';
import { SecondFactorView } from './SecondFactorView';
import { secondFactorTexts } from './loginTexts';
import { i18n } from '@tp/i18n';
import { publicPageParameters } from '../../storybook/modes';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';

/**
 * The sign-in's second step, for an account with an authenticator app on: the 6-digit code, or one
 * of the backup codes. The stories show it empty, with a refused code, with sign-ins paused after
 * too many wrong tries, and after a backup code, when the page says how many are left.
 */
const meta = {
  title: 'Screens/Login/SecondFactorView',
  parameters: publicPageParameters,
  component: SecondFactorView,
  args: {
    notice: fixedNotice(null),
    onSubmit: fn(),
    onBack: fn(),
    onContinue: fn(),
    onUsePasskey: fn(),
    passkeyBusy: false,
    methods: ['totp', 'backup_code'],
    pausedUntilMs: null,
    backupCodesRemaining: null,
  },
  argTypes: {
    notice: fixtureArg(
      {
        'No message': fixedNotice(null),
        'Sign-ins paused': fixedNotice({ tone: 'error', message: httpErrors.tooManyRequests }),
      },
      'The message above the form',
    ),
    methods: fixtureArg(
      {
        'Authenticator app': ['totp', 'backup_code'],
        'Authenticator app or passkey': ['totp', 'backup_code', 'passkey'],
        'Passkey only': ['passkey'],
      },
      'What the account can finish signing in with',
    ),
    backupCodesRemaining: fixtureArg(
      { 'Code step': null, '9 left': 9, '1 left': 1, 'None left': 0 },
      'After a sign-in with a backup code: how many are left',
    ),
    pausedUntilMs: fixtureArg(
      { 'Not paused': null, 'Paused until 12:15 UTC': Date.parse('2026-06-15T12:15:00Z') },
      'D15: sign-ins are paused until then after 5 failures',
    ),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SecondFactorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText(i18n._(secondFactorTexts.field));
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

/** An empty code is not sent: the field says what it needs. */
export const CodeRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n._(secondFactorTexts.submit) }));
    await expect(
      canvas.getByLabelText(i18n._(secondFactorTexts.field)),
    ).toHaveAccessibleDescription(expect.stringContaining(i18n._(secondFactorTexts.codeRequired)));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const refusedCode = 'The authentication code is incorrect.';

/** The server refused the code: said under the field, which keeps what was typed. */
export const WrongCode: Story = {
  args: { onSubmit: fn(() => ({ fieldErrors: { code: refusedCode } })) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(i18n._(secondFactorTexts.field)), ' 123456 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '123456' });
    await expect(await canvas.findByText(refusedCode)).toBeVisible();
    await expect(canvas.getByLabelText(i18n._(secondFactorTexts.field))).toHaveValue(' 123456 ');
  },
};

export const SignInsPaused: Story = {
  args: {
    notice: fixedNotice({ tone: 'error', message: httpErrors.tooManyRequests }),
    pausedUntilMs: Date.parse('2026-06-15T12:15:00Z'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.tooManyRequests);
    await expect(canvas.getByText(/paused until/)).toBeVisible();
  },
};

/** Signed in with a backup code: nine left, and where to make new ones, before the dashboard. */
export const BackupCodeUsed: Story = {
  args: { backupCodesRemaining: 9 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      i18n._(secondFactorTexts.backupCodeUsed(9)),
    );
    await userEvent.click(canvas.getByRole('button', { name: i18n._(secondFactorTexts.continue) }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const LastBackupCodeUsed: Story = {
  args: { backupCodesRemaining: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      i18n._(secondFactorTexts.backupCodeUsed(0)),
    );
  },
};

/** Back to sign in leaves the code step (the password is asked again). */
export const BackToPassword: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: i18n._(secondFactorTexts.back) }),
    );
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** D15: an account with a passkey and an authenticator app offers both. */
export const CodeOrPasskey: Story = {
  args: { methods: ['totp', 'backup_code', 'passkey'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(i18n._(secondFactorTexts.field))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: i18n._(secondFactorTexts.usePasskey) }),
    );
    await expect(args.onUsePasskey).toHaveBeenCalledTimes(1);
  },
};

/** An account whose only second factor is a passkey: no code field, just the passkey prompt. */
export const PasskeyOnly: Story = {
  args: { methods: ['passkey'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(i18n._(secondFactorTexts.field))).toBeNull();
    await expect(canvas.getByText(i18n._(secondFactorTexts.passkeyOnly))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n._(secondFactorTexts.usePasskey) }),
    ).toBeVisible();
  },
};

export const WaitingForPasskey: Story = {
  args: { methods: ['passkey'], passkeyBusy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: i18n._(secondFactorTexts.waitingForPasskey),
      }),
    ).toBeDisabled();
  },
};

const allStates = {
  'Code step': Default,
  'Code or passkey': CodeOrPasskey,
  'Passkey only': PasskeyOnly,
  'Waiting for the passkey': WaitingForPasskey,
  'Sign-ins paused': SignInsPaused,
  'Backup code used, 9 left': BackupCodeUsed,
  'Last backup code used': LastBackupCodeUsed,
};

/** Every state of the step at once, for review. */
export const AllStates: Story = allStatesStory(SecondFactorView, meta.args, allStates);
