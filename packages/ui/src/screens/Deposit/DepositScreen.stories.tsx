import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createStoryMockApi, scenario, type ScenarioName } from '@tp/mocks';
import { balanceMessages, depositMessages, depositValidation, httpErrors } from '@tp/messages';
import { signedInScreen } from '../../storybook/signedInScreen';
import { storyUsers } from '../../storybook/signedIn';
import { DepositScreen } from './DepositScreen';
import { imageFile, tinyPngBytes } from './test/imageFiles';
import { inFlight } from '../../storybook/StoryProviders';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { slow, selfTimed } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';
import { withLivePrivacyMode } from '../../storybook/livePrivacyMode';
import { amountMask } from '../../privacy';

const mockApi = createStoryMockApi();

/**
 * The Deposit Funds page of a signed-in user: the balance, the steps of a new crypto deposit
 * (method, coin, the wallet address to pay to, amount and proof of payment, then a confirmation),
 * and the pending deposits. The stories run the page against the test server with the demo account
 * Alex Morgan signed in: a deposit from start to end, the success message after subscribing to a
 * package, and each answer the server can give, refusals and errors included.
 */
const meta = {
  title: 'Screens/Deposit/DepositScreen',
  component: DepositScreen,
  parameters: {
    docs: { story: screenDocsStory },
    layout: 'fullscreen',
    msw: { handlers: mockApi.handlers },
  },
  ...signedInScreen(mockApi, '/deposit'),
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const alexId = () => mockApi.backend.userIdByEmail(storyUsers.alex.email) ?? 0;
const pendingOnServer = () => mockApi.api.listDeposits(alexId(), 'pending');

/** Alex goes through the whole flow to the Confirm Deposit dialog with a real PNG proof. */
async function fillDeposit(canvasElement: HTMLElement, amount = '250') {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('$12,500.00', {}, slow)).toBeVisible();
  await userEvent.click(canvas.getByRole('radio', { name: 'Cryptocurrency' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await userEvent.click(canvas.getByRole('radio', { name: 'Bitcoin' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await userEvent.type(canvas.getByLabelText('Amount (USD)'), amount);
  await userEvent.upload(
    canvas.getByLabelText('Proof of payment'),
    imageFile(tinyPngBytes(), 'receipt.png', 'image/png'),
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
  return screen.findByRole('dialog', { name: 'Confirm Deposit' });
}

async function confirm(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$12,500.00', {}, slow)).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Pending Deposits' });
    await expect(await within(table).findByText('$750.00', {}, slow)).toBeVisible();
    await expect(within(table).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
  },
};

/**
 * Privacy mode (D17): the balance and the pending deposit's amount show the mask, read as "hidden";
 * the deposit's status and the steps of a new deposit stay.
 */
export const AmountsHidden: Story = {
  globals: { privacy: 'hidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance', {}, slow)).toHaveTextContent(
      /^••••••hidden$/,
    );
    const table = canvas.getByRole('table', { name: 'Pending Deposits' });
    await expect(await within(table).findByText('Pending', {}, slow)).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('••••••hidden');
    await expect(canvas.getByRole('radio', { name: 'Cryptocurrency' })).toBeVisible();

    for (const figure of ['12,500.00', '750.00'])
      await expect(canvasElement).not.toHaveTextContent(figure);
    await expect(table).not.toHaveTextContent('$');
  },
};

/**
 * Arriving from /packages after a subscription (spec 2 §4): the success it sent along is shown in the
 * live region.
 */
export const ArrivesWithSubscriptionSuccess: Story = {
  parameters: {
    routerState: { tone: 'success', message: 'You are now subscribed to the Standard package.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText('You are now subscribed to the Standard package.');
    await expect(message).toBeVisible();
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

/** The subscription's success clears itself after 3 seconds (spec 2 §9); its live region stays for the next notice. */
export const SubscriptionNoticeClears: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    routerState: { tone: 'success', message: 'You are now subscribed to the Standard package.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText('You are now subscribed to the Standard package.');
    const region = message.closest('[role="status"]');
    await expect(region).not.toBeNull();
    await waitFor(() => expect(region).toBeEmptyDOMElement(), selfTimed);
    await expect(region).toBeInTheDocument();
  },
};

export const DepositsWithProof: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = pendingOnServer().length;
    await confirm(await fillDeposit(canvasElement));
    const created = await waitFor(() => {
      const list = pendingOnServer();
      expect(list).toHaveLength(before + 1);
      return list[0]!;
    }, slow);
    await expect(
      await canvas.findByText(
        `Your deposit of $250.00 is being processed. Reference ID: ${created.id}`,
        {},
        slow,
      ),
    ).toBeVisible();
    // The form resets to the start.
    await expect(canvas.getByRole('heading', { name: 'Choose a deposit method' })).toHaveFocus();
    const table = canvas.getByRole('table', { name: 'Pending Deposits' });
    await expect(await within(table).findByText(String(created.id), {}, slow)).toBeVisible();
    // Pending: the balance does not move until an operator approves it.
    await expect(canvas.getByTestId('balance')).toHaveTextContent('$12,500.00');
    await expect(mockApi.backend.fundsOf(storyUsers.alex.email).balance).toBe(12_500);
  },
};

/**
 * Privacy mode turned on with the header's toggle while the success message shows: its amount turns into the
 * mask, read as "hidden", and the reference stays (issue 40).
 */
export const SuccessMessageMasksWhenPrivacyTurnsOn: Story = {
  tags: ['interaction', '!autodocs'],
  decorators: [withLivePrivacyMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirm(await fillDeposit(canvasElement));
    const shown = await canvas.findByText(/Your deposit of \$250\.00 is being processed/, {}, slow);
    const region = shown.closest('[role="status"]');
    const id = pendingOnServer()[0]?.id ?? 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Privacy mode' }));
    await expect(region).toHaveTextContent(depositMessages.success(`${amountMask}hidden`, id));
    await expect(region).not.toHaveTextContent('250.00');
  },
};

export const DoubleClickConfirmMakesOneDeposit: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const before = pendingOnServer().length;
    const dialog = await fillDeposit(canvasElement, '300');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await within(canvasElement).findByText(
        /Your deposit of \$300\.00 is being processed/,
        {},
        slow,
      ),
    ).toBeVisible();
    const after = pendingOnServer();
    await expect(after).toHaveLength(before + 1);
    await expect(after.filter((deposit) => deposit.amount === 300)).toHaveLength(1);
  },
};

export const Submitting: Story = {
  parameters: {
    ...inFlight,
    msw: { handlers: [...scenario('deposits.create.loading'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await fillDeposit(canvasElement);
    await confirm(dialog);
    await expect(
      await within(dialog).findByRole('button', { name: 'Processing...' }),
    ).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const NotificationFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...scenario('deposits.create.notificationFailed', { backend: mockApi.backend }),
        ...mockApi.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const before = pendingOnServer().length;
    await confirm(await fillDeposit(canvasElement));
    const message = await within(canvasElement).findByText(
      depositMessages.notificationFailed,
      {},
      slow,
    );
    await expect(message.closest('[role="status"]')).not.toBeNull();
    // The deposit exists all the same.
    await expect(pendingOnServer()).toHaveLength(before + 1);
  },
};

/**
 * The create call meets `name`: `message` shows in the banner, or under the field labelled `where`,
 * which takes the focus; the form keeps its input.
 */
function refusedByServer(
  name: ScenarioName,
  message: string,
  where: 'banner' | 'Amount (USD)' | 'Proof of payment',
): Story {
  return {
    parameters: { msw: { handlers: [...scenario(name), ...mockApi.handlers] } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await confirm(await fillDeposit(canvasElement));
      if (where === 'banner')
        await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message), slow);
      else await expect(await canvas.findByText(message, {}, slow)).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
      if (where !== 'banner') {
        const field = canvas.getByLabelText(where);
        await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
        await waitFor(() => expect(field).toHaveFocus());
      }
      await expect(canvas.getByLabelText('Amount (USD)')).toHaveValue('250');
      await expect(canvas.getByTestId('proof-file-name')).toHaveTextContent('receipt.png');
    },
  };
}

export const ServerRefusesProofType = refusedByServer(
  'deposits.create.invalidProofType',
  depositValidation.proofInvalidType,
  'Proof of payment',
);
export const ServerRefusesProofSize = refusedByServer(
  'deposits.create.proofTooLarge',
  depositValidation.proofTooLarge,
  'Proof of payment',
);
export const ServerRefusesBelowMinimum = refusedByServer(
  'deposits.create.belowMinimum',
  depositValidation.belowMinimum,
  'Amount (USD)',
);
export const ServerRefusesAboveMaximum = refusedByServer(
  'deposits.create.aboveMaximum',
  depositValidation.aboveMaximum,
  'Amount (USD)',
);
export const VerifiedClientsOnly = refusedByServer(
  'deposits.create.verifiedClientsOnly',
  'Only verified clients can use this deposit method.',
  'banner',
);
export const ServerError = refusedByServer(
  'deposits.create.serverError',
  depositMessages.createFailed,
  'banner',
);
export const TooManyRequests = refusedByServer(
  'deposits.create.tooManyRequests',
  depositMessages.createFailed,
  'banner',
);
export const NetworkError = refusedByServer(
  'deposits.create.networkError',
  depositMessages.processFailed,
  'banner',
);
export const Timeout = refusedByServer(
  'deposits.create.timeout',
  depositMessages.processFailed,
  'banner',
);

export const PendingLoading: Story = {
  parameters: {
    ...inFlight,
    msw: { handlers: [...scenario('deposits.list.loading'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading pending deposits', {}, slow),
    ).toBeVisible();
  },
};

export const PendingEmpty: Story = {
  parameters: { msw: { handlers: [...scenario('deposits.list.empty'), ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(depositMessages.noPending, {}, slow),
    ).toBeVisible();
  },
};

export const PendingError: Story = {
  parameters: {
    msw: { handlers: [...scenario('deposits.list.serverError'), ...mockApi.handlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      depositMessages.pendingLoadFailed,
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

const pendingRecovery = createOutageRecovery('/api/deposits/');

/** The list fails; while Try Again runs the error stays with the button busy; then the list loads. */
export const PendingErrorThenRetry: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...pendingRecovery.handlers, ...mockApi.handlers] },
  },
  beforeEach: pendingRecovery.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      depositMessages.pendingLoadFailed,
    );
    await pendingRecovery.tryAgain(
      canvas.getByRole('table', { name: 'Pending Deposits' }),
      depositMessages.pendingLoadFailed,
    );
    await expect(await canvas.findByText('$750.00', {}, slow)).toBeVisible();
    await expect(canvas.queryByText(depositMessages.pendingLoadFailed)).toBeNull();
  },
};

export const BalanceFails: Story = {
  parameters: { msw: { handlers: [...scenario('balance.serverError'), ...mockApi.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(httpErrors.serverError, {}, slow),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText(balanceMessages.loadFailed)).toBeNull();
  },
};
