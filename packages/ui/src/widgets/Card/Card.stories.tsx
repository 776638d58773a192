import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyStates } from '@tp/messages';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Money } from '../Money';
import { Card } from './Card';

/**
 * The titled box that holds one section of a page, such as Wallet Balance or Recent Activity on the
 * signed-in pages, with optional buttons beside the title. The stories show a card with an amount,
 * with buttons, and with the text shown when a section has nothing to list.
 */
const meta = {
  title: 'Widgets/Card',
  component: Card,
  args: { title: 'Wallet Balance', children: <Money amount={12500.5} /> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Wallet Balance' })).toHaveTextContent(
      '$12,500.50',
    );
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" variant="secondary">
          Refresh
        </Button>
        <Button size="sm">Deposit</Button>
      </>
    ),
  },
};

export const WithEmptyText: Story = {
  args: {
    title: 'Recent Activity',
    children: <p>{emptyStates.recentActivity}</p>,
  },
};
