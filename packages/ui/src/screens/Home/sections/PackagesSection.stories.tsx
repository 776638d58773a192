import type { Meta, StoryObj } from '@storybook/react-vite';
import { servedPackages } from '@tp/mocks';
import { httpErrors, packageMessages } from '@tp/messages';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureArg } from '../../../storybook/fixtureArg';
import { allStatesStory } from '../../../storybook/StateGallery';
import { StoryRouter } from '../../../storybook/StoryProviders';
import { PackagesSection } from './PackagesSection';
import { expectRetrying } from '../../../storybook/expectRetrying';
import { publicPageParameters } from '../../../storybook/modes';

// The mock's catalogue (spec 2 §3 in-app reading, D2).
const catalogue = servedPackages();

const failed = { kind: 'error', message: httpErrors.serverError, retrying: false } as const;

/**
 * The home page's Investment Packages carousel: each package's price, weekly rate with its risk
 * warning, duration and Subscribe Now button. The stories show the packages, the carousel moved by
 * its arrows and dots, where Subscribe Now goes, and the section loading, failing and trying again.
 */
const meta = {
  title: 'Screens/Home/Sections/Packages',
  parameters: publicPageParameters,
  component: PackagesSection,
  args: { status: { kind: 'ready', data: catalogue }, onRetry: fn() },
  argTypes: {
    status: fixtureArg(
      {
        [`Catalogue (${catalogue.length} packages)`]: { kind: 'ready', data: catalogue },
        Loading: { kind: 'loading' },
        'Failed to load': failed,
        'Failed, retrying': { ...failed, retrying: true },
      },
      'The packages in the carousel, or why they are not there yet.',
    ),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof PackagesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText(/^Slide \d+ of \d+$/);

export const Default: Story = {
  play: async ({ canvas }) => {
    const standard = within(canvas.getByRole('article', { name: 'Standard' }));
    await expect(standard.getByText('$1,500.00')).toBeVisible();
    await expect(standard.getByText('one-time')).toBeVisible();
    await expect(standard.getByText('Most popular choice')).toBeVisible();
    await expect(standard.getByText('3.5% weekly')).toBeVisible();
    await expect(standard.getByText(packageMessages.riskWarning)).toBeVisible();
    await expect(standard.getByText('3 months')).toBeVisible();
    await expect(standard.getByText('MOST POPULAR')).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Basic' })).queryByText('MOST POPULAR'),
    ).not.toBeInTheDocument();
    for (const link of canvas.getAllByRole('link', { name: 'Subscribe Now' })) {
      await expect(link).toHaveAttribute('href', '/register');
    }
    // D2: one risk line per rate.
    await expect(canvas.getAllByText(packageMessages.riskWarning)).toHaveLength(catalogue.length);
  },
};

export const SubscribeGoesToRegister: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    const basic = within(canvas.getByRole('article', { name: 'Basic' }));
    await userEvent.click(basic.getByRole('link', { name: 'Subscribe Now' }));
    await expect(await canvas.findByText('Navigated to /register')).toBeVisible();
  },
};

export const WrapsAndDots: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const dots = await canvas.findAllByRole('button', { name: /^Go to slide/ });
    const last = dots.length;
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(`Slide 1 of ${last}`));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() =>
      expect(status(canvasElement)).toHaveTextContent(`Slide ${last} of ${last}`),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent(`Slide 1 of ${last}`));
    await userEvent.click(dots[last - 1]!);
    await waitFor(() =>
      expect(status(canvasElement)).toHaveTextContent(`Slide ${last} of ${last}`),
    );
    await expect(dots[last - 1]).toHaveAttribute('aria-current', 'true');
  },
};

export const Loading: Story = {
  args: { status: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading packages');
  },
};

export const Failed: Story = {
  args: { status: failed },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Try Again is running: the message stays and its button shows busy. */
export const Retrying: Story = {
  args: { status: { ...failed, retrying: true } },
  play: ({ canvasElement }) => expectRetrying(canvasElement, httpErrors.serverError),
};

const galleryStates = {
  Loaded: {},
  Loading,
  'Failed to load': Failed,
  'Failed, retrying': Retrying,
};

/** Every state of the section at once, for review: loaded, loading, failed, retrying. */
export const AllStates: Story = allStatesStory(PackagesSection, meta.args, galleryStates);
