import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { disclaimers } from '../../../content';
import { StoryRouter } from '../../../storybook/StoryProviders';
import { HeroSection } from './HeroSection';
import { publicPageParameters } from '../../../storybook/modes';

/**
 * The top of the home page: the headline, the Get Started (sign up) and Learn More buttons, and the
 * chart of historical win rates with its past-performance note. The stories show the section, with
 * the chart's line fully drawn.
 */
const meta = {
  title: 'Screens/Home/Sections/Hero',
  parameters: publicPageParameters,
  component: HeroSection,
  decorators: [
    (Story) => (
      <StoryRouter path="/">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '#features',
    );
    const chart = canvas.getByRole('img', { name: /Historical win rates 2019 to 2023/ });
    for (const mark of ['25%', '50%', '75%', '2019', '2023']) {
      await expect(chart).toHaveTextContent(mark);
    }
    await expect(canvas.getByText(i18n._(disclaimers.pastPerformance))).toBeVisible();
  },
};

/** Story tests freeze animations: the line must then be fully drawn, not stuck at its start. */
export const FrozenShowsFinishedLine: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-testid="win-rate-line"]');
    await expect(line).not.toBeNull();
    await expect(getComputedStyle(line as Element).strokeDashoffset).toBe('0px');
  },
};
