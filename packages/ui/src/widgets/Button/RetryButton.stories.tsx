import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RetryButton } from './Button';

/**
 * The Try Again button that every section, table and chart offers when it failed to load. The
 * stories show it ready to click, and busy while the new attempt runs (a second click does
 * nothing).
 */
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
