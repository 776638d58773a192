import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE_URL, createStoryMockApi, scenario, type ScenarioName } from '@tp/mocks';
import { httpErrors, packageMessages } from '@tp/messages';
import { inFlight } from '../../storybook/StoryProviders';
import { loseSubscribeAnswer } from '../../storybook/lostAnswers';
import { storyUsers, type StoryUser } from '../../storybook/signedIn';
import { signedInScreen } from '../../storybook/signedInScreen';
import { PackagesScreen } from './PackagesScreen';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { slow } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';
import { withLivePrivacyMode } from '../../storybook/livePrivacyMode';
import { amountMask } from '../../privacy';

const mockApi = createStoryMockApi();
let subscribeRequests = 0;

/** Counts subscribe calls, then lets them through to the next handler. */
const countSubscribes = http.post(`${API_BASE_URL}/api/packages/:id/subscribe/`, () => {
  subscribeRequests += 1;
});

/**
 * The Investment Packages page (Packages in the account menu): the available balance, the four
 * package cards, the Confirm Subscription dialog and the FAQ. The stories run the page against the
 * demo server, signed in as Alex Morgan (Jamie Lee where the balance is too low), and show a
 * subscription from Confirm to the Deposit page, and each failure of loading or subscribing.
 */
const meta = {
  title: 'Screens/Packages/PackagesScreen',
  component: PackagesScreen,
  parameters: {
    docs: { story: screenDocsStory },
    layout: 'fullscreen',
    msw: { handlers: [countSubscribes, ...mockApi.handlers] },
  },
  ...signedInScreen(mockApi, '/packages', {
    beforeEach: () => {
      subscribeRequests = 0;
    },
  }),
} satisfies Meta<typeof PackagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withScenario = (name: ScenarioName) => ({
  msw: { handlers: [...scenario(name), countSubscribes, ...mockApi.handlers] },
});

async function openConfirmation(canvasElement: HTMLElement, packageName: string) {
  const canvas = within(canvasElement);
  const card = await canvas.findByRole('article', { name: packageName }, slow);
  await userEvent.click(within(card).getByRole('button', { name: /Subscribe Now/ }));
  return within(await screen.findByRole('dialog', { name: 'Confirm Subscription' }));
}

async function confirmStandard(canvasElement: HTMLElement) {
  // Wait for the balance, so the dialog shows what remains.
  await within(canvasElement).findByText('$12,500.00', {}, slow);
  const dialog = await openConfirmation(canvasElement, 'Standard');
  await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
  return dialog;
}

const alexBalance = () => mockApi.backend.fundsOf(storyUsers.alex.email).available;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$12,500.00', {}, slow)).toBeVisible();
    const cards = await canvas.findAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Basic',
      'Standard',
      'Premium',
      'VIP',
    ]);
    await expect(canvas.getAllByText(packageMessages.riskWarning)).toHaveLength(4);
    await expect(
      within(canvas.getByRole('article', { name: 'Standard' })).getByText('Most popular'),
    ).toBeVisible();
  },
};

/**
 * Privacy mode (D17): the available balance shows the mask, read as "hidden", and so do the balance
 * and the balance after subscribing in the Confirm Subscription dialog; the packages' prices are
 * public and stay in dollars, with their weekly rates.
 */
export const AmountsHidden: Story = {
  globals: { privacy: 'hidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('balance', {}, slow)).toHaveTextContent(
      /^••••••hidden$/,
    );
    const standard = await canvas.findByRole('article', { name: 'Standard' }, slow);
    await expect(within(standard).getByText('$1,500.00')).toBeVisible();
    await expect(within(standard).getByText('3.5% weekly')).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'VIP' })).getByText('$10,000.00'),
    ).toBeVisible();

    const dialog = await openConfirmation(canvasElement, 'Standard');
    const detail = (term: string) =>
      dialog.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    await expect(detail('Price')).toBe('$1,500.00');
    await expect(detail('Your balance')).toBe('••••••hidden');
    await expect(detail('Balance after subscribing')).toBe('••••••hidden');

    for (const figure of ['12,500.00', '11,000.00']) {
      await expect(canvasElement).not.toHaveTextContent(figure);
      await expect(screen.getByRole('dialog')).not.toHaveTextContent(figure);
    }
  },
};

export const Loading: Story = {
  parameters: { ...withScenario('packages.list.loading'), ...inFlight },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading packages')).toBeVisible();
  },
};

export const CatalogueServerError: Story = {
  parameters: withScenario('packages.list.serverError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const CatalogueNetworkError: Story = {
  parameters: withScenario('packages.list.networkError'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.network,
    );
  },
};

const catalogueRecovery = createOutageRecovery('/api/packages/');

/** The catalogue fails; while Try Again runs the error stays with the button busy; then it loads. */
export const CatalogueTryAgain: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: {
      handlers: [...catalogueRecovery.handlers, ...mockApi.handlers],
    },
  },
  beforeEach: catalogueRecovery.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    await catalogueRecovery.tryAgain(canvasElement, httpErrors.serverError);
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(4);
  },
};

export const EmptyCatalogue: Story = {
  parameters: withScenario('packages.list.empty'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/No packages are available right now/, {}, slow),
    ).toBeVisible();
  },
};

export const BalanceFails: Story = {
  parameters: withScenario('balance.serverError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(
      httpErrors.serverError,
    );
    // The catalogue still shows.
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(4);
  },
};

/** Spec 2 §5 client pre-check: Jamie has $3,200.00, VIP costs $10,000.00; nothing is sent. */
export const InsufficientBalance: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { user: 'jamie' satisfies StoryUser },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('$3,200.00', {}, slow);
    const dialog = await openConfirmation(canvasElement, 'VIP');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Insufficient balance. Please deposit at least $6,800.00 more',
    );
    await expect(dialog.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await userEvent.click(dialog.getByRole('link', { name: 'Deposit Funds' }));
    await expect(await screen.findByText('Navigated to /deposit')).toBeVisible();
    await expect(subscribeRequests).toBe(0);
    await expect(mockApi.backend.fundsOf(storyUsers.jamie.email).available).toBe(3200);
  },
};

// Spec 2 §4.
/** Confirm, success, on to /deposit with the message; the balance is debited once. */
export const SubscribesThenGoesToDeposit: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await confirmStandard(canvasElement);
    const success = within(
      await screen.findByRole('dialog', { name: 'Subscription Successful' }, slow),
    );
    await expect(success.getByRole('status')).toHaveTextContent(
      'You are now subscribed to the Standard package.',
    );
    await expect(success.getByText('$11,000.00')).toBeVisible();
    await expect(alexBalance()).toBe(11000);
    // The page's balance was read again.
    await expect(within(canvasElement).getByText('$11,000.00')).toBeInTheDocument();
    await userEvent.click(success.getByRole('button', { name: 'Continue to Deposit' }));
    await expect(await screen.findByText('Navigated to /deposit')).toBeVisible();
    await expect(
      screen.getByText('Message: You are now subscribed to the Standard package.'),
    ).toBeVisible();
  },
};

/** Two quick clicks on Confirm: one request, one subscription, one debit. */
export const DoubleClickConfirm: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('$12,500.00', {}, slow);
    const dialog = await openConfirmation(canvasElement, 'Standard');
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    // Both clicks land before React re-renders the busy button (faster than userEvent.dblClick).
    confirm.click();
    confirm.click();
    await expect(
      await screen.findByRole('dialog', { name: 'Subscription Successful' }, slow),
    ).toBeVisible();
    await expect(subscribeRequests).toBe(1);
    await expect(alexBalance()).toBe(11000);
  },
};

export const Subscribing: Story = {
  parameters: { ...withScenario('packages.subscribe.loading'), ...inFlight },
  play: async ({ canvasElement }) => {
    const dialog = await confirmStandard(canvasElement);
    await expect(await dialog.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A failed subscription: the dialog stays open with the message; nothing was debited. */
function failing(name: ScenarioName, message: string, timeout = 5_000): Story {
  return {
    parameters: withScenario(name),
    play: async ({ canvasElement }) => {
      const dialog = await confirmStandard(canvasElement);
      await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(message), {
        timeout,
      });
      await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      await expect(alexBalance()).toBe(12500);
    },
  };
}

const serverShortfall = failing(
  'packages.subscribe.insufficient',
  packageMessages.insufficientBalance('$1,234.50'),
);
export const ServerShortfall: Story = {
  ...serverShortfall,
  play: async (context) => {
    await serverShortfall.play?.(context);
    await expect(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'Deposit Funds' }),
    ).toBeVisible();
  },
};
/**
 * Privacy mode turned on (Alt+Shift+H) while the server's shortfall shows in the dialog: the shortfall, which
 * tells the balance, turns into the mask, read as "hidden" (issue 40).
 */
export const ServerShortfallMasksWhenPrivacyTurnsOn: Story = {
  ...serverShortfall,
  tags: ['interaction', '!autodocs'],
  decorators: [withLivePrivacyMode],
  play: async (context) => {
    await serverShortfall.play?.(context);
    const alert = within(screen.getByRole('dialog')).getByRole('alert');
    await userEvent.keyboard('{Alt>}{Shift>}H{/Shift}{/Alt}');
    await waitFor(() =>
      expect(alert).toHaveTextContent(packageMessages.insufficientBalance(`${amountMask}hidden`)),
    );
    await expect(alert).not.toHaveTextContent('1,234.50');
  },
};
export const PackageNotFound = failing(
  'packages.subscribe.notFound',
  packageMessages.subscriptionFailed,
);
export const SubscribeServerError = failing(
  'packages.subscribe.serverError',
  packageMessages.subscriptionFailed,
);
export const SubscribeUnavailable = failing(
  'packages.subscribe.unavailable',
  packageMessages.subscriptionFailed,
);
export const SubscribeTooManyRequests = failing(
  'packages.subscribe.tooManyRequests',
  packageMessages.subscriptionFailed,
);
export const SubscribeNetworkError = failing(
  'packages.subscribe.networkError',
  packageMessages.subscriptionFailed,
);
/** The token is refused even after a refresh: the session ends (the app's guard then shows /login); no crash. */
export const SubscribeSessionInvalid = failing(
  'packages.subscribe.unauthorized',
  packageMessages.subscriptionFailed,
);
export const SubscribeTimeout = failing(
  'packages.subscribe.timeout',
  packageMessages.subscriptionFailed,
);

/** The server subscribes but the answer is lost on the way back (a dropped connection). */
const lostAnswer = loseSubscribeAnswer(mockApi.backend);

/** The retry reuses the Idempotency-Key, so the server replays its answer: one subscription, one debit. */
export const RetryAfterLostAnswerDebitsOnce: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { msw: { handlers: [countSubscribes, ...lostAnswer.handlers, ...mockApi.handlers] } },
  beforeEach: lostAnswer.arm,
  play: async ({ canvasElement }) => {
    const dialog = await confirmStandard(canvasElement);
    await expect(await dialog.findByRole('alert', {}, slow)).toHaveTextContent(
      packageMessages.subscriptionFailed,
    );
    await expect(alexBalance()).toBe(11000);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Subscription Successful' }, slow),
    ).toBeVisible();
    await expect(subscribeRequests).toBe(2);
    await expect(alexBalance()).toBe(11000);
  },
};
