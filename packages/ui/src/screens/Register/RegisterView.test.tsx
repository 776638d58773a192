import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerValidation } from '@tp/messages';
import { authAutoHide, fixedNotice, useNotice, type Notice } from '../../widgets/LiveNotice';
import { RegisterView } from './RegisterView';

async function fillIn(email: string) {
  await userEvent.type(screen.getByLabelText('First name'), 'José');
  await userEvent.type(screen.getByLabelText('Last name'), 'Alvarez');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Phone number'), '+14155550123');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123!');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123!');
  await userEvent.click(screen.getByLabelText('I agree to the Terms and Conditions'));
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

function renderView() {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <RegisterView onSubmit={onSubmit} notice={fixedNotice(null)} />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('RegisterView e-mail (issue 11 §8)', () => {
  it('signs up with the normalised address and keeps what the user typed', async () => {
    const onSubmit = renderView();
    const typed = 'Jose\u0301@Example.COM';
    await fillIn(typed);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'jos\u00e9@example.com' }),
    );
    expect(screen.getByLabelText('Email')).toHaveValue(typed);
  });

  it('refuses an address with an invisible character with the invalid-e-mail message', async () => {
    const onSubmit = renderView();
    await fillIn('ali\u200Bce@example.com');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining(registerValidation.emailInvalid),
    );
  });
});

describe('RegisterView banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const fixErrors: Notice = { tone: 'error', message: registerValidation.fixErrorsBanner };

  /** The banner owned as the Screen owns it. */
  function RegisterWithBanner() {
    return <RegisterView onSubmit={vi.fn()} notice={useNotice(fixErrors, authAutoHide)} />;
  }

  function renderWithBanner() {
    render(
      <MemoryRouter>
        <RegisterWithBanner />
      </MemoryRouter>,
    );
  }

  it('hides the error banner after 5 seconds (spec 1 §9)', () => {
    renderWithBanner();
    expect(screen.getByRole('alert')).toHaveTextContent(fixErrors.message);
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('alert')).toHaveTextContent(fixErrors.message);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides the banner at once on Dismiss', () => {
    renderWithBanner();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
