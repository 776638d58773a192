import type { Meta, StoryObj } from '@storybook/react-vite';
import { newIdempotencyKey } from '@tp/api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createStoryMockApi, scenario, type ScenarioName, serverTexts } from '@tp/mocks';
import {
  codeCheckMessages,
  forgotPasswordMessages,
  httpErrors,
  withdrawalMessages,
  withdrawalValidation,
} from '@tp/messages';
import { signedInScreen } from '../../storybook/signedInScreen';
import { loseCreateWithdrawalAnswer } from '../../storybook/lostAnswers';
import { storyUsers } from '../../storybook/signedIn';
import { WithdrawScreen } from './WithdrawScreen';
import { enterCode, wrongCode } from '../../storybook/codeEntry';
import { inFlight } from '../../storybook/StoryProviders';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { clickResendWhenReady, slow } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';

const mockApi = createStoryMockApi();
const alex = storyUsers.alex.email;
const MINUTE = 60_000;

/**
 * The Withdraw page: the available balance, the form for a bank transfer or a crypto withdrawal,
 * the code we e-mail to confirm it, and the pending withdrawals. The stories run the page against
 * the demo server, signed in as Alex Morgan, and show a withdrawal from request to approval, each
 * refusal and error the server can answer, the code's expiry and Resend Code, and verifying a
 * pending withdrawal later.
 */
const meta = {
  title: 'Screens/Withdraw/WithdrawScreen',
  component: WithdrawScreen,
  parameters: {
    docs: { story: screenDocsStory },
    layout: 'fullscreen',
    msw: { handlers: mockApi.handlers },
  },
  ...signedInScreen(mockApi, '/withdraw'),
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const alexId = () => mockApi.backend.userIdByEmail(alex) ?? 0;
const pendingOnServer = () => mockApi.backend.listWithdrawals(alexId(), 'pending');
const latestCode = () => mockApi.backend.latestCode(alex, 'withdrawal') ?? '';
const notTheCode = () => wrongCode(latestCode());

const bank = { amount: '500', method: 'Bank Transfer', bankAccount: 'GB29NWBK60161331926819' };
const crypto = {
  amount: '500',
  method: 'Cryptocurrency',
  walletAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  chain: 'eth',
};
type Fill = Partial<typeof bank & typeof crypto>;

async function fillForm(canvasElement: HTMLElement, values: Fill) {
  const canvas = within(canvasElement);
  // The balance arrives first, so the client-side balance rule is in force.
  await canvas.findByText('$12,500.00', {}, slow);
  if (values.amount) await userEvent.type(canvas.getByLabelText('Amount (USD)'), values.amount);
  if (values.method)
    await userEvent.selectOptions(canvas.getByLabelText('Withdrawal method'), values.method);
  if (values.bankAccount)
    await userEvent.type(canvas.getByLabelText('Bank account number'), values.bankAccount);
  if (values.walletAddress)
    await userEvent.type(canvas.getByLabelText('Wallet address'), values.walletAddress);
  if (values.chain)
    await userEvent.selectOptions(canvas.getByLabelText('Blockchain'), values.chain);
}

async function submit(canvasElement: HTMLElement, values: Fill = bank) {
  await fillForm(canvasElement, values);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Withdrawal' }));
}

const codeDialog = (options = slow) =>
  screen.findByRole('dialog', { name: 'Verify Your Withdrawal' }, options);

/** `code` is read once the dialog is open, i.e. after the server has e-mailed it. */
async function verifyWith(code: () => string) {
  const dialog = await codeDialog();
  await enterCode(within(dialog), code());
}

async function expectVerified(canvasElement: HTMLElement, balance: string) {
  const success = await screen.findByRole('dialog', { name: 'Withdrawal Successful' }, slow);
  await expect(within(success).getByText(withdrawalMessages.verified)).toBeVisible();
  await userEvent.click(within(success).getByRole('button', { name: 'Done' }));
  await expect(await within(canvasElement).findByText(balance, {}, slow)).toBeVisible();
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdraw Funds' })).toBeVisible();
    await expect(await canvas.findByText('$12,500.00', {}, slow)).toBeVisible();
    await expect(await canvas.findByText('No pending withdrawals', {}, slow)).toBeVisible();
  },
};

/** The whole flow against the mock server: create, the e-mailed code, approval, the new balance. */
export const BankWithdrawalVerified: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, bank);
    const dialog = await codeDialog();
    await expect(within(dialog).getByText(/\$500\.00/)).toBeVisible();
    const created = pendingOnServer()[0];
    await expect(created).toMatchObject({ amount: 500, withdrawal_method: 'Bank Transfer' });
    await expect(
      screen.getByText(withdrawalMessages.submitted('$500.00', created?.id ?? 0)),
    ).toBeInTheDocument();
    // The form is empty again, ready for another request.
    await expect(within(canvasElement).getByLabelText('Amount (USD)')).toHaveValue('');
    await verifyWith(latestCode);
    await expectVerified(canvasElement, '$12,000.00');
    await expect(pendingOnServer()).toHaveLength(0);
    await expect(mockApi.backend.fundsOf(alex)).toMatchObject({ balance: 12_000, held: 0 });
  },
};

export const CryptoWithdrawalVerified: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, { ...crypto, amount: '1250.75' });
    await verifyWith(latestCode);
    await expectVerified(canvasElement, '$11,249.25');
    const [latest] = mockApi.backend.listWithdrawals(alexId());
    await expect(latest).toMatchObject({
      withdrawal_method: 'Cryptocurrency',
      chain: 'eth',
      wallet_address: crypto.walletAddress,
      status: 'approved',
    });
  },
};

/** Every submit is safe to click twice: one request reaches the ledger. */
export const DoubleClickMakesOneWithdrawal: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, bank);
    await userEvent.dblClick(
      within(canvasElement).getByRole('button', { name: 'Submit Withdrawal' }),
    );
    await codeDialog();
    await expect(pendingOnServer()).toHaveLength(1);
    await expect(mockApi.backend.fundsOf(alex)).toMatchObject({ held: 500 });
    await expect(
      mockApi.backend.outbox(alex).filter((mail) => mail.purpose === 'withdrawal'),
    ).toHaveLength(1);
  },
};

const lostAnswer = loseCreateWithdrawalAnswer(mockApi.backend);

/**
 * The server records the withdrawal but its answer is lost; Submit again (nothing edited) carries the
 * same Idempotency-Key, so the server replays its first answer: one withdrawal, one hold, one e-mail.
 */
export const RetryAfterLostAnswerMakesOneWithdrawal: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { msw: { handlers: [...lostAnswer.handlers, ...mockApi.handlers] } },
  beforeEach: lostAnswer.arm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement, bank);
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent(withdrawalMessages.processFailed),
      slow,
    );
    await expect(pendingOnServer()).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Withdrawal' }));
    await codeDialog();
    await expect(pendingOnServer()).toHaveLength(1);
    await expect(mockApi.backend.fundsOf(alex)).toMatchObject({ held: 500 });
    await expect(
      mockApi.backend.outbox(alex).filter((mail) => mail.purpose === 'withdrawal'),
    ).toHaveLength(1);
  },
};

export const WrongCodeThenRightCode: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, bank);
    await verifyWith(notTheCode);
    const dialog = await codeDialog();
    await expect(
      await within(dialog).findByText(codeCheckMessages.incorrect, {}, slow),
    ).toBeVisible();
    await verifyWith(latestCode);
    await expectVerified(canvasElement, '$12,000.00');
  },
};

// Spec 2 §4.
/**
 * The submitted message waits under the code dialog, is still there when the dialog closes,
 * and clears itself 3 seconds later (the wait while the dialog is open is unit-tested with fake timers).
 */
export const SubmittedMessageClearsAfterTheDialog: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, bank);
    const dialog = await codeDialog();
    const created = pendingOnServer()[0];
    const text = withdrawalMessages.submitted('$500.00', created?.id ?? 0);
    // Behind the modal dialog, so out of the accessibility tree for now.
    await expect(within(canvasElement).getByText(text)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text);
    await waitFor(() => expect(within(canvasElement).queryByText(text)).toBeNull(), {
      timeout: 6_000,
    });
  },
};

/** Cancel leaves the request pending; its row's Verify opens the dialog again. */
export const CancelThenVerifyFromList: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, bank);
    await userEvent.click(within(await codeDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = within(canvasElement).getByRole('table', { name: 'Pending Withdrawals' });
    await expect(await within(table).findByText('****6819', {}, slow)).toBeVisible();
    await expect(within(table).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await expect(within(canvasElement).getByText('$12,000.00')).toBeVisible();
    const [pending] = pendingOnServer();
    await userEvent.click(
      within(table).getByRole('button', { name: `Verify withdrawal ${pending?.id}` }),
    );
    await verifyWith(latestCode);
    await expectVerified(canvasElement, '$12,000.00');
    await expect(await within(table).findByText('No pending withdrawals', {}, slow)).toBeVisible();
  },
};

// Spec 2 §4.
/** An expired code closes the dialog; the error shows by the form. */
export const CodeExpired: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, bank);
    await codeDialog();
    mockApi.clock.advance(11 * MINUTE);
    await verifyWith(latestCode);
    await expect(
      await within(canvasElement).findByText(codeCheckMessages.expired, {}, slow),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const TooManyTriesThenResendWorks: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, bank);
    for (let attempt = 0; attempt < 5; attempt += 1) await verifyWith(notTheCode);
    const dialog = await codeDialog();
    await expect(
      await within(dialog).findByText(serverTexts.tooManyAttempts, {}, slow),
    ).toBeVisible();
    mockApi.clock.advance(MINUTE + 1_000);
    await clickResendWhenReady(dialog);
    await expect(
      await within(dialog).findByText(forgotPasswordMessages.newCodeSent, {}, slow),
    ).toBeVisible();
    await verifyWith(latestCode);
    await expectVerified(canvasElement, '$12,000.00');
  },
};

export const PendingWithMaskedBankAccount: Story = {
  beforeEach: async () => {
    await mockApi.backend.createWithdrawal(
      alexId(),
      {
        amount: 750,
        withdrawal_method: 'Bank Transfer',
        bank_account: '12345678',
      },
      newIdempotencyKey(),
    );
    await mockApi.backend.createWithdrawal(
      alexId(),
      {
        amount: 300,
        withdrawal_method: 'Cryptocurrency',
        wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        chain: 'btc',
      },
      newIdempotencyKey(),
    );
  },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Pending Withdrawals' }));
    await expect(await table.findByText('****5678', {}, slow)).toBeVisible();
    await expect(table.queryByText('12345678')).toBeNull();
    await expect(table.getByText('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq (BTC)')).toBeVisible();
    await expect(within(canvasElement).getByText('$11,450.00')).toBeVisible();
  },
};

// ---- the create call's answers

/** Submits a valid request that meets `name`; `check` asserts what the user sees. */
function createFails(
  name: ScenarioName,
  check: (canvasElement: HTMLElement) => Promise<void>,
  values: Fill = bank,
): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...mockApi.handlers] } },
    play: async ({ canvasElement }) => {
      await submit(canvasElement, values);
      await check(canvasElement);
      await expect(screen.queryByRole('dialog')).toBeNull();
      // Nothing the user typed is lost.
      await expect(within(canvasElement).getByLabelText('Amount (USD)')).toHaveValue(values.amount);
    },
  };
}

const onField = (label: string, message: string) => async (canvasElement: HTMLElement) => {
  const field = within(canvasElement).getByLabelText(label);
  await waitFor(
    () => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
    slow,
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveFocus();
};

const byForm =
  (message: string, timeout = slow.timeout) =>
  async (canvasElement: HTMLElement) => {
    await waitFor(
      () => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message),
      { timeout },
    );
  };

export const ServerInsufficientBalance = createFails(
  'withdrawals.create.insufficientBalance',
  onField('Amount (USD)', withdrawalValidation.insufficientBalance),
);
export const ServerBelowMinimum = createFails(
  'withdrawals.create.belowMinimum',
  onField('Amount (USD)', withdrawalValidation.belowMinimum(5)),
);
export const ServerCryptoAboveMaximum = createFails(
  'withdrawals.create.aboveMaximum',
  onField('Amount (USD)', withdrawalValidation.aboveMaximum(200000)),
  crypto,
);
export const ServerBankAboveMaximum = createFails(
  'withdrawals.create.bankAboveMaximum',
  onField('Amount (USD)', withdrawalValidation.aboveMaximum(250000)),
);
export const ServerInvalidAmount = createFails(
  'withdrawals.create.invalidAmount',
  onField('Amount (USD)', withdrawalValidation.invalidAmount),
);
export const ServerMethodRequired = createFails(
  'withdrawals.create.methodRequired',
  onField('Withdrawal method', withdrawalValidation.methodRequired),
);
export const ServerBankAccountRequired = createFails(
  'withdrawals.create.bankAccountRequired',
  onField('Bank account number', withdrawalValidation.bankAccountRequired),
);
export const ServerCryptoDetailsRequired = createFails(
  'withdrawals.create.cryptoDetailsRequired',
  onField('Wallet address', withdrawalValidation.cryptoDetailsRequired),
  crypto,
);
export const ServerRefusalWithReason = createFails(
  'withdrawals.create.detail400',
  byForm('Withdrawals are temporarily paused. Please try again later.'),
);
export const ServerRefusalWithoutReason = createFails(
  'withdrawals.create.emptyError',
  byForm(withdrawalMessages.processFailed),
);
export const CreateServerError = createFails(
  'withdrawals.create.serverError',
  byForm(withdrawalMessages.processFailed),
);
export const CreateBadGateway = createFails(
  'withdrawals.create.badGateway',
  byForm(withdrawalMessages.processFailed),
);
export const CreateUnavailable = createFails(
  'withdrawals.create.unavailable',
  byForm(withdrawalMessages.processFailed),
);
export const CreateNetworkError = createFails(
  'withdrawals.create.networkError',
  byForm(withdrawalMessages.processFailed),
);
export const CreateTimeout = createFails(
  'withdrawals.create.timeout',
  byForm(withdrawalMessages.processFailed),
);
export const CreateForbidden = createFails(
  'withdrawals.create.forbidden',
  byForm(httpErrors.forbidden),
);
export const CreateTooManyRequests = createFails(
  'withdrawals.create.tooManyRequests',
  byForm(httpErrors.tooManyRequests),
);

export const CreateProcessing: Story = {
  parameters: {
    ...inFlight,
    msw: { handlers: [...scenario('withdrawals.create.loading'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, bank);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Processing...' }),
    ).toBeDisabled();
  },
};

// D1.
/** The request exists though the code e-mail failed; the dialog opens, as a resend may work. */
export const CreatedButNotificationFailed: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: {
      handlers: [
        ...scenario('withdrawals.create.notificationFailed', { backend: mockApi.backend }),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, bank);
    const dialog = await codeDialog();
    // Said in the dialog, where the user is looking, and kept on the page for after it closes.
    await expect(within(dialog).getByText(withdrawalMessages.notificationFailed)).toBeVisible();
    await expect(
      within(canvasElement).getByText(withdrawalMessages.notificationFailed),
    ).toBeInTheDocument();
    mockApi.clock.advance(MINUTE + 1_000);
    await clickResendWhenReady(dialog);
    await expect(
      await within(dialog).findByText(forgotPasswordMessages.newCodeSent, {}, slow),
    ).toBeVisible();
    await verifyWith(latestCode);
    await expectVerified(canvasElement, '$12,000.00');
  },
};

// ---- the verify call's answers

function verifyFails(
  name: ScenarioName,
  check: (dialog: HTMLElement, canvasElement: HTMLElement) => Promise<void>,
): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...mockApi.handlers] } },
    play: async ({ canvasElement }) => {
      await submit(canvasElement, bank);
      const dialog = await codeDialog();
      await verifyWith(latestCode);
      await check(dialog, canvasElement);
    },
  };
}

const underCode = (message: string) => async (dialog: HTMLElement) => {
  const field = within(dialog).getByLabelText(/Verification code/);
  await waitFor(
    () => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
    slow,
  );
};
const inDialog =
  (message: string, timeout = slow.timeout) =>
  async (dialog: HTMLElement) => {
    await expect(await within(dialog).findByText(message, {}, { timeout })).toBeVisible();
  };

export const VerifyIncorrect = verifyFails(
  'withdrawals.verify.incorrect',
  underCode(codeCheckMessages.incorrect),
);
export const VerifyTooMany = verifyFails(
  'withdrawals.verify.tooMany',
  underCode(serverTexts.tooManyAttempts),
);
export const VerifyExpired = verifyFails('withdrawals.verify.expired', async (_, canvasElement) => {
  await expect(
    await within(canvasElement).findByText(codeCheckMessages.expired, {}, slow),
  ).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Still pending: it can be verified later from the list, after Resend Code.
  await expect(pendingOnServer()).toHaveLength(1);
});
export const VerifyNotFound = verifyFails(
  'withdrawals.verify.notFound',
  inDialog(codeCheckMessages.failed),
);
export const VerifyServerError = verifyFails(
  'withdrawals.verify.serverError',
  inDialog(codeCheckMessages.failed),
);
export const VerifyNetworkError = verifyFails(
  'withdrawals.verify.networkError',
  inDialog(codeCheckMessages.failed),
);
export const VerifyTimeout = verifyFails(
  'withdrawals.verify.timeout',
  inDialog(codeCheckMessages.failed),
);

// ---- the resend call's answers

function resend(
  name: ScenarioName | null,
  message: string,
  { advance = MINUTE + 1_000, withBackend = false } = {},
): Story {
  const handlers = name
    ? [...scenario(name, withBackend ? { backend: mockApi.backend } : {}), ...mockApi.handlers]
    : mockApi.handlers;
  return {
    parameters: { msw: { handlers } },
    play: async ({ canvasElement }) => {
      await submit(canvasElement, bank);
      const dialog = await codeDialog();
      mockApi.clock.advance(advance);
      await clickResendWhenReady(dialog);
      await expect(await within(dialog).findByText(message, {}, slow)).toBeVisible();
    },
  };
}

export const ResendSendsNewCode = resend(null, forgotPasswordMessages.newCodeSent);
// D1.
/** Resend Code waits out the minute the server gives, counting down on the dialog. */
export const ResendWaitsItsMinute: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, bank);
    const dialog = await codeDialog();
    await expect(within(dialog).getByText(/^The code expires at \d{1,2}:\d{2}/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await expect(within(dialog).getByText('Resend available in 60 s')).toBeVisible();
    mockApi.clock.advance(25_000);
    await expect(
      await within(dialog).findByText('Resend available in 35 s', {}, slow),
    ).toBeVisible();
  },
};
/** The server still refuses (another tab resent): its retry_after moves the countdown. */
export const ResendTooSoon = resend('withdrawals.resend.cooldown', serverTexts.resendCooldown);
export const ResendNotificationFailed = resend(
  'withdrawals.resend.notificationFailed',
  withdrawalMessages.notificationFailed,
  { withBackend: true },
);
export const ResendServerError = resend(
  'withdrawals.resend.serverError',
  withdrawalMessages.resendFailed,
);
export const ResendNetworkError = resend(
  'withdrawals.resend.networkError',
  withdrawalMessages.resendFailed,
);

// ---- the lists

export const PendingLoading: Story = {
  parameters: {
    ...inFlight,
    msw: { handlers: [...scenario('withdrawals.list.loading'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading pending withdrawals', {}, slow),
    ).toBeVisible();
  },
};

export const PendingEmpty: Story = {
  parameters: { msw: { handlers: [...scenario('withdrawals.list.empty'), ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No pending withdrawals', {}, slow),
    ).toBeVisible();
  },
};

export const PendingLoadFails: Story = {
  parameters: {
    msw: { handlers: [...scenario('withdrawals.list.serverError'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      withdrawalMessages.pendingLoadFailed,
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

const pendingRecovery = createOutageRecovery('/api/withdrawals/');

/** The load fails; while Try Again runs the error stays with the button busy; then the list loads. */
export const PendingTryAgainRecovers: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: async () => {
    const endHold = pendingRecovery.beforeEach();
    await mockApi.backend.createWithdrawal(
      alexId(),
      {
        amount: 750,
        withdrawal_method: 'Bank Transfer',
        bank_account: 'GB29NWBK60161331926819',
      },
      newIdempotencyKey(),
    );
    return endHold;
  },
  parameters: {
    msw: { handlers: [...pendingRecovery.handlers, ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      withdrawalMessages.pendingLoadFailed,
    );
    await pendingRecovery.tryAgain(
      canvas.getByRole('table', { name: 'Pending Withdrawals' }),
      withdrawalMessages.pendingLoadFailed,
    );
    await expect(await canvas.findByText('****6819', {}, slow)).toBeVisible();
    await expect(canvas.queryByText(withdrawalMessages.pendingLoadFailed)).toBeNull();
  },
};

export const BalanceLoadFails: Story = {
  parameters: { msw: { handlers: [...scenario('balance.serverError'), ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(httpErrors.serverError, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
