import type { Meta, StoryObj } from '@storybook/react-vite';
import { newIdempotencyKey } from '@tp/api';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createStoryMockApi, scenario } from '@tp/mocks';
import { codeCheckMessages, forgotPasswordMessages, withdrawalMessages } from '@tp/messages';
import { enterCode, wrongCode } from '../../storybook/codeEntry';
import { StoryApi } from '../../storybook/StoryProviders';
import { signedInStorage, storyUsers } from '../../storybook/signedIn';
import { WithdrawalCodeDialog } from './WithdrawalCodeDialog';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { slow } from '../../storybook/storyQueries';

const mockApi = createStoryMockApi();
const alex = storyUsers.alex.email;
let storage: Record<string, string> = {};
let withdrawalId = 0;

/**
 * The dialog that asks for the 6-digit code we e-mail to confirm a withdrawal or a transfer (Verify
 * Your Withdrawal, Verify Your Transfer). The stories run it against the demo server for a $500.00
 * bank withdrawal by Alex Morgan: the correct code, a wrong or expired code, a failed check, Resend
 * Code and Cancel.
 */
const meta = {
  title: 'Screens/Shared/WithdrawalCodeDialog',
  component: WithdrawalCodeDialog,
  parameters: {
    docs: { story: screenDocsStory },
    msw: { handlers: mockApi.handlers },
  },
  args: {
    withdrawalId: null,
    title: 'Verify Your Withdrawal',
    description: 'Enter the 6-digit code we e-mailed you to confirm your withdrawal of $500.00.',
    onCancel: fn(),
    onVerified: fn(),
    onExpired: fn(),
  },
  beforeEach: async () => {
    mockApi.reset();
    storage = await signedInStorage(mockApi.backend, 'alex');
    const created = await mockApi.api.createWithdrawal(
      mockApi.backend.userIdByEmail(alex) ?? 0,
      { amount: 500, withdrawal_method: 'Bank Transfer', bank_account: 'GB29NWBK60161331926819' },
      newIdempotencyKey(),
    );
    withdrawalId = created.id;
  },
  // The id exists only once beforeEach has created the withdrawal on the mock server.
  render: (args) => (
    <StoryApi storage={storage}>
      <WithdrawalCodeDialog {...args} withdrawalId={withdrawalId} />
    </StoryApi>
  ),
} satisfies Meta<typeof WithdrawalCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Verify Your Withdrawal' }, slow);
const latestCode = () => mockApi.backend.latestCode(alex, 'withdrawal') ?? '';

const enter = async (code: string) => enterCode(within(await dialog()), code);

export const Open: Story = {
  play: async () => {
    const open = await dialog();
    await expect(within(open).getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(within(open).getByLabelText(/Verification code/)).toHaveAttribute(
      'maxLength',
      '6',
    );
  },
};

export const CorrectCode: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args }) => {
    await enter(latestCode());
    await waitFor(() => expect(args.onVerified).toHaveBeenCalledTimes(1), slow);
    await expect(mockApi.backend.fundsOf(alex)).toMatchObject({ balance: 12_000, held: 0 });
  },
};

export const WrongCode: Story = {
  play: async ({ args }) => {
    await enter(wrongCode(latestCode()));
    await expect(
      await within(await dialog()).findByText(codeCheckMessages.incorrect, {}, slow),
    ).toBeVisible();
    await expect(args.onVerified).not.toHaveBeenCalled();
  },
};

export const Expired: Story = {
  play: async ({ args }) => {
    const code = latestCode();
    mockApi.clock.advance(11 * 60_000);
    await enter(code);
    await waitFor(
      () => expect(args.onExpired).toHaveBeenCalledWith(codeCheckMessages.expired),
      slow,
    );
  },
};

export const VerificationFails: Story = {
  parameters: {
    msw: { handlers: [...scenario('withdrawals.verify.serverError'), ...mockApi.handlers] },
  },
  play: async () => {
    await enter(latestCode());
    await expect(
      await within(await dialog()).findByText(codeCheckMessages.failed, {}, slow),
    ).toBeVisible();
  },
};

export const ResendSendsNewCode: Story = {
  play: async () => {
    mockApi.clock.advance(61_000);
    const open = await dialog();
    await userEvent.click(within(open).getByRole('button', { name: 'Resend Code' }));
    await expect(
      await within(open).findByText(forgotPasswordMessages.newCodeSent, {}, slow),
    ).toBeVisible();
  },
};

export const ResendFails: Story = {
  parameters: {
    msw: { handlers: [...scenario('withdrawals.resend.serverError'), ...mockApi.handlers] },
  },
  play: async () => {
    const open = await dialog();
    await userEvent.click(within(open).getByRole('button', { name: 'Resend Code' }));
    await expect(
      await within(open).findByText(withdrawalMessages.resendFailed, {}, slow),
    ).toBeVisible();
  },
};

export const Cancel: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args }) => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
