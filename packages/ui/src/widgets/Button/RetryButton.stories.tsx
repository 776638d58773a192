import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RetryButton } from './Button';

/** Try Again, as every section, table and chart that failed to load offers it. */
const meta = {
  title: 'Widgets/RetryButton',
  component: RetryButton,
  args: { retrying: false, onRetry: fn() },
} satisfies Meta<typeof RetryButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The new attempt is running: busy, and a second click does not start another. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Try Again/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
