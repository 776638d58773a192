import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';
import { bannerAutoHideMs } from './bannerTones';
import { loginErrors, profileMessages } from '@tp/messages';

describe('Banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces errors as alerts and other tones as status', () => {
    const { rerender } = render(<Banner tone="error">{loginErrors.invalidPassword}</Banner>);
    expect(screen.getByRole('alert')).toHaveTextContent(loginErrors.invalidPassword);
    rerender(<Banner tone="success">{profileMessages.passwordChanged}</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent(profileMessages.passwordChanged);
  });

  it('calls onHide once the delay has passed, not before', () => {
    const onHide = vi.fn();
    render(
      <Banner tone="error" autoHideMs={bannerAutoHideMs.error} onHide={onHide}>
        Session expired. Please log in again.
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(4999));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('uses the spec delays: 5 s for errors, 3 s for success', () => {
    expect(bannerAutoHideMs).toEqual({ error: 5000, success: 3000 });
  });

  it('restarts the delay when the message changes', () => {
    const onHide = vi.fn();
    const { rerender } = render(
      <Banner tone="success" autoHideMs={3000} onHide={onHide}>
        Account information refreshed successfully!
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(2000));
    rerender(
      <Banner tone="success" autoHideMs={3000} onHide={onHide}>
        Activity refreshed successfully!
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('keeps the timer when only the onHide callback changes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <Banner autoHideMs={3000} onHide={first}>
        Saved
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(2000));
    rerender(
      <Banner autoHideMs={3000} onHide={second}>
        Saved
      </Banner>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('never hides by itself without autoHideMs, and not after unmounting', () => {
    const onHide = vi.fn();
    const { unmount } = render(<Banner onHide={onHide}>Stays</Banner>);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onHide).not.toHaveBeenCalled();
    unmount();

    render(
      <Banner autoHideMs={1000} onHide={onHide}>
        Goes
      </Banner>,
    ).unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(onHide).not.toHaveBeenCalled();
  });

  it('shows a close button when it can be hidden', () => {
    const onHide = vi.fn();
    render(<Banner onHide={onHide}>Closable</Banner>);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(onHide).toHaveBeenCalledOnce();
  });
});
