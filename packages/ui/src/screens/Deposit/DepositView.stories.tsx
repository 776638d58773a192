import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import type { Deposit } from '@tp/api';
import { balanceMessages, depositMessages, depositValidation } from '@tp/messages';
import { fixedNotice } from '../../widgets/LiveNotice';
import { DepositView } from './DepositView';
import { depositWallets } from './depositWallets';
import { maxProofBytes } from './checkProofFile';
import { imageFile, paddedTo, tinyJpegBytes, tinyPngBytes } from './test/imageFiles';
import { unreadableFile } from './test/unreadableFile';

const [bitcoin, ethereum, usdt] = depositWallets as [
  (typeof depositWallets)[number],
  (typeof depositWallets)[number],
  (typeof depositWallets)[number],
];

const pendingItems: Deposit[] = [
  {
    id: 6,
    amount: 750,
    payment_method: 'Cryptocurrency',
    wallet_id: 'usdt_trc20',
    wallet_address: usdt.address,
    cryptoType: 'USDT (TRC20)',
    status: 'pending',
    created_at: '2026-05-28T08:05:00.000Z',
    proof_url: null,
  },
  {
    id: 4,
    amount: 300,
    payment_method: 'Cryptocurrency',
    wallet_id: 'bitcoin',
    wallet_address: bitcoin.address,
    cryptoType: 'BTC',
    status: 'rejected',
    created_at: '2026-01-08T12:00:00.000Z',
    proof_url: null,
  },
  {
    id: 3,
    amount: 5000,
    payment_method: 'Cryptocurrency',
    wallet_id: 'ethereum',
    wallet_address: ethereum.address,
    cryptoType: 'ETH',
    status: 'approved',
    created_at: '2025-07-01T16:20:00.000Z',
    proof_url: null,
  },
];

const png = () => imageFile(tinyPngBytes(), 'receipt.png', 'image/png');

/**
 * The Deposit Funds page: the balance, the new deposit step by step (payment method, where only
 * crypto is open to every client; coin; the wallet address to pay to; the amount and an image of
 * the proof of payment; then a confirmation), what to expect, and the pending deposits. The stories
 * draw the page from given data, one story per step and state, with each form message and each
 * message after Confirm.
 */
const meta = {
  title: 'Screens/Deposit/DepositView',
  component: DepositView,
  parameters: { layout: 'fullscreen' },
  args: {
    balance: { kind: 'ready', data: 12_500 },
    pending: { kind: 'ready', data: [pendingItems[0]!] },
    onRetryPending: fn(),
    outcome: fixedNotice(null),
    onRetryBalance: fn(),
    onEdit: fn(),
    onSubmit: fn(),
    copyText: fn(async () => undefined),
  },
  argTypes: {
    balance: fixtureArg(
      {
        '$12,500.00': { kind: 'ready', data: 12_500 },
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: balanceMessages.loadFailed, retrying: false },
      },
      'The balance card.',
    ),
    pending: fixtureArg(
      {
        'One pending deposit': { kind: 'ready', data: [pendingItems[0]!] },
        'Pending, rejected and approved': { kind: 'ready', data: pendingItems },
        'Nothing pending': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': {
          kind: 'error',
          message: depositMessages.pendingLoadFailed,
          retrying: false,
        },
      },
      'The Pending Deposits table.',
    ),
    outcome: fixtureArg(
      {
        None: fixedNotice(null),
        'Deposit on its way': fixedNotice({
          tone: 'success',
          message: depositMessages.success('$250.00', 7),
        }),
        'Support not notified': fixedNotice({
          tone: 'warning',
          message: depositMessages.notificationFailed,
        }),
        'Could not create': fixedNotice({ tone: 'error', message: depositMessages.createFailed }),
        'Failed to process': fixedNotice({ tone: 'error', message: depositMessages.processFailed }),
      },
      'The message above the deposit form after Confirm.',
    ),
  },
} satisfies Meta<typeof DepositView>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (element: HTMLElement) => within(element);
const proofInput = (element: HTMLElement) => canvasOf(element).getByLabelText('Proof of payment');
const amountInput = (element: HTMLElement) => canvasOf(element).getByLabelText('Amount (USD)');
const submit = (element: HTMLElement) =>
  userEvent.click(canvasOf(element).getByRole('button', { name: 'Deposit' }));

// ---------------------------------------------------------------- method list

export const Methods: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit Funds' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Cryptocurrency' })).toBeEnabled();
    for (const name of ['Bank Transfer', 'Credit Card']) {
      const radio = canvas.getByRole('radio', { name: `${name} ${depositMessages.verifiedOnly}` });
      await expect(radio).toBeDisabled();
    }
    await expect(canvas.getByText(/usually need 1 to 6 network confirmations/)).toBeVisible();
    await expect(
      canvas.getByText(/no fees on bank transfer or credit card deposits/),
    ).toBeVisible();
    await expect(canvas.getByTestId('balance')).toHaveTextContent('$12,500.00');
  },
};

export const MethodRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(depositValidation.methodRequired)).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Deposit method' })).toHaveAccessibleDescription(
      depositValidation.methodRequired,
    );
  },
};

/**
 * D18: in the profile's language (Spanish here) the methods, their verified-only note, the method's message and the
 * pending deposit's method ("Cryptocurrency (USDT (TRC20))") are all translated; the coin's name stays.
 */
export const MethodsInSpanish: Story = {
  globals: { language: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Criptomoneda' })).toBeEnabled();
    for (const name of ['Transferencia bancaria', 'Tarjeta de crédito']) {
      const radio = canvas.getByRole('radio', { name: `${name} (Solo clientes verificados)` });
      await expect(radio).toBeDisabled();
    }
    await expect(canvas.queryByText(depositMessages.verifiedOnly)).toBeNull();
    await expect(canvas.getByText('Criptomoneda (USDT (TRC20))')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByText('Seleccione un método de depósito.')).toBeVisible();
  },
};

/** Choosing a method clears the method-required message. */
export const ChoosingAMethodClearsTheMessage: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(depositValidation.methodRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Cryptocurrency' }));
    await expect(canvas.queryByText(depositValidation.methodRequired)).toBeNull();
  },
};

// ---------------------------------------------------------------- coin choice

export const CoinChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Cryptocurrency' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('heading', { name: 'Choose a cryptocurrency' })).toHaveFocus();
    for (const name of ['Bitcoin', 'Ethereum', 'USDT (TRC20)'])
      await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
  },
};

export const CoinRequired: Story = {
  args: { start: { step: 'coin' } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(depositValidation.coinRequired)).toBeVisible();
  },
};

function coinAddress(wallet: (typeof depositWallets)[number]): Story {
  return {
    args: { start: { step: 'coin' } },
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await userEvent.click(canvas.getByRole('radio', { name: wallet.name }));
      await expect(canvas.getByTestId('wallet-address')).toHaveTextContent(wallet.address);
      const qr = await canvas.findByRole(
        'img',
        { name: `QR code of the ${wallet.name} address` },
        { timeout: 5_000 },
      );
      await expect(qr.tagName.toLowerCase()).toBe('svg');
      await expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    },
  };
}

export const BitcoinAddress = coinAddress(bitcoin);
export const EthereumAddress = coinAddress(ethereum);
export const UsdtTrc20Address = coinAddress(usdt);

export const CopyAddress: Story = {
  args: { start: { step: 'coin', coin: 'ethereum' } },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Ethereum address' }));
    await expect(args.copyText).toHaveBeenCalledWith(ethereum.address);
  },
};

export const BackFromCoinToMethods: Story = {
  tags: ['interaction', '!autodocs'],
  args: { start: { step: 'coin', coin: 'bitcoin' } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('heading', { name: 'Choose a deposit method' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Cryptocurrency' })).toBeChecked();
  },
};

// ---------------------------------------------------------------- the form

export const FormEmpty: Story = {
  args: { start: { step: 'details', coin: 'bitcoin' } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Deposit details' })).toBeVisible();
    await expect(amountInput(canvasElement)).toHaveValue('');
    await expect(canvas.getByTestId('proof-file-name')).toHaveTextContent('No file chosen');
    await expect(canvas.getByTestId('wallet-address')).toHaveTextContent(bitcoin.address);
  },
};

export const BackFromFormToCoins: Story = {
  tags: ['interaction', '!autodocs'],
  args: { start: { step: 'details', coin: 'usdt_trc20' } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.type(amountInput(canvasElement), '300');
    await userEvent.upload(proofInput(canvasElement), png());
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('heading', { name: 'Choose a cryptocurrency' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'USDT (TRC20)' })).toBeChecked();
    // Forward again: nothing typed or chosen is lost.
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(amountInput(canvasElement)).toHaveValue('300');
    await expect(canvas.getByTestId('proof-file-name')).toHaveTextContent('receipt.png');
  },
};

/** Fills the form, submits, and expects `message` under a field with everything kept. */
function refused(amount: string, file: File | null, message: string): Story {
  return {
    args: { start: { step: 'details', coin: 'bitcoin' } },
    play: async ({ canvasElement, args }) => {
      const canvas = canvasOf(canvasElement);
      if (amount) await userEvent.type(amountInput(canvasElement), amount);
      if (file) await userEvent.upload(proofInput(canvasElement), file);
      await submit(canvasElement);
      await expect(await canvas.findByText(message)).toBeVisible();
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await expect(amountInput(canvasElement)).toHaveValue(amount);
      await expect(canvas.getByTestId('proof-file-name')).toHaveTextContent(
        file?.name ?? 'No file chosen',
      );
    },
  };
}

export const InvalidAmount = refused('abc', png(), depositValidation.invalidAmount);
export const EmptyAmount = refused('', png(), depositValidation.invalidAmount);
export const BelowMinimum = refused('199.99', png(), depositValidation.belowMinimum);
export const AboveMaximum = refused('200000.01', png(), depositValidation.aboveMaximum);
export const ProofRequired = refused('250', null, depositValidation.proofRequired);
export const ProofNotAnImage = refused(
  '250',
  imageFile(new TextEncoder().encode('just some notes'), 'notes.png', 'image/png'),
  depositValidation.proofInvalidType,
);
export const ProofTooLarge = refused(
  '250',
  imageFile(paddedTo(tinyPngBytes(), maxProofBytes), 'huge.png', 'image/png'),
  depositValidation.proofTooLarge,
);
export const ProofUnreadable = refused(
  '250',
  unreadableFile('moved.png'),
  depositMessages.verifyFailed,
);

export const EditingClearsTheMessage: Story = {
  tags: ['interaction', '!autodocs'],
  args: { start: { step: 'details', coin: 'bitcoin' } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await userEvent.type(amountInput(canvasElement), '199.99');
    await submit(canvasElement);
    await expect(canvas.getByText(depositValidation.belowMinimum)).toBeVisible();
    await expect(amountInput(canvasElement)).toHaveFocus();
    await userEvent.type(amountInput(canvasElement), '9');
    await expect(canvas.queryByText(depositValidation.belowMinimum)).toBeNull();
  },
};

// ---------------------------------------------------------------- confirm

/** Fills a valid form and opens the Confirm Deposit dialog. */
async function openConfirm(canvasElement: HTMLElement, amount: string, file: File) {
  await userEvent.type(amountInput(canvasElement), amount);
  await userEvent.upload(proofInput(canvasElement), file);
  await submit(canvasElement);
  return screen.findByRole('dialog', { name: 'Confirm Deposit' });
}

export const ConfirmDialog: Story = {
  args: { start: { step: 'details', coin: 'ethereum' } },
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(
      canvasElement,
      '200000',
      imageFile(tinyJpegBytes(), 'receipt.jpg', 'image/jpeg'),
    );
    const body = within(dialog);
    await expect(body.getByText('$200,000.00')).toBeVisible();
    await expect(body.getByText('Ethereum')).toBeVisible();
    await expect(body.getByText(ethereum.address)).toBeVisible();
    await expect(body.getByText('receipt.jpg')).toBeVisible();
  },
};

/** Cancel closes the confirmation without sending, and the form keeps what was typed. */
export const CancelClosesTheConfirmation: Story = {
  tags: ['interaction', '!autodocs'],
  args: { start: { step: 'details', coin: 'ethereum' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openConfirm(
      canvasElement,
      '200000',
      imageFile(tinyJpegBytes(), 'receipt.jpg', 'image/jpeg'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(amountInput(canvasElement)).toHaveValue('200000');
  },
};

export const ConfirmSendsOnce: Story = {
  tags: ['interaction', '!autodocs'],
  args: { start: { step: 'details', coin: 'bitcoin' } },
  play: async ({ canvasElement, args }) => {
    const file = png();
    const dialog = await openConfirm(canvasElement, ' 200 ', file);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      amountCents: 200_00,
      wallet: bitcoin,
      proof: file,
    });
  },
};

/** The create call is under way: Confirm says Processing... and the dialog cannot be closed. */
export const Submitting: Story = {
  args: {
    start: { step: 'details', coin: 'bitcoin' },
    onSubmit: fn(() => new Promise<never>(() => undefined)),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openConfirm(canvasElement, '250', png());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await within(dialog).findByRole('button', { name: 'Processing...' }),
    ).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The deposit exists: the dialog closes and the flow starts over at the method list, its heading focused. */
export const StartsOverAfterDeposit: Story = {
  tags: ['interaction', '!autodocs'],
  args: {
    start: { step: 'details', coin: 'bitcoin' },
    onSubmit: fn(async () => 'reset' as const),
  },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    const dialog = await openConfirm(canvasElement, '250', png());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Choose a deposit method' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Cryptocurrency' })).not.toBeChecked();
    // A new deposit starts empty.
    await userEvent.click(canvas.getByRole('radio', { name: 'Cryptocurrency' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('radio', { name: 'Bitcoin' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bitcoin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(amountInput(canvasElement)).toHaveValue('');
    await expect(canvas.getByTestId('proof-file-name')).toHaveTextContent('No file chosen');
  },
};

// ---------------------------------------------------------------- outcomes

export const Success: Story = {
  args: {
    outcome: fixedNotice({ tone: 'success', message: depositMessages.success('$250.00', 7) }),
  },
  play: async ({ canvasElement }) => {
    const message = canvasOf(canvasElement).getByText(
      'Your deposit of $250.00 is being processed. Reference ID: 7',
    );
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const NotificationFailed: Story = {
  args: { outcome: fixedNotice({ tone: 'warning', message: depositMessages.notificationFailed }) },
  play: async ({ canvasElement }) => {
    const message = canvasOf(canvasElement).getByText(depositMessages.notificationFailed);
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const CouldNotCreate: Story = {
  args: { outcome: fixedNotice({ tone: 'error', message: depositMessages.createFailed }) },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByRole('alert')).toHaveTextContent(
      depositMessages.createFailed,
    );
  },
};

export const FailedToProcess: Story = {
  args: {
    outcome: {
      ...fixedNotice({ tone: 'error', message: depositMessages.processFailed }),
      clear: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const alert = canvasOf(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(depositMessages.processFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(args.outcome.clear).toHaveBeenCalled();
  },
};

/** The server refused the amount: the dialog closes, the message goes under Amount, which takes the focus. */
export const ServerRefusedAmount: Story = {
  args: {
    start: { step: 'details', coin: 'bitcoin' },
    onSubmit: fn(async () => ({ fieldErrors: { amount: depositValidation.belowMinimum } })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openConfirm(canvasElement, '250', png());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const amount = amountInput(canvasElement);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining(depositValidation.belowMinimum),
      ),
    );
    await expect(canvasOf(canvasElement).getByText(depositValidation.belowMinimum)).toBeVisible();
    await waitFor(() => expect(amount).toHaveFocus());
    // Nothing typed or chosen is lost.
    await expect(amount).toHaveValue('250');
    await expect(canvasOf(canvasElement).getByTestId('proof-file-name')).toHaveTextContent(
      'receipt.png',
    );
  },
};

// ---------------------------------------------------------------- balance

export const BalanceLoading: Story = {
  args: { balance: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByText('Loading balance')).toBeVisible();
  },
};

/** The balance's message with Try Again, like every other balance card. */
export const BalanceError: Story = {
  args: { balance: { kind: 'error', message: balanceMessages.loadFailed, retrying: false } },
  play: async ({ args, canvasElement }) => {
    const balance = within(canvasOf(canvasElement).getByRole('region', { name: 'Balance' }));
    await expect(balance.getByRole('alert')).toHaveTextContent(balanceMessages.loadFailed);
    await userEvent.click(balance.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryBalance).toHaveBeenCalledOnce();
  },
};

/** Try Again is running: the message stays and the button shows busy. */
export const BalanceRetrying: Story = {
  args: { balance: { kind: 'error', message: balanceMessages.loadFailed, retrying: true } },
  play: async ({ canvasElement }) => {
    const balance = within(canvasOf(canvasElement).getByRole('region', { name: 'Balance' }));
    await expect(balance.getByRole('alert')).toHaveTextContent(balanceMessages.loadFailed);
    const retry = balance.getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

// ---------------------------------------------------------------- pending deposits

export const PendingLoading: Story = {
  args: { pending: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByText('Loading pending deposits')).toBeVisible();
  },
};

export const PendingEmpty: Story = {
  args: { pending: { kind: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement).getByText(depositMessages.noPending)).toBeVisible();
  },
};

const pendingFailed = {
  kind: 'error',
  message: depositMessages.pendingLoadFailed,
  retrying: false,
} as const;

export const PendingError: Story = {
  args: { pending: pendingFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(depositMessages.pendingLoadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPending).toHaveBeenCalledTimes(1);
  },
};

/** Try Again is running: the message stays and its button shows busy. */
export const PendingRetrying: Story = {
  args: { pending: { ...pendingFailed, retrying: true } },
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(depositMessages.pendingLoadFailed);
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

export const PendingWithItems: Story = {
  args: { pending: { kind: 'ready', data: pendingItems } },
  play: async ({ canvasElement }) => {
    const table = canvasOf(canvasElement).getByRole('table', { name: 'Pending Deposits' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('$750.00');
    await expect(rows[0]).toHaveTextContent('Cryptocurrency (USDT (TRC20))');
    // Spec 2 §4: pending yellow, approved green, anything else red.
    const tones = rows.map((row) => row.querySelector('[data-tone]')?.getAttribute('data-tone'));
    await expect(tones).toEqual(['warning', 'danger', 'success']);
  },
};

/** No layout shift: each section loads in its loaded frame, so the sections below stay put when data arrives. */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={DepositView}
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

const depositStates = {
  Loaded: {},
  'Balance loading': BalanceLoading,
  'Balance failed to load': BalanceError,
  'Retrying the balance': BalanceRetrying,
  'Deposit details form': FormEmpty,
  'Deposit on its way': Success,
  'Support not notified': NotificationFailed,
  'Could not create the deposit': CouldNotCreate,
  'Deposit failed to process': FailedToProcess,
  'Pending deposits loading': PendingLoading,
  'No pending deposits yet': PendingEmpty,
  'Pending deposits failed to load': PendingError,
  'Retrying the pending deposits': PendingRetrying,
  'Pending, rejected and approved deposits': PendingWithItems,
};

/** Every state of the page at once, for review: loaded, each load failure, no deposits yet, each message after Confirm. */
export const AllStates: Story = allStatesStory(DepositView, meta.args, depositStates, {
  padded: true,
});
