import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { StatusBadge } from './StatusBadge';

/**
 * The coloured label for the status of a deposit, withdrawal or transfer in the app's tables:
 * Pending in yellow, Approved in green, any other status (such as Rejected, Failed or Completed) in
 * red. The stories show each status, and all of them side by side.
 */
const meta = {
  title: 'Widgets/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Approved: Story = {
  args: { status: 'approved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approved')).toHaveAttribute('data-tone', 'success');
  },
};

export const Rejected: Story = {
  args: { status: 'rejected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toHaveAttribute('data-tone', 'danger');
  },
};

// Spec 2 §4.
/** A locally created deposit shows as processing, which falls in "anything else". */
export const Processing: Story = { args: { status: 'processing' } };

export const Completed: Story = { args: { status: 'completed' } };

export const AllStatuses: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' })}>
      {['pending', 'approved', 'rejected', 'failed', 'completed', 'processing'].map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};
