import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import type { Withdrawal } from '@tp/api';
import { SEED_NOW } from '@tp/mocks';
import {
  addressBookMessages,
  codeCheckMessages,
  walletAddressValidation,
  withdrawalMessages,
  withdrawalValidation,
  balanceMessages,
  withdrawalHoldMessages,
} from '@tp/messages';
import { ClockProvider } from '../../clock';
import { formatDateTime } from '../../format';
import { fixedNotice } from '../../widgets/LiveNotice';
import type { AddressBookModel, SavedDestination } from './addressBookModel';
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

const now = Date.parse(SEED_NOW);
const HOUR = 60 * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const openedLongAgo = '2025-01-21T10:00:00.000Z';

/** D16: Alex's saved destinations (the seed's), and one wallet saved 18 h 48 min ago: usable in 5 h 12 min. */
const savedBank: SavedDestination = {
  id: 1,
  label: 'Main bank account',
  kind: 'bank',
  chain: null,
  address: null,
  bankAccount: 'GB29NWBK60161331926819',
  maskedAccount: '****6819',
  usableFrom: openedLongAgo,
  usableAt: Date.parse(openedLongAgo),
};
const savedEthereum: SavedDestination = {
  ...savedBank,
  id: 2,
  label: 'Ethereum wallet',
  kind: 'crypto',
  chain: 'eth',
  address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
  bankAccount: null,
  maskedAccount: null,
};
const heldSolana: SavedDestination = {
  ...savedEthereum,
  id: 4,
  label: 'New Solana wallet',
  chain: 'sol',
  address: 'kgERWXbLfq6MHcWLd86a5dpmSvM86QhQrQjL2gGPbnD',
  usableFrom: iso(now + 5.2 * HOUR),
  usableAt: now + 5.2 * HOUR,
};

const bookOf = (changes: Partial<AddressBookModel> = {}) =>
  ({
    kind: 'ready',
    data: {
      destinations: [heldSolana, savedEthereum, savedBank],
      allowList: { enabled: false, turnsOffAt: null },
      hold: null,
      serverOffset: 0,
      ...changes,
    },
  }) as const;
const addressBook = bookOf();
const holdUntil = iso(now + 24 * HOUR);
const onHold = bookOf({
  hold: { until: holdUntil, reason: 'password_change', endsAt: now + 24 * HOUR },
});
const heldFrom = formatDateTime(holdUntil);

/**
 * The Withdraw page drawn from given data: the balance, the Request a Withdrawal form for a bank
 * transfer or cryptocurrency, the limits, Pending Withdrawals and the Withdrawal Successful dialog;
 * D16's saved-destination picker, the hold notice and the refusals of a new or held address (the
 * Address book itself has its own stories, AddressBookSection). One story per state: loading and
 * load failures, each input rule and limit, submitting, each message above the form, the pending
 * list, and the picker's and the hold's states. The clock stands at the seed's time.
 */
const meta = {
  title: 'Screens/Withdraw/WithdrawView',
  component: WithdrawView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ClockProvider now={() => now}>
        <Story />
      </ClockProvider>
    ),
  ],
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
    addressBook,
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
        'New address saved and held': fixedNotice({
          tone: 'warning',
          message: addressBookMessages.savedAndHeld(heldFrom),
        }),
        'Saved address still held': fixedNotice({
          tone: 'warning',
          message: addressBookMessages.heldUntil(heldFrom),
        }),
        'Allow-list on': fixedNotice({ tone: 'error', message: addressBookMessages.allowListOn }),
      },
      'The message above the withdrawal form.',
    ),
    addressBook: fixtureArg(
      {
        'Three saved, one held': addressBook,
        'Allow-list on': bookOf({ allowList: { enabled: true, turnsOffAt: null } }),
        'On hold after a password change': onHold,
        'Nothing saved': bookOf({ destinations: [] }),
        Loading: { kind: 'loading' },
      },
      'D16: the saved destinations the picker offers, the allow-list and any hold.',
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
      // A crypto submit may wait for the address check's chunk (WithdrawForm loads it after the first paint).
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
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
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
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
  {
    amount: '100',
    method: 'Cryptocurrency',
    walletAddress: 'bc1qlfwyanqxsrf2mp4e7u45hc02dg5yumzag9pmvx',
  },
  'Blockchain',
  withdrawalValidation.cryptoDetailsRequired,
);
/** D16: an Ethereum address with Solana chosen; the message names the chain it does not fit. */
export const WalletAddressNotOfChain = refused(
  { amount: '100', ...crypto, chain: 'sol' },
  'Wallet address',
  walletAddressValidation.notOfChain('Solana'),
);
/** D16: one letter of a checksummed Ethereum address typed in the other case. */
export const WalletAddressChecksumMismatch = refused(
  { amount: '100', ...crypto, walletAddress: crypto.walletAddress.replace('fE46', 'Fe46') },
  'Wallet address',
  walletAddressValidation.checksumMismatch('Ethereum'),
);

/** The address's message depends on the chain: choosing another clears it until the next submit. */
export const ChangingTheChainClearsTheAddressMessage: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, { amount: '100', ...crypto, chain: 'trx' });
    const address = canvas.getByLabelText('Wallet address');
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        expect.stringContaining(walletAddressValidation.notOfChain('TRON')),
      ),
    );
    await userEvent.selectOptions(canvas.getByLabelText('Blockchain'), 'eth');
    await expect(address).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(walletAddressValidation.notOfChain('TRON'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Withdrawal' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};

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
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          amount: '500',
          method: 'Cryptocurrency',
          walletAddress: crypto.walletAddress,
          chain: 'eth',
        }),
      ),
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

// ---- D16: the saved-destination picker, the hold and the refusals of a new or held address

const picker = (canvasElement: HTMLElement) =>
  within(canvasElement).findByLabelText('Saved destination', {}, { timeout: 5_000 });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).text, (option as HTMLOptionElement).disabled]);

/**
 * A saved wallet fills the spec's fields; one saved less than 24 hours ago says when it can be used and cannot be
 * chosen; "New address" empties them for typing.
 */
export const SavedDestinationPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Withdrawal method'), 'Cryptocurrency');
    const select = await picker(canvasElement);
    await expect(optionsOf(select)).toEqual([
      ['Choose a saved destination', false],
      [addressBookMessages.heldOption('New Solana wallet', '5 h 12 min'), true],
      ['Ethereum wallet (ETH 0x9a37…aaD8)', false],
      ['New address', false],
    ]);
    await userEvent.selectOptions(select, '2');
    await expect(canvas.getByLabelText('Wallet address')).toHaveValue(savedEthereum.address);
    await expect(canvas.getByLabelText('Blockchain')).toHaveValue('eth');
    await userEvent.selectOptions(select, 'new');
    await expect(canvas.getByLabelText('Wallet address')).toHaveValue('');
    await expect(canvas.getByLabelText('Blockchain')).toHaveValue('');
  },
};

/** A saved bank account typed by hand (spaces and all) is recognised: the picker shows it chosen. */
export const TypedAccountMatchesSavedOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Withdrawal method'), 'Bank Transfer');
    const select = await picker(canvasElement);
    await userEvent.type(
      canvas.getByLabelText('Bank account number'),
      'gb29 nwbk 6016 1331 9268 19',
    );
    await expect(select).toHaveValue('1');
    await userEvent.type(canvas.getByLabelText('Amount (USD)'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Withdrawal' }));
    // The form sends what was typed, as before; the server compares it with the saved one.
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ bankAccount: 'gb29 nwbk 6016 1331 9268 19' }),
      ),
    );
  },
};

/** The allow-list is on: withdrawals go only to saved destinations, so "New address" is not offered. */
export const AllowListOnNoNewAddress: Story = {
  args: { addressBook: bookOf({ allowList: { enabled: true, turnsOffAt: null } }) },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(
      within(canvasElement).getByLabelText('Withdrawal method'),
      'Bank Transfer',
    );
    const select = await picker(canvasElement);
    await expect(optionsOf(select).map(([text]) => text)).toEqual([
      'Choose a saved destination',
      'Main bank account (****6819)',
    ]);
  },
};

/** Withdrawals on hold after a credential change: the notice heads the page and the submit waits, described by it. */
export const OnHold: Story = {
  args: { addressBook: onHold },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = withdrawalHoldMessages.afterPasswordChange(heldFrom);
    const notice = await canvas.findByText(text, {}, { timeout: 5_000 });
    const submit = canvas.getByRole('button', { name: 'Submit Withdrawal' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(text);
    await expect(notice).toHaveAttribute('role', 'status');
  },
};

/** The server saved a new address and holds it 24 hours: said beside the form, which keeps what was typed. */
export const NewAddressSavedAndHeld: Story = {
  args: {
    notice: fixedNotice({ tone: 'warning', message: addressBookMessages.savedAndHeld(heldFrom) }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(addressBookMessages.savedAndHeld(heldFrom)),
    ).toBeVisible();
  },
};

/** A saved address still in its first 24 hours. */
export const SavedAddressStillHeld: Story = {
  args: {
    notice: fixedNotice({ tone: 'warning', message: addressBookMessages.heldUntil(heldFrom) }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(addressBookMessages.heldUntil(heldFrom)),
    ).toBeVisible();
  },
};

/** A new address while the allow-list is on. */
export const AllowListOnRefusal: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: addressBookMessages.allowListOn }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      addressBookMessages.allowListOn,
    );
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
  'New address saved and held': NewAddressSavedAndHeld,
  'Saved address still held': SavedAddressStillHeld,
  'Allow-list on, new address refused': AllowListOnRefusal,
  'Withdrawals on hold': OnHold,
};

/** Every state of the page at once, for review: loaded, loading, each load failure, each message above the form. */
export const AllStates: Story = allStatesStory(WithdrawView, meta.args, withdrawStates, {
  padded: true,
});
