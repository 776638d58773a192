import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { howItWorks } from '../../content';
import { StoryRouter } from '../../storybook/StoryProviders';
import { HowItWorksView } from './HowItWorksView';
import { ProductDemo } from './ProductDemo';
import { StatList } from './StatList';
import { StepList } from './StepList';
import { publicPageParameters } from '../../storybook/modes';

/**
 * The public How It Works page: the three steps to get started, a preview of the product, the
 * platform in figures, and the Create Your Account button that leads to sign-up. The stories show
 * the whole page and each of its sections on its own.
 */
const meta = {
  title: 'Screens/HowItWorks/HowItWorksView',
  parameters: publicPageParameters,
  component: HowItWorksView,
  decorators: [
    (Story) => (
      <StoryRouter path="/how-it-works">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof HowItWorksView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Set Up Your Account',
      'Define Your Strategy',
      'Grow with Confidence',
    ]);
    for (const value of ['$500M+', '50,000+', '99.9%']) {
      await expect(canvas.getByText(value)).toBeVisible();
    }
    await expect(canvas.getByRole('img', { name: /play icon/ })).toBeVisible();
  },
};

export const CreateAccountGoesToRegister: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Create Your Account' }));
    await expect(screen.getByRole('status')).toHaveTextContent('Navigated to /register');
  },
};

export const StepsSection: Story = {
  render: () => <StepList steps={howItWorks.steps} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const DemoSection: Story = {
  render: () => <ProductDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A video walkthrough is coming soon.')).toBeVisible();
    // An illustration only: nothing offers to play a video that does not exist.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const StatsSection: Story = {
  render: () => <StatList stats={howItWorks.stats} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Platform uptime')).toBeVisible();
    await expect(canvas.getByText('99.9%')).toBeVisible();
  },
};
