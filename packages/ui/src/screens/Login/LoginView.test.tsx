import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginErrors } from '@tp/messages';
import { LoginView, loginBannerMs } from './LoginView';

describe('LoginView banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides an authentication error after 5 seconds (spec 1 §9)', () => {
    const onBannerHide = vi.fn();
    render(
      <MemoryRouter>
        <LoginView
          onSubmit={vi.fn()}
          onBannerHide={onBannerHide}
          banner={{ tone: 'error', message: loginErrors.invalidPassword }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(loginErrors.invalidPassword);
    expect(loginBannerMs).toBe(5_000);
    act(() => vi.advanceTimersByTime(4_999));
    expect(onBannerHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onBannerHide).toHaveBeenCalledTimes(1);
  });
});

describe('LoginView e-mail (issue 11 §8)', () => {
  it('sends the normalised address and keeps what the user typed in the field', async () => {
    const onSubmit = vi.fn();
    render(
      <MemoryRouter>
        <LoginView onSubmit={onSubmit} />
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
