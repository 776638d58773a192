import type { Meta, StoryObj } from '@storybook/react-vite';
import { depositValidation } from '@tp/messages';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

// Spec 2 §2 (Deposit): the methods; bank and card are for verified clients only.
const depositMethods = [
  { value: 'Cryptocurrency', label: 'Cryptocurrency' },
  { value: 'Bank Transfer', label: 'Bank Transfer (Verified clients only)', disabled: true },
  { value: 'Credit Card', label: 'Credit Card (Verified clients only)', disabled: true },
];

const waitTimes = ['1 Hour', '2 Hours', '6 Hours', '12 Hours', '24 Hours'].map((label) => ({
  value: label,
  label,
}));

/**
 * The drop-down list of the app's forms and filters, such as the deposit method (bank transfer and
 * card only for verified clients) or the time to wait for confirmation. The stories show it with a
 * placeholder, choosing an option, with a value chosen, with an error, with a hint, and disabled.
 */
const meta = {
  title: 'Widgets/Select',
  component: Select,
  args: {
    label: 'Deposit method',
    name: 'payment_method',
    options: depositMethods,
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPlaceholder: Story = {
  args: { placeholder: 'Select a method' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Deposit method' })).toHaveValue('');
  },
};

/** Choosing an option from the placeholder selects it and reports the value. */
export const ChoosingAnOption: Story = {
  tags: ['interaction', '!autodocs'],
  args: { placeholder: 'Select a method' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Deposit method' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Cryptocurrency');
    await expect(select).toHaveValue('Cryptocurrency');
    await expect(args.onValueChange).toHaveBeenCalledWith('Cryptocurrency');
  },
};

export const Default: Story = {
  args: { label: 'Time to Wait for Confirmation', name: 'wait_time', options: waitTimes },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveValue('1 Hour');
  },
};

export const WithError: Story = {
  args: { placeholder: 'Select a method', error: depositValidation.methodRequired, required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Deposit method' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(depositValidation.methodRequired);
  },
};

export const WithHint: Story = {
  args: { placeholder: 'Select a method', hint: 'No fees on bank or card deposits' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Cryptocurrency' } };
