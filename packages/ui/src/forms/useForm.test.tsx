import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registerValidation } from '@tp/messages';
import { TextField } from '../widgets/TextField';
import { useForm, type FieldErrors, type SubmitResult } from './useForm';

interface Values {
  email: string;
  password: string;
}
type Field = keyof Values;

function validate({ email, password }: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!email) errors.email = registerValidation.emailRequired;
  if (!password) errors.password = registerValidation.passwordRequired;
  return errors;
}

function TestForm({
  onSubmit,
  onEdit,
}: {
  onSubmit: (values: Values) => SubmitResult<Field> | Promise<SubmitResult<Field>>;
  onEdit?: (name: Field) => void;
}) {
  const form = useForm<Values, Field>({
    initialValues: { email: '', password: '' },
    validate,
    onSubmit,
    onEdit,
  });
  return (
    <form {...form.formProps} aria-label="Test">
      <TextField label="Email" {...form.field('email')} />
      <TextField
        label="Password"
        value={form.values.password}
        error={form.errors.password}
        onValueChange={(value) => form.setValue('password', value)}
      />
      <button type="submit">{form.busy ? 'Sending' : 'Send'}</button>
    </form>
  );
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const send = () => screen.getByRole('button');

describe('useForm', () => {
  it('shows the rules’ messages, focuses the first invalid field and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(password(), 'x');
    await userEvent.click(send());
    expect(await screen.findByText(registerValidation.emailRequired)).toBeVisible();
    await vi.waitFor(() => expect(email()).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field’s message when that field is edited, and only that one', async () => {
    render(<TestForm onSubmit={vi.fn()} />);
    await userEvent.click(send());
    await screen.findByText(registerValidation.emailRequired);
    await userEvent.type(email(), 'a');
    expect(screen.queryByText(registerValidation.emailRequired)).toBeNull();
    expect(screen.getByText(registerValidation.passwordRequired)).toBeVisible();
  });

  it('shows the server’s field messages on their fields and keeps what the user typed', async () => {
    const taken = 'A user with this email already exists.';
    render(<TestForm onSubmit={async () => ({ fieldErrors: { email: taken } })} />);
    await userEvent.type(email(), 'alex@example.com');
    await userEvent.type(password(), 'secret');
    await userEvent.click(send());
    expect(await screen.findByText(taken)).toBeVisible();
    await vi.waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveValue('alex@example.com');
    expect(password()).toHaveValue('secret');
  });

  it('starts over when the submission says reset', async () => {
    render(<TestForm onSubmit={async () => 'reset' as const} />);
    await userEvent.type(email(), 'alex@example.com');
    await userEvent.type(password(), 'secret');
    await userEvent.click(send());
    await vi.waitFor(() => expect(email()).toHaveValue(''));
    expect(password()).toHaveValue('');
  });

  it('submits once for two clicks in the same tick, and is busy until the answer', async () => {
    let answer: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(email(), 'alex@example.com');
    await userEvent.type(password(), 'secret');
    send().click();
    send().click();
    await vi.waitFor(() => expect(send()).toHaveTextContent('Sending'));
    answer();
    await vi.waitFor(() => expect(send()).toHaveTextContent('Send'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('tells the owner about every edit', async () => {
    const onEdit = vi.fn();
    render(<TestForm onSubmit={vi.fn()} onEdit={onEdit} />);
    await userEvent.type(email(), 'ab');
    expect(onEdit).toHaveBeenCalledWith('email');
    expect(onEdit).toHaveBeenCalledTimes(2);
  });
});
