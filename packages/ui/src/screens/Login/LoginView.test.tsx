import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginErrors } from '@tp/messages';
import { LoginView, loginBannerMs } from './LoginView';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoginView banner', () => {
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
