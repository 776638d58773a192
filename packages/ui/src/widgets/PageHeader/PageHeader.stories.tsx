import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Money } from '../Money';
import { PageHeader } from './PageHeader';

/**
 * The top of a page: its title, an optional short introduction and, on some pages, a box beside
 * them (such as the wallet balance with Deposit on Investment Packages). The stories show it with
 * and without the introduction, centred (as on the FAQ, About and Contact pages) and with a box
 * beside it.
 */
const meta = {
  title: 'Widgets/PageHeader',
  component: PageHeader,
  args: {
    title: 'Trade History',
    lead: 'Every deposit, withdrawal and transfer on your account, newest first.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trade History' })).toBeVisible();
    await expect(
      canvas.getByText('Every deposit, withdrawal and transfer on your account, newest first.'),
    ).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Deposit Funds', lead: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit Funds' })).toBeVisible();
    await expect(canvasElement.querySelector('header p')).toBeNull();
  },
};

export const Centered: Story = {
  args: {
    title: 'Frequently Asked Questions',
    lead: 'Answers to what investors ask us most.',
    align: 'center',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading.parentElement!).textAlign).toBe('center');
  },
};

export const WithAside: Story = {
  args: {
    title: 'Investment Packages',
    lead: 'Choose a package and pay for it from your wallet balance.',
    aside: (
      <div>
        <p>Wallet balance</p>
        <Money amount={12500.5} />
        <Button size="sm" variant="secondary">
          Deposit
        </Button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Investment Packages' }),
    ).toBeVisible();
    await expect(canvas.getByText('$12,500.50')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeVisible();
  },
};
