import type { Meta, StoryObj } from '@storybook/react-vite';
import { newIdempotencyKey } from '@tp/api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createStoryMockApi, scenario, SEED_NOW, type ScenarioName, serverTexts } from '@tp/mocks';
import {
  addressBookMessages,
  codeCheckMessages,
  forgotPasswordMessages,
  httpErrors,
  withdrawalMessages,
  withdrawalHoldMessages,
  withdrawalValidation,
} from '@tp/messages';
import { formatDateTime } from '../../format';
import { stepUpTexts } from '../shared/StepUp/stepUpTexts';
import { i18n } from '@tp/i18n';
import { addressBookTexts } from './addressBookTexts';
import { signedInScreen } from '../../storybook/signedInScreen';
import { loseCreateWithdrawalAnswer } from '../../storybook/lostAnswers';
import { storyUsers } from '../../storybook/signedIn';
import { WithdrawScreen } from './WithdrawScreen';
import { enterCode, wrongCode } from '../../storybook/codeEntry';
import { inFlight } from '../../storybook/StoryProviders';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { clickResendWhenReady, slow, selfTimed } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';
import { withLivePrivacyMode } from '../../storybook/livePrivacyMode';
import { amountMask } from '../../privacy';

const mockApi = createStoryMockApi();
const alex = storyUsers.alex.email;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
const pendingOnServer = () => mockApi.api.listWithdrawals(alexId(), 'pending');
const latestCode = () => mockApi.backend.latestCode(alex, 'withdrawal') ?? '';
const notTheCode = () => wrongCode(latestCode());

const bank = { amount: '500', method: 'Bank Transfer', bankAccount: 'GB29NWBK60161331926819' };

/** A $750 bank withdrawal of Alex's, waiting for its code, made on the server before the story renders. */
async function pendingBankWithdrawal() {
  await mockApi.api.createWithdrawal(
    alexId(),
    { amount: 750, withdrawal_method: 'Bank Transfer', bank_account: bank.bankAccount },
    newIdempotencyKey(),
  );
}
// D16: both are saved in Alex's address book (the seed's), so money may go there at once.
const crypto = {
  amount: '500',
  method: 'Cryptocurrency',
  walletAddress: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
  chain: 'eth',
};
type Fill = Partial<typeof bank & typeof crypto>;

async function fillForm(canvasElement: HTMLElement, values: Fill) {
  const canvas = within(canvasElement);
  // The balance arrives first (shown or hidden), so the client-side balance rule is in force.
  await canvas.findByTestId('balance', {}, slow);
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

/**
 * Privacy mode (D17): the available balance and the pending withdrawal's amount show the mask, read
 * as "hidden"; its method, masked account, date and status stay, and so do the form's public limits.
 */
export const AmountsHidden: Story = {
  globals: { privacy: 'hidden' },
  beforeEach: pendingBankWithdrawal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance', {}, slow)).toHaveTextContent(
      /^••••••hidden$/,
    );
    const table = within(canvas.getByRole('table', { name: 'Pending Withdrawals' }));
    const row = (await table.findByText('****6819', {}, slow)).closest('tr');
    await expect(row).toHaveTextContent(/Bank Transfer\*{4}6819••••••hiddenPending/);
    await expect(within(row!).getByText('Pending')).toHaveAttribute('data-tone', 'warning');

    for (const figure of ['12,500.00', '11,750.00', '750.00'])
      await expect(canvasElement).not.toHaveTextContent(figure);
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

/**
 * Privacy mode (D17) through a withdrawal: the code dialog asks to confirm a withdrawal of the mask,
 * the submitted notice behind it names the mask, and after the right code the new balance is hidden
 * too; no dollar amount of Alex's shows on the way.
 */
export const AmountsHiddenInCodeDialog: Story = {
  tags: ['interaction', '!autodocs'],
  globals: { privacy: 'hidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement, bank);
    const dialog = await codeDialog();
    await expect(dialog).toHaveTextContent(
      'Enter the 6-digit code we e-mailed you to confirm your withdrawal of ••••••hidden. The code expires in 10 minutes.',
    );
    await expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('your withdrawal of hidden. The code'),
    );
    await expect(dialog).not.toHaveTextContent('$');
    const created = pendingOnServer()[0];
    // Behind the modal dialog, out of the accessibility tree for now.
    await expect(canvas.getByText(/^Your withdrawal request for/)).toHaveTextContent(
      withdrawalMessages.submitted('••••••hidden', created?.id ?? 0),
    );
    await expect(canvasElement).not.toHaveTextContent('$500.00');

    await verifyWith(latestCode);
    const success = await screen.findByRole('dialog', { name: 'Withdrawal Successful' }, slow);
    await expect(within(success).getByText(withdrawalMessages.verified)).toBeVisible();
    await expect(success).not.toHaveTextContent('$');
    await userEvent.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(mockApi.backend.fundsOf(alex).balance).toBe(12_000));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTestId('balance')).toHaveTextContent(/^••••••hidden$/);
    for (const figure of ['12,500.00', '12,000.00', '500.00'])
      await expect(canvasElement).not.toHaveTextContent(figure);
  },
};

export const CryptoWithdrawalVerified: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, { ...crypto, amount: '1250.75' });
    await verifyWith(latestCode);
    await expectVerified(canvasElement, '$11,249.25');
    const [latest] = mockApi.api.listWithdrawals(alexId());
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
    await expect(within(canvasElement).getByText(text).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(within(canvasElement).queryByText(text)).toBeNull(), selfTimed);
  },
};

/**
 * Privacy mode turned on (Alt+Shift+H) while the submitted message shows, under the code dialog: the message's
 * amount turns into the mask, read as "hidden", and stays so once the dialog is closed (issue 40).
 */
export const SubmittedMessageMasksWhenPrivacyTurnsOn: Story = {
  tags: ['interaction', '!autodocs'],
  decorators: [withLivePrivacyMode],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, bank);
    const dialog = await codeDialog();
    const id = pendingOnServer()[0]?.id ?? 0;
    const message = () =>
      within(canvasElement)
        .getByText(new RegExp(`Reference ID: ${id}$`))
        .closest('[role="status"]');
    await expect(message()).toHaveTextContent(withdrawalMessages.submitted('$500.00', id));
    await userEvent.keyboard('{Alt>}{Shift>}H{/Shift}{/Alt}');
    const masked = withdrawalMessages.submitted(`${amountMask}hidden`, id);
    await waitFor(() => expect(message()).toHaveTextContent(masked));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(message()).toHaveTextContent(masked);
    await expect(message()).not.toHaveTextContent('500.00');
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
    // D16: money goes only to a destination saved more than 24 hours ago.
    await mockApi.backend.saveDestination(
      alex,
      { label: 'Old account', kind: 'bank', bankAccount: '12345678' },
      2 * DAY,
    );
    await mockApi.api.createWithdrawal(
      alexId(),
      {
        amount: 750,
        withdrawal_method: 'Bank Transfer',
        bank_account: '12345678',
      },
      newIdempotencyKey(),
    );
    await mockApi.api.createWithdrawal(
      alexId(),
      {
        amount: 300,
        withdrawal_method: 'Cryptocurrency',
        wallet_address: 'bc1q8cx4zxvqqyq8956cj0z63u7kcmjyc9k6s6puq0',
        chain: 'btc',
      },
      newIdempotencyKey(),
    );
  },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Pending Withdrawals' }));
    await expect(await table.findByText('****5678', {}, slow)).toBeVisible();
    await expect(table.queryByText('12345678')).toBeNull();
    await expect(table.getByText('bc1q8cx4zxvqqyq8956cj0z63u7kcmjyc9k6s6puq0 (BTC)')).toBeVisible();
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
    await mockApi.api.createWithdrawal(
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
    const table = within(canvas.getByRole('table', { name: 'Pending Withdrawals' }));
    await expect(await table.findByText('****6819', {}, slow)).toBeVisible();
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

// ---- D16: the address book, the allow-list, holds

/** "Confirm it's you", which the page opens when the server wants a fresh step-up. */
const stepUpDialog = () => screen.findByRole('dialog', { name: i18n._(stepUpTexts.title) }, slow);

/** Answers "Confirm it's you" with Alex's password. */
async function confirmItsYou() {
  const dialog = within(await stepUpDialog());
  await userEvent.type(dialog.getByLabelText(/^Password/), storyUsers.alex.password);
  await userEvent.click(dialog.getByRole('button', { name: i18n._(stepUpTexts.confirm) }));
}

/** 24 hours after the seed's time, as the page shows it. */
const dayLater = formatDateTime(new Date(Date.parse(SEED_NOW) + DAY).toISOString());
const newWallet = { ...crypto, walletAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0' };
const withBackend = (...names: ScenarioName[]) => ({
  msw: {
    handlers: [
      ...names.flatMap((name) => scenario(name, { backend: mockApi.backend })),
      ...mockApi.handlers,
    ],
  },
});

/** The Address book section (a region named by its title), once it is on the page. */
const addressBookRegion = () =>
  screen.findByRole('region', { name: i18n._(addressBookTexts.title) }, slow);
async function addressBook(_canvasElement: HTMLElement) {
  return within(await addressBookRegion());
}
const savedLabels = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: i18n._(addressBookTexts.listLabel) }))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.firstElementChild?.textContent);

/** Alex's four saved destinations, all usable; the allow-list off. */
export const AddressBookSaved: Story = {
  play: async ({ canvasElement }) => {
    await addressBook(canvasElement);
    await waitFor(
      () =>
        expect(savedLabels(canvasElement)).toEqual([
          'Solana wallet',
          'Bitcoin savings',
          'Ethereum wallet',
          'Main bank account',
        ]),
      slow,
    );
    await expect(
      within(canvasElement).getByRole('switch', { name: i18n._(addressBookTexts.allowList) }),
    ).toHaveAttribute('aria-checked', 'false');
  },
};

/**
 * A new wallet address: "Confirm it's you" first (the server saves it), then the server holds it 24 hours. The
 * page says so beside the form, which keeps what was typed, and the address book counts down to it.
 */
export const NewAddressSavedAndHeld: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, newWallet);
    await confirmItsYou();
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(addressBookMessages.savedAndHeld(dayLater), {}, slow),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Wallet address')).toHaveValue(newWallet.walletAddress);
    await expect(canvas.getByLabelText('Amount (USD)')).toHaveValue('500');
    await expect(
      await canvas.findByText(addressBookMessages.usableIn('24:00:00'), {}, slow),
    ).toBeVisible();
    await expect(pendingOnServer()).toHaveLength(0);
  },
};

/** Cancel at "Confirm it's you": nothing is saved or said, and the form keeps the address. */
export const NewAddressStepUpCancelled: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, newWallet);
    const dialog = within(await stepUpDialog());
    await userEvent.click(dialog.getByRole('button', { name: i18n._(stepUpTexts.cancel) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Wallet address')).toHaveValue(newWallet.walletAddress);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(mockApi.api.listWithdrawalDestinations(alexId()).destinations).toHaveLength(4);
  },
};

/** A saved wallet picked from the list fills the fields; the withdrawal goes through as before. */
export const SavedWalletPicked: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, { amount: '250', method: 'Cryptocurrency' });
    const picker = await canvas.findByLabelText('Saved destination', {}, slow);
    await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(2));
    const ethereum = within(picker).getByRole('option', { name: /^Ethereum wallet/ });
    await userEvent.selectOptions(picker, ethereum);
    await expect(canvas.getByLabelText('Wallet address')).toHaveValue(crypto.walletAddress);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Withdrawal' }));
    await verifyWith(latestCode);
    await expectVerified(canvasElement, '$12,250.00');
  },
};

/** A wallet saved 18 h 48 min ago: the picker says when, and a typed withdrawal to it is refused until then. */
export const SavedAddressStillHeld: Story = {
  parameters: withBackend('destinations.list.heldDestination'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, { amount: '100', method: 'Cryptocurrency' });
    const picker = await canvas.findByLabelText('Saved destination', {}, slow);
    const held = await within(picker).findByRole(
      'option',
      { name: addressBookMessages.heldOption('New Solana wallet', '5 h 12 min') },
      slow,
    );
    await expect(held).toBeDisabled();
    await userEvent.type(
      canvas.getByLabelText('Wallet address'),
      'kgERWXbLfq6MHcWLd86a5dpmSvM86QhQrQjL2gGPbnD',
    );
    await userEvent.selectOptions(canvas.getByLabelText('Blockchain'), 'sol');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Withdrawal' }));
    const opensAt = formatDateTime(
      new Date(Date.parse(SEED_NOW) + 5 * HOUR + 12 * MINUTE).toISOString(),
    );
    await expect(
      await canvas.findByText(addressBookMessages.heldUntil(opensAt), {}, slow),
    ).toBeVisible();
  },
};

/** The allow-list is on: no "New address" in the picker, and a typed new account is refused. */
export const AllowListOnRefusesNewAddress: Story = {
  parameters: withBackend('destinations.list.allowListOn'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvasElement, {
      amount: '100',
      method: 'Bank Transfer',
      bankAccount: 'DE89370400440532013000',
    });
    const picker = await canvas.findByLabelText('Saved destination', {}, slow);
    await expect(within(picker).queryByRole('option', { name: 'New address' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Withdrawal' }));
    await waitFor(
      () =>
        expect(
          canvas
            .getAllByRole('alert')
            .some((alert) => alert.textContent?.includes(addressBookMessages.allowListOn)),
        ).toBe(true),
      slow,
    );
    await expect(canvas.getByLabelText('Bank account number')).toHaveValue(
      'DE89370400440532013000',
    );
  },
};

/** After a second factor was removed: the notice heads the page and the submit waits until the hold ends. */
export const WithdrawalsOnHold: Story = {
  parameters: withBackend('destinations.list.onHold'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = withdrawalHoldMessages.afterSecondFactorRemoved(dayLater);
    await expect(await canvas.findByText(text, {}, slow)).toBeVisible();
    const submitButton = canvas.getByRole('button', { name: 'Submit Withdrawal' });
    await expect(submitButton).toBeDisabled();
    await expect(submitButton).toHaveAccessibleDescription(text);
  },
};

/** A withdrawal created before the hold: its code is refused until the hold ends, said in the dialog. */
export const VerifyRefusedDuringHold: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: withBackend('destinations.list.onHold'),
  beforeEach: pendingBankWithdrawal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Withdrawals are on hold until/, {}, slow);
    const table = canvas.getByRole('table', { name: 'Pending Withdrawals' });
    const [pending] = pendingOnServer();
    await userEvent.click(
      await within(table).findByRole('button', { name: `Verify withdrawal ${pending?.id}` }, slow),
    );
    await verifyWith(latestCode);
    const dialog = await codeDialog();
    await expect(
      await within(dialog).findByText(
        withdrawalHoldMessages.afterSecurityChange(dayLater),
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

// ---- the Address book section through the mock server

const addDialog = () =>
  screen.findByRole('dialog', { name: i18n._(addressBookTexts.addTitle) }, slow);
const destinationCodeDialog = () =>
  screen.findByRole('dialog', { name: i18n._(addressBookTexts.codeTitle) }, slow);
const destinationCode = () => mockApi.backend.latestCode(alex, 'destination') ?? '';

async function addBankAccount(canvasElement: HTMLElement, label: string, account: string) {
  const section = await addressBook(canvasElement);
  await userEvent.click(
    await section.findByRole('button', { name: i18n._(addressBookTexts.add) }, slow),
  );
  const dialog = within(await addDialog());
  await userEvent.type(dialog.getByLabelText(/^Label/), label);
  await userEvent.selectOptions(dialog.getByLabelText(i18n._(addressBookTexts.typeField)), 'bank');
  await userEvent.type(dialog.getByLabelText('Bank account number'), account);
  await userEvent.click(dialog.getByRole('button', { name: i18n._(addressBookTexts.save) }));
}

/** After "Confirm it's you", the new address waits for the code e-mailed to Alex, in the shared code dialog. */
export const AddAddressWaitsForCode: Story = {
  play: async ({ canvasElement }) => {
    await addBankAccount(canvasElement, 'Savings', 'DE89370400440532013000');
    await confirmItsYou();
    const dialog = within(await destinationCodeDialog());
    await expect(dialog.getByText(addressBookMessages.codeDescription)).toBeVisible();
    await expect(dialog.getByText(/^The code expires at/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await expect(destinationCode()).toMatch(/^\d{6}$/);
  },
};

/** D22: with the allow-list on, a new address waits 48 hours, and the add and code dialogs say so. */
export const AddAddressWithAllowListOn: Story = {
  parameters: withBackend('destinations.list.allowListOn'),
  play: async ({ canvasElement }) => {
    const section = await addressBook(canvasElement);
    await expect(
      await section.findByText(addressBookMessages.allowListOn, {}, slow),
    ).toBeInTheDocument();
    await addBankAccount(canvasElement, 'Savings', 'DE89370400440532013000');
    await confirmItsYou();
    const dialog = within(await destinationCodeDialog());
    await expect(
      dialog.getByText(i18n._(addressBookTexts.codeDescriptionAllowListOn)),
    ).toBeVisible();
    await enterCode(dialog, destinationCode());
    const twoDaysLater = formatDateTime(new Date(Date.parse(SEED_NOW) + 2 * DAY).toISOString());
    await expect(
      await within(canvasElement).findByText(
        addressBookMessages.confirmed(twoDaysLater, '48 h'),
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/**
 * Add address end to end: "Confirm it's you", then the e-mailed code in the code dialog; confirmed, the address
 * can be used 24 hours later, and the list counts down to it.
 */
export const AddAddressConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await addBankAccount(canvasElement, 'Savings', 'DE89370400440532013000');
    await confirmItsYou();
    const dialog = within(await destinationCodeDialog());
    await expect(dialog.getByText(addressBookMessages.codeDescription)).toBeVisible();
    await enterCode(dialog, destinationCode());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(addressBookMessages.confirmed(dayLater, '24 h'), {}, slow),
    ).toBeVisible();
    await expect(
      await canvas.findByText(addressBookMessages.usableIn('24:00:00'), {}, slow),
    ).toBeVisible();
  },
};

/** The code expired: the server dropped the address; the page says so and it leaves the list. */
export const AddAddressCodeExpired: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await addBankAccount(canvasElement, 'Savings', 'DE89370400440532013000');
    await confirmItsYou();
    const dialog = within(await destinationCodeDialog());
    mockApi.clock.advance(11 * MINUTE);
    await enterCode(dialog, destinationCode());
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(addressBookMessages.codeExpired, {}, slow)).toBeVisible();
    await waitFor(() => expect(savedLabels(canvasElement)).not.toContain('Savings'), slow);
  },
};

/** During a hold, a new address is refused too: said in the dialog, which keeps what was typed. */
export const AddAddressDuringHold: Story = {
  parameters: withBackend('destinations.list.onHold'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Withdrawals are on hold until/, {}, slow);
    await addBankAccount(canvasElement, 'Savings', 'DE89370400440532013000');
    await confirmItsYou();
    const dialog = within(await addDialog());
    await expect(
      await dialog.findByText(withdrawalHoldMessages.afterSecondFactorRemoved(dayLater), {}, slow),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Bank account number')).toHaveValue(
      'DE89370400440532013000',
    );
  },
};

/** A code left for later: Enter code opens the dialog (Resend at once: its times are unknown), then it confirms. */
export const EnterCodeLater: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: withBackend('destinations.list.awaitingCode'),
  play: async ({ canvasElement }) => {
    const section = await addressBook(canvasElement);
    await userEvent.click(
      await section.findByRole(
        'button',
        { name: `${i18n._(addressBookTexts.enterCode)} Joint savings` },
        slow,
      ),
    );
    const dialog = within(await destinationCodeDialog());
    await expect(dialog.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    await enterCode(dialog, destinationCode());
    await expect(
      await within(canvasElement).findByText(
        addressBookMessages.confirmed(dayLater, '24 h'),
        {},
        slow,
      ),
    ).toBeVisible();
  },
};

/** Remove asks first; the address leaves the list, the page says so, and focus lands on Add address. */
export const RemoveAddress: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const section = await addressBook(canvasElement);
    await userEvent.click(
      await section.findByRole(
        'button',
        { name: `${i18n._(addressBookTexts.remove)} Bitcoin savings` },
        slow,
      ),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: i18n._(addressBookTexts.removeTitle) }),
    );
    await userEvent.click(dialog.getByRole('button', { name: i18n._(addressBookTexts.remove) }));
    await expect(
      await within(canvasElement).findByText(
        addressBookMessages.removed('Bitcoin savings'),
        {},
        slow,
      ),
    ).toBeVisible();
    await waitFor(() => expect(savedLabels(canvasElement)).not.toContain('Bitcoin savings'), slow);
    await waitFor(() =>
      expect(section.getByRole('button', { name: i18n._(addressBookTexts.add) })).toHaveFocus(),
    );
  },
};

/** The allow-list on after "Confirm it's you"; off again waits 48 hours (the proof still fresh: no second ask). */
export const AllowListOnThenTurningOff: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const toggle = () =>
      within(canvasElement).getByRole('switch', { name: i18n._(addressBookTexts.allowList) });
    await userEvent.click(
      await within(canvasElement).findByRole(
        'switch',
        { name: i18n._(addressBookTexts.allowList) },
        slow,
      ),
    );
    await confirmItsYou();
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'true'), slow);
    await userEvent.click(toggle());
    const twoDaysLater = formatDateTime(new Date(Date.parse(SEED_NOW) + 2 * DAY).toISOString());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'false'), slow);
    await expect(toggle()).toHaveAccessibleDescription(
      expect.stringContaining(addressBookMessages.turnsOffAt(twoDaysLater)),
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Nothing saved: the section says how to add one, and the form has no picker. */
export const AddressBookEmpty: Story = {
  parameters: withBackend('destinations.list.empty'),
  play: async ({ canvasElement }) => {
    const section = await addressBook(canvasElement);
    await expect(await section.findByText(addressBookMessages.empty, {}, slow)).toBeVisible();
    await fillForm(canvasElement, { method: 'Bank Transfer' });
    await expect(within(canvasElement).queryByLabelText('Saved destination')).toBeNull();
  },
};

const addressBookRecovery = createOutageRecovery('/api/withdrawal-destinations/');

/** The book fails to load: the section says so with Try Again, which loads it; the form still works meanwhile. */
export const AddressBookTryAgainRecovers: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: addressBookRecovery.beforeEach,
  parameters: { msw: { handlers: [...addressBookRecovery.handlers, ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    const section = await addressBook(canvasElement);
    await expect(await section.findByRole('alert', {}, slow)).toHaveTextContent(
      addressBookMessages.loadFailed,
    );
    await addressBookRecovery.tryAgain(await addressBookRegion(), addressBookMessages.loadFailed);
    await waitFor(() => expect(savedLabels(canvasElement)).toHaveLength(4), slow);
  },
};
