import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import type { Withdrawal } from '@tp/api';
import {
  codeCheckMessages,
  withdrawalMessages,
  withdrawalValidation,
  balanceMessages,
} from '@tp/messages';
import { fixedNotice } from '../../widgets/LiveNotice';
import { WithdrawView } from './WithdrawView';

const pendingItems: Withdrawal[] = [
  {
    id: 41,
    amount: 750,
    withdrawal_method: 'Bank Transfer',
    status: 'pending',
    created_at: '2026-06-15T11:40:00Z',
    wallet_address: null,
    chain: null,
    // Unmasked on purpose: the screen masks whatever the server sends.
    bank_account: 'GB29NWBK60161331926819',
    recipient_email: null,
  },
  {
    id: 40,
    amount: 1250.5,
    withdrawal_method: 'Cryptocurrency',
    status: 'pending',
    created_at: '2026-06-15T10:05:00Z',
    wallet_address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    chain: 'eth',
    bank_account: null,
    recipient_email: null,
  },
];

/**
 * The Withdraw page drawn from given data: the balance, the Request a Withdrawal form for a bank
 * transfer or cryptocurrency, the limits, Pending Withdrawals and the Withdrawal Successful dialog.
 * One story per state: loading and load failures, each input rule and limit, submitting, each
 * message above the form, and the pending list.
 */
const meta = {
  title: 'Screens/Withdraw/WithdrawView',
  component: WithdrawView,
  parameters: { layout: 'fullscreen' },
  args: {
    balance: { kind: 'ready', data: 12_500 },
    onRetryBalance: fn(),
    pending: { kind: 'ready', data: [] },
    onRetryPending: fn(),
    onVerifyPending: fn(),
    onSubmit: fn(),
    onEdit: fn(),
    notice: fixedNotice(null),
    onVerifiedClose: fn(),
  },
  argTypes: {
    balance: fixtureArg(
      {
        '$12,500.00': { kind: 'ready', data: 12_500 },
        '$1,000,000.00': { kind: 'ready', data: 1_000_000 },
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: balanceMessages.loadFailed, retrying: false },
      },
      'The available balance (the form refuses more than this).',
    ),
    pending: fixtureArg(
      {
        'No pending withdrawals': { kind: 'ready', data: [] },
        'Bank and crypto withdrawals': { kind: 'ready', data: pendingItems },
        Loading: { kind: 'loading' },
        'Failed to load': {
          kind: 'error',
          message: withdrawalMessages.pendingLoadFailed,
          retrying: false,
        },
      },
      'The Pending Withdrawals table.',
    ),
    notice: fixtureArg(
      {
        None: fixedNotice(null),
        'Withdrawal submitted': fixedNotice({
          tone: 'success',
          message: withdrawalMessages.submitted('$750.00', 41),
        }),
        'Code not sent': fixedNotice({
          tone: 'warning',
          message: withdrawalMessages.notificationFailed,
        }),
        'Failed to process': fixedNotice({
          tone: 'error',
          message: withdrawalMessages.processFailed,
        }),
        'Code expired': fixedNotice({ tone: 'error', message: codeCheckMessages.expired }),
      },
      'The message above the withdrawal form.',
    ),
    verified: { control: 'boolean' },
  },
} satisfies Meta<typeof WithdrawView>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Fill {
  amount?: string;
  method?: 'Bank Transfer' | 'Cryptocurrency';
  bankAccount?: string;
  walletAddress?: string;
  chain?: string;
}

async function fill(canvasElement: HTMLElement, values: Fill) {
  const canvas = within(canvasElement);
  if (values.amount) await userEvent.type(canvas.getByLabelText('Amount (USD)'), values.amount);
  if (values.method)
    await userEvent.selectOptions(canvas.getByLabelText('Withdrawal method'), values.method);
  if (values.bankAccount)
    await userEvent.type(canvas.getByLabelText('Bank account number'), values.bankAccount);
  if (values.walletAddress)
    await userEvent.type(canvas.getByLabelText('Wallet address'), values.walletAddress);
  if (values.chain)
    await userEvent.selectOptions(canvas.getByLabelText('Blockchain'), values.chain);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Withdrawal' }));
}

const bank = { method: 'Bank Transfer', bankAccount: 'GB29NWBK60161331926819' } as const;
const crypto = {
  method: 'Cryptocurrency',
  walletAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  chain: 'eth',
} as const;

/** A story that submits `values` and sees `message` under `field`, the typed text kept. */
function refused(values: Fill, field: string, message: string, balance = 12_500): Story {
  return {
    args: { balance: { kind: 'ready', data: balance } },
    play: async ({ canvasElement, args }) => {
      await fill(canvasElement, values);
      const input = within(canvasElement).getByLabelText(field);
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      if (values.amount)
        await expect(within(canvasElement).getByLabelText('Amount (USD)')).toHaveValue(
          values.amount,
        );
    },
  };
}

/** A story that submits `values` and reaches onSubmit. */
function accepted(values: Fill, balance = 12_500): Story {
  return {
    args: { balance: { kind: 'ready', data: balance } },
    play: async ({ canvasElement, args }) => {
      await fill(canvasElement, values);
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
      await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    },
  };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdraw Funds' })).toBeVisible();
    await expect(canvas.getByText('$12,500.00')).toBeVisible();
    await expect(canvas.queryByLabelText('Bank account number')).toBeNull();
    await expect(canvas.queryByLabelText('Wallet address')).toBeNull();
  },
};

export const BalanceLoading: Story = {
  args: { balance: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading balance')).toBeVisible();
  },
};

const balanceFailed = {
  kind: 'error',
  message: balanceMessages.loadFailed,
  retrying: false,
} as const;

export const BalanceError: Story = {
  args: { balance: balanceFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(balanceMessages.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryBalance).toHaveBeenCalledTimes(1);
  },
};

/** Try Again is running: the message stays and its button shows busy. */
export const BalanceRetrying: Story = {
  args: { balance: { ...balanceFailed, retrying: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(balanceMessages.loadFailed)).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

export const BankTransferFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Withdrawal method'), 'Bank Transfer');
    await expect(canvas.getByLabelText('Bank account number')).toBeVisible();
    await expect(canvas.queryByLabelText('Wallet address')).toBeNull();
  },
};

export const CryptocurrencyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Withdrawal method'), 'Cryptocurrency');
    await expect(canvas.getByLabelText('Wallet address')).toBeVisible();
    const chains = within(canvas.getByLabelText('Blockchain')).getAllByRole('option');
    await expect(chains.map((option) => (option as HTMLOptionElement).value)).toEqual([
      '',
      'btc',
      'eth',
      'bnb',
      'trx',
      'sol',
    ]);
    await expect(canvas.queryByLabelText('Bank account number')).toBeNull();
  },
};

export const InvalidAmount = refused(
  { amount: 'abc', ...bank },
  'Amount (USD)',
  withdrawalValidation.invalidAmount,
);
export const EmptyAmount = refused({ ...bank }, 'Amount (USD)', withdrawalValidation.invalidAmount);
export const BelowMinimum = refused(
  { amount: '4.99', ...bank },
  'Amount (USD)',
  withdrawalValidation.belowMinimum(5),
);
export const CryptoBelowMinimum = refused(
  { amount: '4.99', ...crypto },
  'Amount (USD)',
  withdrawalValidation.belowMinimum(5),
);
export const AtMinimum: Story = {
  tags: ['interaction', '!autodocs'],
  ...accepted({ amount: '5', ...bank }),
};
export const BankAboveMaximum = refused(
  { amount: '250000.01', ...bank },
  'Amount (USD)',
  withdrawalValidation.aboveMaximum(250000),
  1_000_000,
);
export const BankAtMaximum: Story = {
  tags: ['interaction', '!autodocs'],
  ...accepted({ amount: '250000', ...bank }, 1_000_000),
};
export const CryptoAboveMaximum = refused(
  { amount: '200000.01', ...crypto },
  'Amount (USD)',
  withdrawalValidation.aboveMaximum(200000),
  1_000_000,
);
export const CryptoAtMaximum: Story = {
  tags: ['interaction', '!autodocs'],
  ...accepted({ amount: '200000', ...crypto }, 1_000_000),
};
export const InsufficientBalance = refused(
  { amount: '12500.01', ...bank },
  'Amount (USD)',
  withdrawalValidation.insufficientBalance,
);
export const WholeBalanceAllowed: Story = {
  tags: ['interaction', '!autodocs'],
  ...accepted({ amount: '12500', ...bank }),
};
export const MethodRequired = refused(
  { amount: '100' },
  'Withdrawal method',
  withdrawalValidation.methodRequired,
);
export const BankAccountRequired = refused(
  { amount: '100', method: 'Bank Transfer' },
  'Bank account number',
  withdrawalValidation.bankAccountRequired,
);
export const WalletAddressRequired = refused(
  { amount: '100', method: 'Cryptocurrency', chain: 'btc' },
  'Wallet address',
  withdrawalValidation.cryptoDetailsRequired,
);
export const ChainRequired = refused(
  { amount: '100', method: 'Cryptocurrency', walletAddress: 'bc1qexampleaddress' },
  'Blockchain',
  withdrawalValidation.cryptoDetailsRequired,
);

export const SubmitsBankTransfer: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { amount: '1,250.50', ...bank });
    await expect(args.onSubmit).toHaveBeenCalledWith({
      amount: '1,250.50',
      method: 'Bank Transfer',
      bankAccount: bank.bankAccount,
      walletAddress: '',
      chain: '',
    });
  },
};

export const SubmitsCryptocurrency: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { amount: '500', ...crypto });
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: '500',
        method: 'Cryptocurrency',
        walletAddress: crypto.walletAddress,
        chain: 'eth',
      }),
    );
  },
};

export const EditingClearsItsMessage: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { amount: '1', ...bank });
    await expect(canvas.getByText(withdrawalValidation.belowMinimum(5))).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Amount (USD)'), '0');
    await expect(canvas.queryByText(withdrawalValidation.belowMinimum(5))).toBeNull();
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** The create call is under way: Submit says Processing... and a second press sends nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, { amount: '500', ...bank });
    const button = await within(canvasElement).findByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SubmittedMessage: Story = {
  args: {
    notice: fixedNotice({ tone: 'success', message: withdrawalMessages.submitted('$750.00', 41) }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your withdrawal request for $750.00 has been submitted and is pending approval. Reference ID: 41',
    );
  },
};

export const NotificationFailedMessage: Story = {
  args: {
    notice: fixedNotice({ tone: 'warning', message: withdrawalMessages.notificationFailed }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(withdrawalMessages.notificationFailed),
    ).toBeVisible();
  },
};

export const ProcessFailedMessage: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: withdrawalMessages.processFailed }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      withdrawalMessages.processFailed,
    );
  },
};

export const CodeExpiredMessage: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: codeCheckMessages.expired }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      codeCheckMessages.expired,
    );
  },
};

/** The server refused the amount: its message goes under it, which takes the focus; nothing typed is lost. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () => ({
      fieldErrors: { amount: withdrawalValidation.insufficientBalance },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { amount: '500', ...bank });
    const amount = canvas.getByLabelText('Amount (USD)');
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining(withdrawalValidation.insufficientBalance),
      ),
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveValue('500');
    await expect(canvas.getByLabelText('Withdrawal method')).toHaveValue('Bank Transfer');
    await expect(canvas.getByLabelText('Bank account number')).toHaveValue(bank.bankAccount);
  },
};

export const PendingLoading: Story = {
  args: { pending: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading pending withdrawals')).toBeVisible();
  },
};

export const PendingEmpty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No pending withdrawals')).toBeVisible();
  },
};

export const PendingError: Story = {
  args: {
    pending: { kind: 'error', message: withdrawalMessages.pendingLoadFailed, retrying: false },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(withdrawalMessages.pendingLoadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPending).toHaveBeenCalledTimes(1);
  },
};

export const PendingItems: Story = {
  args: { pending: { kind: 'ready', data: pendingItems } },
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Pending Withdrawals' }));
    await expect(table.getByText('****6819')).toBeVisible();
    await expect(table.queryByText(/GB29NWBK/)).toBeNull();
    await expect(table.getByText('0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0 (ETH)')).toBeVisible();
    await expect(table.getByText('$1,250.50')).toBeVisible();
    for (const badge of table.getAllByText('Pending'))
      await expect(badge).toHaveAttribute('data-tone', 'warning');
    await userEvent.click(table.getByRole('button', { name: 'Verify withdrawal 41' }));
    await expect(args.onVerifyPending).toHaveBeenCalledWith(pendingItems[0]);
  },
};

export const WithdrawalSuccessful: Story = {
  args: { verified: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal Successful' });
    await expect(within(dialog).getByText(withdrawalMessages.verified)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onVerifiedClose).toHaveBeenCalledTimes(1);
  },
};

/** No layout shift: each section loads in its loaded frame, so the sections below stay put when data arrives. */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={WithdrawView}
      loaded={args}
      loading={{ ...args, balance: { kind: 'loading' }, pending: { kind: 'loading' } }}
    />
  ),
  play: ({ canvasElement }) => expectArrivesInPlace(canvasElement),
};

/** The same on the phone Lighthouse measures. */
export const ArrivesInPlaceOnAPhone: Story = {
  tags: ['interaction', '!autodocs'],
  ...ArrivesInPlace,
  ...phone412,
};

const withdrawStates = {
  'Loaded, nothing pending': {},
  'Balance loading': BalanceLoading,
  'Balance failed to load': BalanceError,
  'Retrying the balance': BalanceRetrying,
  'Withdrawal submitted': SubmittedMessage,
  'Code not sent': NotificationFailedMessage,
  'Withdrawal failed to process': ProcessFailedMessage,
  'Code expired': CodeExpiredMessage,
  'Pending withdrawals loading': PendingLoading,
  'Pending withdrawals failed to load': PendingError,
  'Two pending withdrawals': PendingItems,
};

/** Every state of the page at once, for review: loaded, loading, each load failure, each message above the form. */
export const AllStates: Story = allStatesStory(WithdrawView, meta.args, withdrawStates, {
  padded: true,
});
