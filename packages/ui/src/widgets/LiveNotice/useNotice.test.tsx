import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authAutoHide, useNotice } from './useNotice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useNotice', () => {
  it('clears a success after 3 s and keeps an error of a section until the next notice', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.show({ tone: 'success', message: 'Saved' }));
    act(() => vi.advanceTimersByTime(2_999));
    expect(result.current.notice?.message).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();

    act(() => result.current.show({ tone: 'error', message: 'Failed' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.notice?.message).toBe('Failed');
  });

  it('hides an auth banner error after 5 s', () => {
    const { result } = renderHook(() => useNotice(null, authAutoHide));
    act(() => result.current.show({ tone: 'error', message: 'Wrong password' }));
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current.notice).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
  });

  it('restarts the timer when the same text is shown again', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.show({ tone: 'success', message: 'Saved' }));
    act(() => vi.advanceTimersByTime(2_000));
    act(() => result.current.show({ tone: 'success', message: 'Saved' }));
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.notice?.message).toBe('Saved');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.notice).toBeNull();
  });

  it('holds the timer while told to, then gives the notice its full time', () => {
    const { result, rerender } = renderHook(({ hold }) => useNotice(null, undefined, hold), {
      initialProps: { hold: true },
    });
    act(() => result.current.show({ tone: 'success', message: 'Saved' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.notice?.message).toBe('Saved');
    rerender({ hold: false });
    act(() => vi.advanceTimersByTime(2_999));
    expect(result.current.notice?.message).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
  });

  it('clear() hides at once and a later timer does not hide a newer notice', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.show({ tone: 'success', message: 'First' }));
    act(() => result.current.clear());
    expect(result.current.notice).toBeNull();
    act(() => result.current.show({ tone: 'warning', message: 'Second' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.notice?.message).toBe('Second');
  });
});
