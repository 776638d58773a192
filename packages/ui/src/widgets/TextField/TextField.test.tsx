import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';
import { registerValidation } from '@tp/messages';

describe('TextField', () => {
  it('labels the input with a real <label>', () => {
    render(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(document.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
  });

  it('points at its error and marks itself invalid', () => {
    render(
      <TextField label="Email" hint="We never share it" error={registerValidation.emailRequired} />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      `We never share it ${registerValidation.emailRequired}`,
    );
  });

  it('passes edits to onChange and onValueChange', async () => {
    const onChange = vi.fn();
    const onValueChange = vi.fn();
    render(<TextField label="Name" onChange={onChange} onValueChange={onValueChange} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Al');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onValueChange).toHaveBeenLastCalledWith('Al');
  });
});
