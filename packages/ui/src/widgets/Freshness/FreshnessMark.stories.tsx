import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { FreshnessMark } from './FreshnessMark';

const at = Date.UTC(2026, 11, 3, 12, 0, 5);

/**
 * D19: how fresh the prices beside it are. Live (updates come as usual), delayed (nothing new for twice the usual
 * interval) or stale (the connection is down, a refresh failed, or the data is past its stale mark), with the time
 * of the data shown. The ticker's note says the same words; Market, Dashboard and Portfolio show this mark.
 */
const meta = {
  title: 'Widgets/FreshnessMark',
  component: FreshnessMark,
  args: { freshness: { kind: 'live', at } },
} satisfies Meta<typeof FreshnessMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toHaveAttribute('data-freshness', 'live');
  },
};

export const Delayed: Story = {
  args: { freshness: { kind: 'delayed', at } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Delayed, as of \d{1,2}:\d{2}/)).toHaveAttribute(
      'data-freshness',
      'delayed',
    );
  },
};

export const Stale: Story = {
  args: { freshness: { kind: 'stale', at } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Stale, as of \d{1,2}:\d{2}/)).toHaveAttribute(
      'data-freshness',
      'stale',
    );
  },
};

/** Nothing ever loaded: stale, with no time to give. */
export const StaleWithoutData: Story = {
  args: { freshness: { kind: 'stale', at: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stale')).toHaveAttribute('data-freshness', 'stale');
  },
};

/** Beside a line that writes the time already ("Prices as of …"), the mark says only the kind. */
export const KindOnly: Story = {
  args: { freshness: { kind: 'delayed', at }, withTime: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Delayed')).toHaveAttribute('data-freshness', 'delayed');
  },
};

export const AllKinds: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' })}>
      <FreshnessMark freshness={{ kind: 'live', at }} />
      <FreshnessMark freshness={{ kind: 'delayed', at }} />
      <FreshnessMark freshness={{ kind: 'stale', at }} />
    </div>
  ),
};
