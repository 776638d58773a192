import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { InvestmentPackage } from '@tp/api';
import { servedPackages } from '@tp/mocks';
import { balanceMessages, httpErrors, packageMessages } from '@tp/messages';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import { PackagesView } from './PackagesView';

/** The catalogue as the API serves it (D2: the in-app reading of spec 2 §3). */
const catalogue = servedPackages();
const [basic, standard, , vip] = catalogue as [
  InvestmentPackage,
  InvestmentPackage,
  InvestmentPackage,
  InvestmentPackage,
];

/**
 * The Investment Packages page drawn from given data: the available balance, the four package
 * cards, the FAQ, and the Confirm Subscription and Subscription Successful dialogs. One story per
 * state: loading, no packages, load failures, a balance too low for a package, subscribing, a
 * refused subscription and a successful one.
 */
const meta = {
  title: 'Screens/Packages/PackagesView',
  component: PackagesView,
  parameters: { layout: 'fullscreen' },
  args: {
    packages: { kind: 'ready', data: catalogue },
    onRetryPackages: fn(),
    balance: { kind: 'ready', data: 12500 },
    onRetryBalance: fn(),
    onSubscribe: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onContinueToDeposit: fn(),
  },
  argTypes: {
    packages: fixtureArg(
      {
        'The four packages': { kind: 'ready', data: catalogue },
        'No packages': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: httpErrors.serverError, retrying: false },
      },
      'The package cards.',
    ),
    balance: fixtureArg(
      {
        'Alex ($12,500.00)': { kind: 'ready', data: 12500 },
        'Jamie ($3,200.00)': { kind: 'ready', data: 3200 },
        'Just enough for Basic ($500.00)': { kind: 'ready', data: 500 },
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: balanceMessages.loadFailed, retrying: false },
      },
      'The available balance, on the page and in the confirmation.',
    ),
    selectedPackage: fixtureArg(
      { None: null, Basic: basic, Standard: standard, VIP: vip },
      'Opens Confirm Subscription for this package.',
    ),
    subscribing: { control: 'boolean' },
    subscribeFailure: fixtureArg(
      {
        None: null,
        'Short of $1,234.50': {
          message: packageMessages.insufficientBalance('$1,234.50'),
          shortfall: true,
        },
        'Subscription failed': { message: packageMessages.subscriptionFailed, shortfall: false },
      },
      'The message in Confirm Subscription after Confirm.',
    ),
    subscribed: fixtureArg(
      {
        None: null,
        'Subscribed to Standard': {
          message: 'You are now subscribed to the Standard package.',
          balance: 11000,
        },
      },
      'Opens Subscription Successful.',
    ),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PackagesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Investment Packages',
    );
    await expect(canvas.getByText('$12,500.00')).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Investment packages' })).getAllByRole(
      'article',
    );
    await expect(cards).toHaveLength(4);
    // D2: the risk line is on every card, next to the rate.
    for (const card of cards) {
      await expect(within(card).getByText(packageMessages.riskWarning)).toBeVisible();
    }
    const standardCard = canvas.getByRole('article', { name: 'Standard' });
    await expect(within(standardCard).getByText('Most popular')).toBeVisible();
    await expect(within(standardCard).getByText('$1,500.00')).toBeVisible();
    await expect(within(standardCard).getByText('3.5% weekly')).toBeVisible();
    await expect(within(standardCard).getByText('3 months')).toBeVisible();
    await expect(within(standardCard).getByText('Priority email support')).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Basic' })).queryByText('Most popular'),
    ).toBeNull();
    // No text anywhere calls a return guaranteed.
    await expect(canvasElement.textContent).not.toMatch(/(?<!not )guaranteed return/i);
    await userEvent.click(within(standardCard).getByRole('button', { name: /Subscribe Now/ }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('standard');
  },
};

export const Loading: Story = {
  args: { packages: { kind: 'loading' }, balance: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading packages')).toBeVisible();
    await expect(canvas.getByText('Loading balance')).toBeVisible();
  },
};

/**
 * No layout shift: the four tiers load as card frames, so the FAQ below them is off screen from the start
 * and nothing on screen moves when they arrive.
 */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={PackagesView}
      loaded={args}
      loading={{ ...args, packages: { kind: 'loading' }, balance: { kind: 'loading' } }}
    />
  ),
  play: ({ canvasElement }) => expectArrivesInPlace(canvasElement, { inView: true }),
};

/** The same on the phone Lighthouse measures. */
export const ArrivesInPlaceOnAPhone: Story = {
  tags: ['interaction', '!autodocs'],
  ...ArrivesInPlace,
  ...phone412,
};

const catalogueFailed = {
  kind: 'error',
  message: httpErrors.serverError,
  retrying: false,
} as const;

export const CatalogueError: Story = {
  args: { packages: catalogueFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryPackages).toHaveBeenCalledTimes(1);
  },
};

/** Try Again is running: the message stays and its button shows busy. */
export const CatalogueRetrying: Story = {
  args: { packages: { ...catalogueFailed, retrying: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { packages: { kind: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/No packages are available right now/),
    ).toBeVisible();
  },
};

export const BalanceError: Story = {
  args: { balance: { kind: 'error', message: balanceMessages.loadFailed, retrying: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(balanceMessages.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryBalance).toHaveBeenCalledTimes(1);
  },
};

export const FaqAnswersOneAtATime: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByRole('button', { name: 'Are the weekly returns guaranteed?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/^No\. Returns are not guaranteed/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'What is the contract period?' }));
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * D18: in the profile's language (Spanish here) the catalogue's names, descriptions, features, rates and periods
 * are translated by their English, as the server's texts are; a package the catalogues do not know (Gold) shows
 * as the server sent it.
 */
export const CardsInSpanish: Story = {
  globals: { language: 'es' },
  args: {
    packages: {
      kind: 'ready',
      data: [
        ...catalogue,
        {
          ...basic,
          id: 'gold',
          name: 'Gold',
          description: 'A tier the app does not know yet',
          features: ['A feature the app does not know yet'],
          roi: '9% weekly',
          duration: '24 months',
          recommended: false,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standardCard = within(canvas.getByRole('article', { name: 'Estándar' }));
    await expect(standardCard.getByText('La opción más popular')).toBeVisible();
    await expect(standardCard.getByText('3,5 % semanal')).toBeVisible();
    await expect(standardCard.getByText('3 meses')).toBeVisible();
    await expect(standardCard.getByText('Todo lo incluido en Básico')).toBeVisible();
    await expect(
      standardCard.getByRole('list', { name: 'Características de Estándar' }),
    ).toBeVisible();
    await expect(
      standardCard.getByRole('button', { name: /^Suscribirse ahora\s*: Estándar$/ }),
    ).toBeVisible();
    const basicCard = within(canvas.getByRole('article', { name: 'Básico' }));
    await expect(basicCard.getByText('Ideal para principiantes')).toBeVisible();
    await expect(basicCard.getByText('1 mes')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Premium' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'VIP' })).toBeVisible();
    const gold = within(canvas.getByRole('article', { name: 'Gold' }));
    await expect(gold.getByText('A tier the app does not know yet')).toBeVisible();
    await expect(gold.getByText('A feature the app does not know yet')).toBeVisible();
    await expect(gold.getByText('9% weekly')).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(
      /Perfect for beginners|Priority email support|3 months/,
    );
  },
};

/** D18: the dialog names the package, its period and rate in the profile's language (Spanish here). */
export const ConfirmDialogInSpanish: Story = {
  globals: { language: 'es' },
  args: { selectedPackage: standard },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/^¿Desea suscribirse al paquete Estándar\?/)).toBeVisible();
    await expect(dialog.getByText('Estándar')).toBeVisible();
    await expect(dialog.getByText('3 meses')).toBeVisible();
    await expect(dialog.getByText('3,5 % semanal')).toBeVisible();
  },
};

export const ConfirmDialog: Story = {
  args: { selectedPackage: standard },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Subscription' });
    const body = within(dialog);
    await expect(body.getByText('$1,500.00')).toBeVisible();
    await expect(body.getByText('$12,500.00')).toBeVisible();
    await expect(body.getByText('Balance after subscribing')).toBeVisible();
    await expect(body.getByText('$11,000.00')).toBeVisible();
    await expect(body.getByText('3.5% weekly')).toBeVisible();
    await expect(body.getByText(packageMessages.riskWarning)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Spec 2 §5 pre-check in the dialog: Jamie ($3,200.00) and VIP ($10,000.00). */
export const InsufficientBalance: Story = {
  args: { balance: { kind: 'ready', data: 3200 }, selectedPackage: vip },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Subscription' });
    const body = within(dialog);
    await expect(body.getByRole('alert')).toHaveTextContent(
      'Insufficient balance. Please deposit at least $6,800.00 more',
    );
    await expect(body.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await expect(body.getByRole('link', { name: 'Deposit Funds' })).toHaveAttribute(
      'href',
      '/deposit',
    );
  },
};

export const ExactlyEnough: Story = {
  args: { balance: { kind: 'ready', data: 500 }, selectedPackage: basic },
  play: async () => {
    const body = within(await screen.findByRole('dialog', { name: 'Confirm Subscription' }));
    await expect(body.queryByRole('alert')).toBeNull();
    await expect(body.getByText('$0.00')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

export const BalanceUnknownInDialog: Story = {
  args: {
    balance: { kind: 'error', message: balanceMessages.loadFailed, retrying: false },
    selectedPackage: standard,
  },
  play: async () => {
    const body = within(await screen.findByRole('dialog', { name: 'Confirm Subscription' }));
    await expect(body.getByText('Not available')).toBeVisible();
    // The server still checks the balance: confirming stays possible.
    await expect(body.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

export const Subscribing: Story = {
  args: { selectedPackage: standard, subscribing: true },
  play: async () => {
    const body = within(await screen.findByRole('dialog', { name: 'Confirm Subscription' }));
    await expect(body.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(body.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const ServerShortfall: Story = {
  args: {
    selectedPackage: standard,
    subscribeFailure: {
      message: packageMessages.insufficientBalance('$1,234.50'),
      shortfall: true,
    },
  },
  play: async () => {
    const body = within(await screen.findByRole('dialog', { name: 'Confirm Subscription' }));
    await expect(body.getByRole('alert')).toHaveTextContent(
      'Insufficient balance. Please deposit at least $1,234.50 more',
    );
    await expect(body.getByRole('link', { name: 'Deposit Funds' })).toBeVisible();
  },
};

export const SubscriptionFailed: Story = {
  args: {
    selectedPackage: standard,
    subscribeFailure: {
      message: packageMessages.subscriptionFailed,
      shortfall: false,
    },
  },
  play: async ({ args }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Confirm Subscription' }));
    await expect(body.getByRole('alert')).toHaveTextContent(packageMessages.subscriptionFailed);
    await expect(body.queryByRole('link', { name: 'Deposit Funds' })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Subscribed: Story = {
  args: {
    balance: { kind: 'ready', data: 11000 },
    subscribed: { message: 'You are now subscribed to the Standard package.', balance: 11000 },
  },
  play: async ({ args }) => {
    const body = within(await screen.findByRole('dialog', { name: 'Subscription Successful' }));
    await expect(body.getByRole('status')).toHaveTextContent(
      'You are now subscribed to the Standard package.',
    );
    await expect(body.getByText('$11,000.00')).toBeVisible();
    const next = body.getByRole('button', { name: 'Continue to Deposit' });
    await expect(next).toHaveFocus();
    // The only way on is /deposit (spec 2 §4): Escape does not close it.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Subscription Successful' })).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinueToDeposit).toHaveBeenCalledTimes(1);
  },
};

const packagesStates = {
  Loaded: {},
  Loading,
  'Packages failed to load': CatalogueError,
  'Retrying the packages': CatalogueRetrying,
  'No packages on offer': Empty,
  'Balance failed to load': BalanceError,
};

/** Every state of the page at once, for review: loaded, loading, no packages, each load failure. */
export const AllStates: Story = allStatesStory(PackagesView, meta.args, packagesStates, {
  padded: true,
});
