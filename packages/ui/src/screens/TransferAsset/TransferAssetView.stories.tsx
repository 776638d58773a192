import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import {
  balanceMessages,
  codeCheckMessages,
  httpErrors,
  transferMessages,
  transferValidation,
  withdrawalMessages,
} from '@tp/messages';
import { fixedNotice } from '../../widgets/LiveNotice';
import type { TransferRow } from './RecentTransfersTable';
import { TransferAssetView } from './TransferAssetView';
import type { TransferField } from './validateTransfer';

const notSavedText =
  'The allow-list is on: transfers go only to saved recipients. Save this recipient under Saved recipients; you can send to them 48 hours after you confirm it.';

const rows: TransferRow[] = [
  {
    id: 12,
    createdAt: '2026-06-15T11:45:00Z',
    recipientEmail: 'jamie.lee@example.com',
    amount: 250,
    status: 'pending',
  },
  {
    id: 11,
    createdAt: '2026-06-14T10:00:00Z',
    recipientEmail: 'jamie.lee@example.com',
    amount: 1200.5,
    status: 'approved',
  },
  {
    id: 10,
    createdAt: '2026-06-12T09:30:00Z',
    recipientEmail: 'sam.taylor@example.com',
    amount: 75,
    status: 'expired',
  },
  {
    id: 9,
    createdAt: '2026-06-01T16:00:00Z',
    recipientEmail: 'jamie.lee@example.com',
    amount: 300,
    status: 'approved',
  },
];

/**
 * The Transfer Asset page drawn from given data: the Transfer Details form (receiver's e-mail,
 * amount, time to wait for confirmation), Wallet Balance, Total Transfer, Recent Transfers and the
 * Transfer Complete dialog. One story per state: loading, no transfers, load failures, each input
 * rule, sending, each message from the server, and a pending transfer to verify.
 */
const meta = {
  title: 'Screens/TransferAsset/TransferAssetView',
  component: TransferAssetView,
  args: {
    balance: { kind: 'ready', data: 12_500 },
    transfers: { kind: 'ready', data: rows },
    onRetryTransfers: fn(),
    onRetryBalance: fn(),
    onSubmit: fn(),
    onVerify: fn(),
    notice: fixedNotice(null),
    onCompletedClose: fn(),
    onFormEdit: fn(),
  },
  argTypes: {
    balance: fixtureArg(
      {
        '$12,500.00': { kind: 'ready', data: 12_500 },
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: balanceMessages.loadFailed, retrying: false },
      },
      'The wallet balance (the Amount field shows it too).',
    ),
    transfers: fixtureArg(
      {
        'Four transfers to Jamie and Sam': { kind: 'ready', data: rows },
        'No transfers yet': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': {
          kind: 'error',
          message: transferMessages.pendingLoadFailed,
          retrying: false,
        },
      },
      'The Recent Transfers table and the Total Transfer card.',
    ),
    notice: fixtureArg(
      {
        None: fixedNotice(null),
        'Failed to process': fixedNotice({
          tone: 'error',
          message: transferMessages.processFailed,
        }),
        'Not allowed': fixedNotice({ tone: 'error', message: httpErrors.forbidden }),
        'Code expired': fixedNotice({ tone: 'error', message: codeCheckMessages.expired }),
        'Code not sent': fixedNotice({
          tone: 'warning',
          message: withdrawalMessages.notificationFailed,
        }),
        'Recipient not saved (allow-list on)': fixedNotice({
          tone: 'error',
          message: notSavedText,
        }),
      },
      'The message above the transfer form.',
    ),
    completed: fixtureArg(
      {
        None: null,
        '$100.00 sent to Jamie': { amount: 100, recipientEmail: 'jamie.lee@example.com' },
      },
      'Opens Transfer Complete.',
    ),
  },
} satisfies Meta<typeof TransferAssetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** D22: with the allow-list on, a transfer to a recipient not saved is refused beside the form, which keeps it. */
export const RecipientNotSaved: Story = {
  args: { notice: fixedNotice({ tone: 'error', message: notSavedText }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(notSavedText)).toBeVisible();
  },
};

const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(label);

async function fill(canvasElement: HTMLElement, email: string, amount: string) {
  if (email) await userEvent.type(field(canvasElement, "Receiver's Email address"), email);
  if (amount) await userEvent.type(field(canvasElement, 'Amount'), amount);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transfer Asset' })).toBeVisible();
    const wallet = canvas.getByRole('region', { name: 'Wallet Balance' });
    await expect(wallet).toHaveTextContent('$12,500.00');
    // The Amount field shows the balance too (spec 2 §2), with min 0 and step 0.01 (§5).
    const amount = field(canvasElement, 'Amount');
    await expect(amount).toHaveAccessibleDescription('Available balance: $12,500.00');
    await expect(amount).toHaveAttribute('min', '0');
    await expect(amount).toHaveAttribute('step', '0.01');
    // Total Transfer: the approved transfers only (1,200.50 + 300).
    await expect(canvas.getByRole('region', { name: 'Total Transfer' })).toHaveTextContent(
      '$1,500.50',
    );
    const table = canvas.getByRole('table', { name: 'Recent Transfers' });
    for (const header of ['Date', "Receiver's Email", 'Amount', 'Status'])
      await expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    // StatusBadge colours: pending yellow, approved green, anything else red (spec 2 §4).
    const tones = within(table)
      .getAllByText(/^(Pending|Approved|Expired)$/)
      .map((badge) => `${badge.textContent}:${badge.getAttribute('data-tone')}`);
    await expect(tones).toEqual([
      'Pending:warning',
      'Approved:success',
      'Expired:danger',
      'Approved:success',
    ]);
  },
};

/** Spec 2 §2 and §9, D8: the five wait times are offered; none is sent or checked. */
export const WaitTimeOptions: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const select = field(canvasElement, 'Time to Wait for Confirmation');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual(['1 Hour', '2 Hours', '6 Hours', '12 Hours', '24 Hours']);
    await userEvent.selectOptions(select, '24');
    await fill(canvasElement, 'jamie.lee@example.com', '10');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      recipientEmail: 'jamie.lee@example.com',
      amount: 10,
    });
  },
};

export const Loading: Story = {
  args: { balance: { kind: 'loading' }, transfers: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading transfers')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Recent Transfers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(field(canvasElement, 'Amount')).toHaveAccessibleDescription(
      'Available balance: loading…',
    );
  },
};

export const Empty: Story = {
  args: { transfers: { kind: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(transferMessages.noPending)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Total Transfer' })).toHaveTextContent('$0.00');
  },
};

const listFailed = {
  kind: 'error',
  message: transferMessages.pendingLoadFailed,
  retrying: false,
} as const;

export const ListError: Story = {
  args: { transfers: listFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(transferMessages.pendingLoadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryTransfers).toHaveBeenCalledTimes(1);
  },
};

/** Try Again is running: the message stays and its button shows busy; the total still says why it is missing. */
export const ListRetrying: Story = {
  args: { transfers: { ...listFailed, retrying: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(transferMessages.pendingLoadFailed);
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'Total Transfer' })).toHaveTextContent(
      'Not available',
    );
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
    const wallet = within(canvasElement).getByRole('region', { name: 'Wallet Balance' });
    await expect(within(wallet).getByRole('alert')).toHaveTextContent(balanceMessages.loadFailed);
    await userEvent.click(within(wallet).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryBalance).toHaveBeenCalledTimes(1);
  },
};

export const BalanceRetrying: Story = {
  args: { balance: { ...balanceFailed, retrying: true } },
  play: async ({ canvasElement }) => {
    const wallet = within(canvasElement).getByRole('region', { name: 'Wallet Balance' });
    await expect(within(wallet).getByRole('alert')).toHaveTextContent(balanceMessages.loadFailed);
    await expect(within(wallet).getByRole('button', { name: 'Try Again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const MissingEmailAndAmount: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, '', '');
    await expect(field(canvasElement, "Receiver's Email address")).toHaveAccessibleDescription(
      transferValidation.emailAndAmountRequired,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MissingAmount: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'jamie.lee@example.com', '');
    await expect(field(canvasElement, 'Amount')).toHaveAccessibleDescription(
      expect.stringContaining(transferValidation.emailAndAmountRequired),
    );
    await expect(field(canvasElement, "Receiver's Email address")).toHaveValue(
      'jamie.lee@example.com',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AmountZero: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'jamie.lee@example.com', '0');
    await expect(
      within(canvasElement).getByText(transferValidation.amountNotPositive),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Bad input keeps what the user typed; editing clears the message.
    await expect(field(canvasElement, 'Amount')).toHaveValue(0);
    await userEvent.type(field(canvasElement, 'Amount'), '.5');
    await expect(
      within(canvasElement).queryByText(transferValidation.amountNotPositive),
    ).toBeNull();
  },
};

// Spec 2 §5.
/** A negative amount gets the same rule as zero, and stays on screen as typed. */
export const NegativeAmount: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'jamie.lee@example.com', '-25');
    await expect(field(canvasElement, 'Amount')).toHaveAccessibleDescription(
      expect.stringContaining(transferValidation.amountNotPositive),
    );
    await expect(
      within(canvasElement).getByText(transferValidation.amountNotPositive),
    ).toBeVisible();
    await expect(field(canvasElement, 'Amount')).toHaveValue(-25);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'jamie.lee@example.com', '12500.01');
    await expect(
      within(canvasElement).getByText(transferValidation.insufficientBalance),
    ).toBeVisible();
    await expect(field(canvasElement, 'Amount')).toHaveValue(12500.01);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WholeBalanceAllowed: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, ' jamie.lee@example.com ', '12500');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      recipientEmail: 'jamie.lee@example.com',
      amount: 12500,
    });
  },
};

/** The create call is under way: Submit says Processing... and a second press sends nothing. */
export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, 'jamie.lee@example.com', '10');
    const button = await within(canvasElement).findByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refused a field: its message goes under that field, which takes the focus; nothing typed is lost. */
function serverRefusal(refused: TransferField, message: string): Story {
  const label = refused === 'amount' ? 'Amount' : "Receiver's Email address";
  return {
    args: { onSubmit: fn(async () => ({ fieldErrors: { [refused]: message } })) },
    play: async ({ canvasElement }) => {
      await fill(canvasElement, 'jamie.lee@example.com', '10');
      const input = field(canvasElement, label);
      await waitFor(() =>
        expect(input).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      await expect(input).toHaveFocus();
      await expect(field(canvasElement, "Receiver's Email address")).toHaveValue(
        'jamie.lee@example.com',
      );
      await expect(field(canvasElement, 'Amount')).toHaveValue(10);
    },
  };
}

export const UnknownRecipient = serverRefusal('recipientEmail', 'No user with this email address.');
export const SelfTransfer = serverRefusal('recipientEmail', 'You cannot transfer to yourself.');
export const ServerInsufficientBalance = serverRefusal(
  'amount',
  transferValidation.insufficientBalance,
);

function withNotice(tone: 'error' | 'warning', message: string): Story {
  return {
    args: { notice: { ...fixedNotice({ tone, message }), clear: fn() } },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(message)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
      await expect(args.notice.clear).toHaveBeenCalled();
    },
  };
}

export const ProcessFailed = withNotice('error', transferMessages.processFailed);
export const ServerMessage = withNotice('error', httpErrors.forbidden);
export const CodeExpired = withNotice('error', codeCheckMessages.expired);
export const NotificationFailed = withNotice('warning', withdrawalMessages.notificationFailed);

export const PendingRowVerify: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const verify = within(canvasElement).getAllByRole('button', { name: /^Verify/ });
    // Only the pending transfer can still be verified.
    await expect(verify).toHaveLength(1);
    await expect(verify[0]).toHaveAccessibleName(
      'Verify transfer of $250.00 to jamie.lee@example.com',
    );
    await userEvent.click(verify[0]!);
    await expect(args.onVerify).toHaveBeenCalledWith(12);
  },
};

export const TransferComplete: Story = {
  args: { completed: { amount: 100, recipientEmail: 'jamie.lee@example.com' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Transfer Complete' });
    await expect(dialog).toHaveAccessibleDescription(transferMessages.verified);
    await expect(dialog).toHaveTextContent('$100.00 has been sent to jamie.lee@example.com.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onCompletedClose).toHaveBeenCalled();
  },
};

/** No layout shift: each section loads in its loaded frame, so the sections below stay put when data arrives. */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={TransferAssetView}
      loaded={args}
      loading={{ ...args, ...Loading.args }}
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

const transferStates = {
  Loaded: {},
  Loading,
  'No transfers yet': Empty,
  'Transfers failed to load': ListError,
  'Retrying the transfers': ListRetrying,
  'Balance failed to load': BalanceError,
  'Retrying the balance': BalanceRetrying,
  'Transfer failed to process': ProcessFailed,
  'Not allowed (the server says why)': ServerMessage,
  'Code expired': CodeExpired,
  'Code not sent': NotificationFailed,
};

/** Every state of the page at once, for review: loaded, loading, no transfers, each load failure, each message. */
export const AllStates: Story = allStatesStory(TransferAssetView, meta.args, transferStates);
