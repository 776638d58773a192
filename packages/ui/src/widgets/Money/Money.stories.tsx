import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money } from './Money';

/**
 * How the app writes a US dollar amount: $1,234.50, with a minus for a negative amount and, where
 * it matters, a plus sign and a colour for gains and losses. The stories show positive, negative,
 * zero, signed, gain, loss and large amounts.
 */
const meta = {
  title: 'Widgets/Money',
  component: Money,
  args: { amount: 1234.5 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$1,234.50');
  },
};

export const Negative: Story = {
  args: { amount: -3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('-$3.00');
  },
};

export const Zero: Story = { args: { amount: 0 } };

export const Signed: Story = {
  args: { amount: 3, signed: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('+$3.00');
  },
};

export const SignedAndColoredGain: Story = { args: { amount: 250, signed: true, colored: true } };

export const SignedAndColoredLoss: Story = { args: { amount: -1500, signed: true, colored: true } };

export const Large: Story = { args: { amount: 200000 } };

/**
 * Privacy mode (D17): every amount is the same six dots, whatever its size or sign, without colour;
 * a screen reader hears "hidden".
 */
export const Hidden: Story = {
  args: { amount: -1500, signed: true, colored: true },
  globals: { privacy: 'hidden' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('1,500');
    await expect(canvasElement).toHaveTextContent('••••••hidden');
  },
};
