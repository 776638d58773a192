import type { Meta, StoryObj } from '@storybook/react-vite';
import { registerValidation } from '@tp/messages';
import { useEffect } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { useForm } from '../../forms';
import { TextField } from './TextField';

/**
 * The text box of every form, such as Email, Password or Amount, with its label, an optional hint
 * and an error message under it. The stories show it empty, with a hint, with an error, with both,
 * required, as a password, with a placeholder, disabled, and an error that clears as the user
 * types.
 */
const meta = {
  title: 'Widgets/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'a@b.co');
    await expect(input).toHaveValue('a@b.co');
    await expect(args.onChange).toHaveBeenCalledTimes(6);
  },
};

export const WithHint: Story = {
  args: {
    label: 'Amount',
    name: 'amount',
    type: 'number',
    hint: 'Minimum 200 USD',
    inputMode: 'decimal',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription('Minimum 200 USD');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'not-an-email', error: registerValidation.emailInvalid },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(registerValidation.emailInvalid);
  },
};

export const WithHintAndError: Story = {
  args: {
    label: 'Password',
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters',
    error: registerValidation.passwordTooShort,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      `At least 8 characters ${registerValidation.passwordTooShort}`,
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};

export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', autoComplete: 'current-password' },
};

export const WithPlaceholder: Story = { args: { placeholder: 'you@example.com' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jane@example.com' } };

/** A form owns the errors; editing a field clears only that field's message (useForm). */
export const ErrorClearsOnEdit: Story = {
  tags: ['interaction', '!autodocs'],
  render: function Render(args) {
    const form = useForm<{ email: string; phone: string }, 'email' | 'phone'>({
      initialValues: { email: '', phone: '' },
      validate: () => ({
        email: registerValidation.emailRequired,
        phone: registerValidation.phoneRequired,
      }),
      onSubmit: () => undefined,
    });
    const { submit } = form;
    useEffect(() => void submit(), [submit]);
    return (
      <form {...form.formProps}>
        <TextField
          {...args}
          value={form.values.email}
          error={form.errors.email}
          onValueChange={(value) => form.setValue('email', value)}
        />
        <TextField
          label="Phone number"
          name="phone_number"
          type="tel"
          value={form.values.phone}
          error={form.errors.phone}
          onValueChange={(value) => form.setValue('phone', value)}
        />
      </form>
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(registerValidation.emailRequired)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Email'), 'j');
    await expect(canvas.queryByText(registerValidation.emailRequired)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText(registerValidation.phoneRequired)).toBeInTheDocument();
  },
};
