import type { Meta, StoryObj } from '@storybook/react-vite';
import { registerValidation } from '@tp/messages';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

/**
 * The checkbox of the app's forms, such as Remember me on the sign-in page, the terms agreement on
 * the sign-up page and the notification settings. The stories show it unchecked, checked, with an
 * error, with a hint, and disabled.
 */
const meta = {
  title: 'Widgets/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', name: 'remember', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  },
};

/** Clicking the label checks the box and reports it. */
export const ClickChecks: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithError: Story = {
  args: {
    label: 'I agree to the Terms and Conditions',
    name: 'agreement',
    error: registerValidation.agreementRequired,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(registerValidation.agreementRequired);
  },
};

export const WithHint: Story = { args: { hint: 'Keeps your e-mail address on this device' } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };
