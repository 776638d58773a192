import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { newIdempotencyKey } from '@tp/api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  API_BASE_URL,
  createStoryMockApi,
  scenario,
  type ScenarioName,
  serverTexts,
} from '@tp/mocks';
import {
  codeCheckMessages,
  emailAddressMessages,
  forgotPasswordMessages,
  httpErrors,
  transferMessages,
  transferValidation,
  withdrawalHoldMessages,
  withdrawalMessages,
} from '@tp/messages';
import { i18n } from '@tp/i18n';
import { stepUpTexts } from '../shared/StepUp/stepUpTexts';
import { signedInScreen } from '../../storybook/signedInScreen';
import { loseCreateWithdrawalAnswer } from '../../storybook/lostAnswers';
import { storyUsers } from '../../storybook/signedIn';
import { TransferAssetScreen } from './TransferAssetScreen';
import { enterCode, wrongCode } from '../../storybook/codeEntry';
import { inFlight } from '../../storybook/StoryProviders';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { clickResendWhenReady, slow } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';

const mockApi = createStoryMockApi();
const alex = storyUsers.alex.email;
const jamie = storyUsers.jamie.email;

/**
 * The Transfer Asset page (in the account menu): send funds to another client by e-mail, confirm
 * with the code we e-mail to the sender, then Transfer Complete; beside it the wallet balance, the
 * total transferred and Recent Transfers. The stories run the page against the demo server, signed
 * in as Alex Morgan sending to Jamie Lee, and show a whole transfer, each refusal and error, the
 * code's expiry and Resend Code, and verifying a pending transfer later from its row.
 */
const meta = {
  title: 'Screens/TransferAsset/TransferAssetScreen',
  component: TransferAssetScreen,
  parameters: {
    docs: { story: screenDocsStory },
    msw: { handlers: mockApi.handlers },
  },
  ...signedInScreen(mockApi, '/transfer-asset'),
} satisfies Meta<typeof TransferAssetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alex's transfers on the server (seed: two approved transfers to Jamie, $1,500 and $1,000). */
const alexTransfers = () =>
  mockApi.api.listWithdrawals(mockApi.backend.userIdByEmail(alex)!, null, 'Transfer');
const SEEDED_TRANSFERS = 2;

const emailField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText("Receiver's Email address");
const amountField = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Amount');

/** Waits for the balance (so the form's balance check is live), fills the form and submits. */
async function requestTransfer(canvasElement: HTMLElement, email: string, amount: string) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByText('Available balance: $12,500.00', {}, slow),
  ).toBeInTheDocument();
  await userEvent.type(emailField(canvasElement), email);
  await userEvent.type(amountField(canvasElement), amount);
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

const codeDialog = () => screen.findByRole('dialog', { name: 'Verify Your Transfer' }, slow);
const latestCode = () => mockApi.backend.latestCode(alex, 'withdrawal') ?? '';
const verifyWith = async (code: string) => enterCode(within(await codeDialog()), code);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transfer Asset' })).toBeVisible();
    const wallet = canvas.getByRole('region', { name: 'Wallet Balance' });
    await waitFor(() => expect(wallet).toHaveTextContent('$12,500.00'), slow);
    const table = canvas.getByRole('table', { name: 'Recent Transfers' });
    await waitFor(() => expect(table).toHaveTextContent(jamie), slow);
    await expect(table).toHaveTextContent('$1,000.00');
    await expect(table).toHaveTextContent('$1,500.00');
    for (const status of within(table).getAllByText('Approved'))
      await expect(status).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByRole('region', { name: 'Total Transfer' })).toHaveTextContent(
      '$2,500.00',
    );
  },
};

/**
 * Privacy mode (D17): the wallet balance, the form's available balance, the total transferred and
 * each recent transfer's amount show the mask, read as "hidden"; the receivers, dates and statuses
 * stay.
 */
export const AmountsHidden: Story = {
  globals: { privacy: 'hidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = canvas.getByRole('region', { name: 'Wallet Balance' });
    await waitFor(() => expect(wallet).toHaveTextContent('••••••hidden'), slow);
    await expect(canvas.getByTestId('balance')).toHaveTextContent(/^••••••hidden$/);
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      'Available balance: hidden',
    );
    const table = canvas.getByRole('table', { name: 'Recent Transfers' });
    await waitFor(() => expect(table).toHaveTextContent(jamie), slow);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(SEEDED_TRANSFERS);
    for (const row of rows) await expect(row).toHaveTextContent(/••••••hiddenApproved/);
    for (const status of within(table).getAllByText('Approved'))
      await expect(status).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByRole('region', { name: 'Total Transfer' })).toHaveTextContent(
      '••••••hidden',
    );

    for (const figure of ['12,500.00', '1,000.00', '1,500.00', '2,500.00'])
      await expect(canvasElement).not.toHaveTextContent(figure);
    // Nothing on this page is a public price.
    await expect(canvasElement).not.toHaveTextContent('$');
  },
};

/** Spec 2 §4 from submit to Transfer Complete, with the code the mock server e-mailed to Alex (D1). */
export const HappyPath: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(mockApi.backend.fundsOf(jamie).balance).toBe(3_200);
    await requestTransfer(canvasElement, jamie, '100');
    const dialog = await codeDialog();
    await expect(dialog).toHaveTextContent('your transfer of $100.00 to jamie.lee@example.com');
    // The request is on the list as pending, its amount held, and the form is empty again.
    // The dialog hides the page from assistive technology meanwhile.
    const table = canvas.getByRole('table', { name: 'Recent Transfers', hidden: true });
    await waitFor(() => expect(within(table).getByText('Pending')).toBeVisible(), slow);
    await expect(mockApi.backend.fundsOf(alex).available).toBe(12_400);
    await expect(emailField(canvasElement)).toHaveValue('');

    await verifyWith(latestCode());
    const complete = await screen.findByRole('dialog', { name: 'Transfer Complete' }, slow);
    await expect(complete).toHaveTextContent(transferMessages.verified);
    await expect(complete).toHaveTextContent('$100.00 has been sent to jamie.lee@example.com.');
    // Jamie is credited; Alex's balance and list refresh.
    await expect(mockApi.backend.fundsOf(jamie).balance).toBe(3_300);
    await expect(mockApi.backend.fundsOf(alex).balance).toBe(12_400);
    await userEvent.click(within(complete).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const wallet = canvas.getByRole('region', { name: 'Wallet Balance' });
    await waitFor(() => expect(wallet).toHaveTextContent('$12,400.00'), slow);
    await waitFor(() => expect(within(table).queryByText('Pending')).toBeNull(), slow);
    await expect(canvas.getByRole('region', { name: 'Total Transfer' })).toHaveTextContent(
      '$2,600.00',
    );
  },
};

/**
 * Privacy mode (D17) through a transfer: the code dialog asks to confirm a transfer of the mask to
 * Jamie, the pending row's Verify names no amount, Transfer Complete says the mask has been sent, and
 * the balances that follow are hidden too; no dollar amount of Alex's shows on the way.
 */
export const AmountsHiddenInCodeDialog: Story = {
  tags: ['interaction', '!autodocs'],
  globals: { privacy: 'hidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The balance arrives first, so the form's balance check is live.
    await waitFor(
      () =>
        expect(amountField(canvasElement)).toHaveAccessibleDescription('Available balance: hidden'),
      slow,
    );
    await userEvent.type(emailField(canvasElement), jamie);
    await userEvent.type(amountField(canvasElement), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));

    const dialog = await codeDialog();
    await expect(dialog).toHaveTextContent(
      'Enter the 6-digit code we e-mailed you to confirm your transfer of ••••••hidden to jamie.lee@example.com.',
    );
    await expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('your transfer of hidden'),
    );
    await expect(dialog).not.toHaveTextContent('$');
    // The dialog hides the page from assistive technology meanwhile.
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'Verify transfer of hidden to jamie.lee@example.com', hidden: true },
        slow,
      ),
    ).toBeInTheDocument();

    await verifyWith(latestCode());
    const complete = await screen.findByRole('dialog', { name: 'Transfer Complete' }, slow);
    await expect(complete).toHaveTextContent(transferMessages.verified);
    await expect(complete).toHaveTextContent(
      '••••••hidden has been sent to jamie.lee@example.com.',
    );
    await expect(complete).not.toHaveTextContent('$');
    await userEvent.click(within(complete).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = canvas.getByRole('table', { name: 'Recent Transfers' });
    await waitFor(() => expect(within(table).queryByText('Pending')).toBeNull(), slow);
    await expect(canvas.getByTestId('balance')).toHaveTextContent(/^••••••hidden$/);
    for (const figure of ['12,500.00', '12,400.00', '100.00', '2,600.00'])
      await expect(canvasElement).not.toHaveTextContent(figure);
    await expect(canvasElement).not.toHaveTextContent('$');
  },
};

let createCalls = 0;

/** Every submit is safe to click twice: one request, one ledger entry. */
export const DoubleClickMakesOneTransfer: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: {
      handlers: [
        // Counts the create calls, then lets the mock server answer.
        http.post(`${API_BASE_URL}/api/withdrawals/`, () => {
          createCalls += 1;
        }),
        ...mockApi.handlers,
      ],
    },
  },
  beforeEach: () => {
    createCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(alexTransfers()).toHaveLength(SEEDED_TRANSFERS);
    await expect(
      await canvas.findByText('Available balance: $12,500.00', {}, slow),
    ).toBeInTheDocument();
    await userEvent.type(emailField(canvasElement), jamie);
    await userEvent.type(amountField(canvasElement), '100');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Submit' }));
    await codeDialog();
    await expect(createCalls).toBe(1);
    await expect(alexTransfers()).toHaveLength(SEEDED_TRANSFERS + 1);
    await expect(mockApi.backend.fundsOf(alex).held).toBe(100);
  },
};

const lostAnswer = loseCreateWithdrawalAnswer(mockApi.backend);

/**
 * The server records the transfer but its answer is lost; Submit again (nothing edited) carries the same
 * Idempotency-Key, so the server replays its first answer: one transfer, not two.
 */
export const RetryAfterLostAnswerMakesOneTransfer: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { msw: { handlers: [...lostAnswer.handlers, ...mockApi.handlers] } },
  beforeEach: lostAnswer.arm,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestTransfer(canvasElement, jamie, '100');
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent(transferMessages.processFailed),
      slow,
    );
    await expect(alexTransfers()).toHaveLength(SEEDED_TRANSFERS + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await codeDialog();
    await expect(alexTransfers()).toHaveLength(SEEDED_TRANSFERS + 1);
    await expect(mockApi.backend.fundsOf(alex).held).toBe(100);
  },
};

export const UnknownRecipient: Story = {
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, 'nobody@example.com', '50');
    await waitFor(
      () =>
        expect(emailField(canvasElement)).toHaveAccessibleDescription(
          'No user with this email address.',
        ),
      slow,
    );
    // Bad input keeps what the user typed; nothing was held.
    await expect(emailField(canvasElement)).toHaveValue('nobody@example.com');
    await expect(amountField(canvasElement)).toHaveValue(50);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(mockApi.backend.fundsOf(alex).held).toBe(0);
  },
};

/**
 * D16: a receiver typed in full-width letters is Jamie once the server folds it (NFKC); the code
 * dialog and Transfer Complete name Jamie as the server knows her, not as typed.
 */
export const FullWidthRecipientShownAsServerKnowsThem: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const typed = '\uFF4A\uFF41\uFF4D\uFF49\uFF45.lee@example.com';
    await requestTransfer(canvasElement, typed, '100');
    const dialog = await codeDialog();
    await expect(dialog).toHaveTextContent(`your transfer of $100.00 to ${jamie}.`);
    await expect(dialog).not.toHaveTextContent(typed);
    await verifyWith(latestCode());
    const complete = await screen.findByRole('dialog', { name: 'Transfer Complete' }, slow);
    await expect(complete).toHaveTextContent(`$100.00 has been sent to ${jamie}.`);
    await expect(mockApi.backend.fundsOf(jamie).balance).toBe(3_300);
  },
};

/** D16: an address that mixes alphabets (a Cyrillic а in Jamie's) is refused on its field. */
export const LookalikeRecipient: Story = {
  play: async ({ canvasElement }) => {
    const lookalike = 'j\u0430mie.lee@example.com';
    await requestTransfer(canvasElement, lookalike, '50');
    await waitFor(
      () =>
        expect(emailField(canvasElement)).toHaveAccessibleDescription(
          emailAddressMessages.lookalike,
        ),
      slow,
    );
    await expect(emailField(canvasElement)).toHaveValue(lookalike);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(mockApi.backend.fundsOf(alex).held).toBe(0);
  },
};

export const SelfTransfer: Story = {
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, alex, '50');
    await waitFor(
      () =>
        expect(emailField(canvasElement)).toHaveAccessibleDescription(
          'You cannot transfer to yourself.',
        ),
      slow,
    );
    await expect(emailField(canvasElement)).toHaveValue(alex);
  },
};

export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, jamie, '12500.01');
    await expect(
      within(canvasElement).getByText(transferValidation.insufficientBalance),
    ).toBeVisible();
    await expect(alexTransfers()).toHaveLength(SEEDED_TRANSFERS);
  },
};

/** The server refuses an amount the page thought was covered (e.g. spent in another tab meanwhile). */
export const ServerInsufficientBalance: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenario('withdrawals.create.transferInsufficientBalance'),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, jamie, '100');
    await waitFor(
      () =>
        expect(amountField(canvasElement)).toHaveAccessibleDescription(
          expect.stringContaining(transferValidation.insufficientBalance),
        ),
      slow,
    );
    await expect(amountField(canvasElement)).toHaveValue(100);
  },
};

/** The create call meets the named scenario: the page says so and keeps the form. */
function createFails(name: ScenarioName, message: string, timeout = slow.timeout): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...mockApi.handlers] } },
    play: async ({ canvasElement }) => {
      await requestTransfer(canvasElement, jamie, '100');
      await waitFor(
        () => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message),
        { timeout },
      );
      await expect(emailField(canvasElement)).toHaveValue(jamie);
      await expect(amountField(canvasElement)).toHaveValue(100);
      await expect(screen.queryByRole('dialog')).toBeNull();
    },
  };
}

export const CreateServerError = createFails(
  'withdrawals.create.serverError',
  transferMessages.processFailed,
);
export const CreateNetworkError = createFails(
  'withdrawals.create.networkError',
  transferMessages.processFailed,
);
export const CreateTimeout = createFails(
  'withdrawals.create.timeout',
  transferMessages.processFailed,
);
export const CreateForbidden = createFails('withdrawals.create.forbidden', httpErrors.forbidden);

/** D16: a transfer within 24 hours of a credential change: the page says until when, and the form keeps its values. */
export const OnHoldAfterACredentialChange: Story = {
  parameters: {
    msw: { handlers: [...scenario('withdrawals.create.onHold'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, jamie, '100');
    const [before, after] = withdrawalHoldMessages.afterSecurityChange('\u0000').split('\u0000');
    await expect(
      await within(canvasElement).findByText(
        (text) => text.startsWith(before ?? '') && text.endsWith(after ?? '') && text.length > 60,
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(emailField(canvasElement)).toHaveValue(jamie);
    await expect(amountField(canvasElement)).toHaveValue(100);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Processing: Story = {
  parameters: {
    ...inFlight,
    msw: { handlers: [...scenario('withdrawals.create.loading'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, jamie, '100');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Processing...' }),
    ).toBeDisabled();
  },
};

export const CodeNotificationFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenario('withdrawals.create.notificationFailed', { backend: mockApi.backend }),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, jamie, '100');
    const dialog = await codeDialog();
    // Said in the dialog, where the user is looking, and kept on the page for after it closes.
    await expect(within(dialog).getByText(withdrawalMessages.notificationFailed)).toBeVisible();
    await expect(
      within(canvasElement).getByText(withdrawalMessages.notificationFailed),
    ).toBeInTheDocument();
  },
};

export const IncorrectCode: Story = {
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, jamie, '100');
    await verifyWith(wrongCode(latestCode()));
    const dialog = await codeDialog();
    await expect(
      await within(dialog).findByText(codeCheckMessages.incorrect, {}, slow),
    ).toBeVisible();
    await expect(mockApi.backend.fundsOf(jamie).balance).toBe(3_200);
  },
};

/** The verify call meets the named scenario; the message shows inside the dialog, which stays open. */
function verifyFails(name: ScenarioName, message: string): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...mockApi.handlers] } },
    play: async ({ canvasElement }) => {
      await requestTransfer(canvasElement, jamie, '100');
      await verifyWith('123456');
      const dialog = await codeDialog();
      await expect(await within(dialog).findByText(message, {}, slow)).toBeVisible();
    },
  };
}

// The server's own reason for a 429 (mock serverTexts) says what to do next.
export const TooManyTries = verifyFails('withdrawals.verify.tooMany', serverTexts.tooManyAttempts);
export const VerifyServerError = verifyFails(
  'withdrawals.verify.serverError',
  codeCheckMessages.failed,
);

// Spec 2 §4.
/** An expired code closes the modal and shows the error. */
export const CodeExpired: Story = {
  parameters: {
    msw: { handlers: [...scenario('withdrawals.verify.expired'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, jamie, '100');
    await verifyWith('123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      codeCheckMessages.expired,
    );
  },
};

/** The real thing: the request lapses after its hour, so its code can no longer approve it. */
/** D15: an hour with the dialog open outlives the default 15-minute idle timeout; Alex chose 2 hours. */
async function idleTimeoutOfTwoHours() {
  const { email, password } = storyUsers.alex;
  const tokens = await mockApi.api.login({ email, password });
  const authorization = `JWT ${tokens.access_token}`;
  const userId = mockApi.backend.authenticate(authorization);
  const proof = await mockApi.api.stepUp(userId, { password }, authorization);
  await mockApi.api.setIdleTimeout(
    userId,
    { idle_timeout_minutes: 120 },
    authorization,
    proof.step_up_token,
  );
}

export const RequestLapsed: Story = {
  play: async ({ canvasElement }) => {
    await idleTimeoutOfTwoHours();
    await requestTransfer(canvasElement, jamie, '100');
    await codeDialog();
    const code = latestCode();
    mockApi.clock.advance(61 * 60_000);
    await verifyWith(code);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      codeCheckMessages.expired,
    );
    await expect(mockApi.backend.fundsOf(jamie).balance).toBe(3_200);
    await expect(mockApi.backend.fundsOf(alex).held).toBe(0);
  },
};

export const ResendsNewCode: Story = {
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, jamie, '100');
    const dialog = await codeDialog();
    mockApi.clock.advance(61_000); // past the one-minute resend limit
    await clickResendWhenReady(dialog);
    await expect(
      await within(dialog).findByText(forgotPasswordMessages.newCodeSent, {}, slow),
    ).toBeVisible();
    await expect(
      mockApi.backend.outbox(alex).filter((m) => m.purpose === 'withdrawal'),
    ).toHaveLength(2);
  },
};

function resendFails(name: ScenarioName, message: string, withBackend = false): Story {
  return {
    parameters: {
      msw: {
        handlers: [
          ...scenario(name, withBackend ? { backend: mockApi.backend } : {}),
          ...mockApi.handlers,
        ],
      },
    },
    play: async ({ canvasElement }) => {
      await requestTransfer(canvasElement, jamie, '100');
      const dialog = await codeDialog();
      mockApi.clock.advance(61_000);
      await clickResendWhenReady(dialog);
      await expect(await within(dialog).findByText(message, {}, slow)).toBeVisible();
    },
  };
}

export const ResendNotificationFailed = resendFails(
  'withdrawals.resend.notificationFailed',
  withdrawalMessages.notificationFailed,
  true,
);
export const ResendFailed = resendFails(
  'withdrawals.resend.serverError',
  withdrawalMessages.resendFailed,
);
export const ResendTooSoon = resendFails('withdrawals.resend.cooldown', serverTexts.resendCooldown);

/** A pending transfer left unverified can be verified later from its row. */
export const VerifiesPendingTransferLater: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: async () => {
    await mockApi.api.createWithdrawal(
      mockApi.backend.userIdByEmail(alex)!,
      {
        amount: 250,
        withdrawal_method: 'Transfer',
        recipient_email: jamie,
      },
      newIdempotencyKey(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: 'Verify transfer of $250.00 to jamie.lee@example.com' },
        slow,
      ),
    );
    await verifyWith(latestCode());
    await expect(
      await screen.findByRole('dialog', { name: 'Transfer Complete' }, slow),
    ).toBeVisible();
    await expect(mockApi.backend.fundsOf(jamie).balance).toBe(3_450);
  },
};

export const CancelKeepsTransferPending: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await requestTransfer(canvasElement, jamie, '100');
    const dialog = await codeDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await within(canvasElement).findByRole('button', { name: /^Verify transfer of \$100\.00/ }),
    ).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: {
    ...inFlight,
    msw: { handlers: [...scenario('withdrawals.list.loading'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading transfers')).toBeVisible();
  },
};

const listRecovery = createOutageRecovery('/api/withdrawals/');

/** The list fails; while Try Again runs the error stays with the button busy; then the list loads. */
export const ListErrorThenTryAgain: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...listRecovery.handlers, ...mockApi.handlers] },
  },
  beforeEach: listRecovery.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      transferMessages.pendingLoadFailed,
    );
    await listRecovery.tryAgain(
      canvas.getByRole('table', { name: 'Recent Transfers' }),
      transferMessages.pendingLoadFailed,
    );
    const table = canvas.getByRole('table', { name: 'Recent Transfers' });
    await waitFor(() => expect(table).toHaveTextContent(jamie), slow);
  },
};

export const ListError: Story = {
  parameters: {
    msw: { handlers: [...scenario('withdrawals.list.serverError'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      transferMessages.pendingLoadFailed,
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: { msw: { handlers: [...scenario('transfers.list.empty'), ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(transferMessages.noPending, {}, slow),
    ).toBeVisible();
  },
};

export const ListItems: Story = {
  parameters: { msw: { handlers: [...scenario('transfers.list.mixed'), ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Recent Transfers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5), slow);
    // The record without a recipient is not a transfer the UI shows (spec 2 §7).
    await expect(table).not.toHaveTextContent('$40.00');
    await expect(within(table).getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
    await expect(
      within(canvasElement).getByRole('region', { name: 'Total Transfer' }),
    ).toHaveTextContent('$1,200.50');
  },
};

export const BalanceFails: Story = {
  parameters: { msw: { handlers: [...scenario('balance.serverError'), ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    const wallet = within(canvasElement).getByRole('region', { name: 'Wallet Balance' });
    await expect(await within(wallet).findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(within(wallet).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

// ---- D22: saved recipients under the allow-list

const stepUpDialog = () => screen.findByRole('dialog', { name: i18n._(stepUpTexts.title) }, slow);

/**
 * With the allow-list on, a transfer to Jamie, not saved, is refused beside the form, which keeps what was typed;
 * saving Jamie takes "Confirm it's you" and the e-mailed code, and the recipient then waits its 48 hours.
 */
export const AllowListKeepsTransfersToSavedRecipients: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: {
      handlers: [
        ...scenario('destinations.list.allowListOn', { backend: mockApi.backend }),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recipients = within(
      await canvas.findByRole('region', { name: 'Saved recipients' }, slow),
    );
    await expect(
      await recipients.findByText(
        'The allow-list is on: transfers go only to the recipients saved here, 48 hours after you confirm them.',
        {},
        slow,
      ),
    ).toBeVisible();
    await requestTransfer(canvasElement, jamie, '100');
    await expect(
      await canvas.findByText(
        'The allow-list is on: transfers go only to saved recipients. Save this recipient under Saved recipients; you can send to them 48 hours after you confirm it.',
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(emailField(canvasElement)).toHaveValue(jamie);
    await expect(mockApi.backend.fundsOf(alex).available).toBe(12_500);

    await userEvent.type(recipients.getByLabelText('Label'), 'Jamie');
    await userEvent.type(recipients.getByLabelText("Recipient's e-mail address"), jamie);
    await userEvent.click(recipients.getByRole('button', { name: 'Save recipient' }));
    const stepUp = within(await stepUpDialog());
    await userEvent.type(stepUp.getByLabelText(/^Password/), storyUsers.alex.password);
    await userEvent.click(stepUp.getByRole('button', { name: i18n._(stepUpTexts.confirm) }));
    const code = await screen.findByRole('dialog', { name: 'Confirm the recipient' }, slow);
    await enterCode(within(code), mockApi.backend.latestCode(alex, 'destination') ?? '');
    await expect(
      await recipients.findByText(/^Saved\. You can send to this recipient from /, {}, slow),
    ).toBeVisible();
    const row = await recipients.findByRole('listitem', {}, slow);
    await expect(row).toHaveTextContent(`Jamie · ${jamie}`);
    await expect(row).toHaveTextContent(/Usable from /);
  },
};
