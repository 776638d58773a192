import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';
import { choiceArg } from '../../storybook/choiceArg';

/**
 * The spinning circle shown while something loads, with a label such as "Loading transactions" that
 * screen readers read and that can also be shown. The stories show it with the label hidden and
 * shown, in small and large sizes.
 */
const meta = {
  title: 'Widgets/Spinner',
  component: Spinner,
  args: { label: 'Loading transactions' },
  argTypes: {
    size: choiceArg(
      ['sm', 'md', 'lg'],
      'Small inside a button or a line of text; medium (the default) wherever a section or page is loading.',
    ),
  },
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
