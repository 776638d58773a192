import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginErrors, sessionMessages } from '@tp/messages';
import { fixedNotice, useNotice, type Notice } from '../../widgets/LiveNotice';
import { LoginView, loginAutoHide } from './LoginView';

describe('LoginView banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function LoginWithBanner({ initial }: { initial: Notice }) {
    return <LoginView onSubmit={vi.fn()} notice={useNotice(initial, loginAutoHide)} />;
  }

  it.each([
    { tone: 'error', message: loginErrors.invalidPassword },
    { tone: 'warning', message: sessionMessages.sessionExpired },
  ] as const)('hides a $tone banner after 5 seconds (spec 1 §9)', (initial) => {
    render(
      <MemoryRouter>
        <LoginWithBanner initial={initial} />
      </MemoryRouter>,
    );
    expect(screen.getByText(initial.message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByText(initial.message)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(initial.message)).toBeNull();
  });

  it('hides the banner at once on Dismiss', () => {
    render(
      <MemoryRouter>
        <LoginWithBanner initial={{ tone: 'error', message: loginErrors.invalidPassword }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(loginErrors.invalidPassword);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('LoginView e-mail (issue 11 §8)', () => {
  it('sends the normalised address and keeps what the user typed in the field', async () => {
    const onSubmit = vi.fn();
    render(
      <MemoryRouter>
        <LoginView onSubmit={onSubmit} notice={fixedNotice(null)} />
      </MemoryRouter>,
    );
    const typed = 'Jose\u0301@Example.COM';
    await userEvent.type(screen.getByLabelText('Email'), typed);
    await userEvent.type(screen.getByLabelText('Password'), 'DemoPass123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'jos\u00e9@example.com' }),
    );
    expect(screen.getByLabelText('Email')).toHaveValue(typed);
  });
});
