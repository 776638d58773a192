import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithApi, testApiClients } from '../test/renderWithApi';
import { useFreshness, type FreshnessSource } from './useFreshness';

const start = Date.UTC(2026, 11, 3, 12);
const noNetwork = async () => Response.json({ detail: 'Not used.' }, { status: 500 });

function renderFreshness(source: FreshnessSource) {
  return renderHookWithApi(() => useFreshness(source), testApiClients(noNetwork));
}

describe('useFreshness (D19)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('turns delayed, then stale, as the data ages, with nothing else changing', () => {
    const { result } = renderFreshness({ at: start, usualIntervalMs: 1_000 });
    expect(result.current).toEqual({ kind: 'live', at: start });
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current.kind).toBe('live');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ kind: 'delayed', at: start });
    act(() => void vi.advanceTimersByTime(18_000));
    expect(result.current).toEqual({ kind: 'stale', at: start });
    // Nothing more can change with time: no timer is left running.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is stale with its time when the latest refresh failed, and stale with none before any data', () => {
    expect(
      renderFreshness({ at: start, usualIntervalMs: 60_000, failed: true }).result.current,
    ).toEqual({
      kind: 'stale',
      at: start,
    });
    expect(renderFreshness({ at: null, usualIntervalMs: 60_000 }).result.current).toEqual({
      kind: 'stale',
      at: null,
    });
  });

  it('is stale while the socket the data comes over is down, however new the data', () => {
    const { result } = renderFreshness({
      at: start,
      usualIntervalMs: 1_000,
      connection: 'reconnecting',
    });
    expect(result.current).toEqual({ kind: 'stale', at: start });
  });
});
