import type { Meta, StoryObj } from '@storybook/react-vite';
import { transferMessages } from '@tp/messages';
import { expect, fn, userEvent } from 'storybook/test';
import { Money } from '../Money';
import { StatusBadge } from '../StatusBadge';
import { Table, type TableColumn } from './Table';

interface Transfer {
  id: string;
  date: string;
  recipientEmail: string;
  amount: number;
  status: string;
}

// Spec 2 §2 (Transfer Asset): Recent Transfers with Date, Receiver's Email, Amount, Status.
const columns: TableColumn<Transfer>[] = [
  { id: 'date', header: 'Date', cell: (row) => row.date },
  { id: 'email', header: "Receiver's Email", cell: (row) => row.recipientEmail },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => <Money amount={row.amount} /> },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
];

const transfers: Transfer[] = [
  {
    id: 't3',
    date: '3/14/2025',
    recipientEmail: 'ada@example.com',
    amount: 1500,
    status: 'pending',
  },
  {
    id: 't2',
    date: '3/12/2025',
    recipientEmail: 'grace@example.com',
    amount: 250.5,
    status: 'approved',
  },
  {
    id: 't1',
    date: '3/01/2025',
    recipientEmail: 'alan@example.com',
    amount: 80,
    status: 'rejected',
  },
];

const failed = {
  kind: 'error',
  message: transferMessages.pendingLoadFailed,
  retrying: false,
} as const;

/**
 * The data table of the app, such as Recent Transfers on the Transfer Asset page or the pending
 * deposits and withdrawals. The stories show it with sample transfers, scrolling sideways when too
 * wide, loading, empty, failed to load (with and without Try Again, and while retrying), with its
 * caption hidden, and failed on a narrow screen.
 */
const meta = {
  title: 'Widgets/Table',
  component: Table<Transfer>,
  args: {
    caption: 'Recent Transfers',
    columns,
    rows: transfers,
    getRowKey: (row) => row.id,
    status: { kind: 'ready', data: transfers },
    emptyText: transferMessages.noPending,
  },
} satisfies Meta<typeof Table<Transfer>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Recent Transfers' });
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(canvas.getAllByRole('row')).toHaveLength(transfers.length + 1);
    await expect(
      canvas.getByRole('columnheader', { name: "Receiver's Email" }),
    ).toBeInTheDocument();
    // It fits: no scroll region and no extra tab stop.
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** Too wide for its box: the scroller is a named region the keyboard can reach and scroll. */
export const ScrollsWithTheKeyboard: Story = {
  tags: ['interaction', '!autodocs'],
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Recent Transfers' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { status: { kind: 'loading' }, loadingLabel: 'Loading transfers' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading transfers');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(transferMessages.noPending)).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: failed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(transferMessages.pendingLoadFailed);
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: failed, onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Try Again is running: the error stays and its button shows busy (no spinner in its place). */
export const Retrying: Story = {
  args: { status: { ...failed, retrying: true }, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(transferMessages.pendingLoadFailed);
    const retry = canvas.getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Recent Transfers' })).toBeInTheDocument();
  },
};

/** On a phone the columns overflow and the table scrolls; its message stays in the visible part. */
export const ErrorOnANarrowScreen: Story = {
  args: { rows: [], status: failed, onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const scroller = canvasElement.querySelector('table')!.parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const visible = scroller.getBoundingClientRect();
    for (const element of [
      canvas.getByText(transferMessages.pendingLoadFailed),
      canvas.getByRole('button', { name: 'Try Again' }),
    ]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(visible.left);
      await expect(box.right).toBeLessThanOrEqual(visible.right);
    }
  },
};
