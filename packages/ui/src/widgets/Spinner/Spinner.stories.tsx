import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Widgets/Spinner',
  component: Spinner,
  args: { label: 'Loading transactions' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading transactions');
  },
};

export const WithVisibleLabel: Story = { args: { showLabel: true } };

export const Small: Story = { args: { size: 'sm', showLabel: true } };

export const Large: Story = { args: { size: 'lg', showLabel: true } };
