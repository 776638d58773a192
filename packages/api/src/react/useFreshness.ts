import { useEffect, useReducer } from 'react';
import { freshnessOf, nextFreshnessChangeAt, type Freshness } from '../stream/freshness';
import type { ConnectionPhase } from '../stream/marketSocketTypes';

export interface FreshnessSource {
  /** When the data shown was true (the stream's time, or when a poll answered); null before any came. */
  at: number | null;
  /** How often it normally changes: the stream's update interval, or the poll interval. */
  usualIntervalMs: number;
  /**
   * For data that comes over the tab's market socket, its phase (`useMarketConnection`): stale while it is down.
   * Polled data leaves it out and is judged by its age, so a page that polls never loads the socket's code.
   */
  connection?: ConnectionPhase;
  /** The latest refresh failed: what is shown is stale. */
  failed?: boolean;
}

/**
 * D19: how fresh the data on screen is, now, with its time. The screen renders again at the moment the data turns
 * delayed or stale by its age (no timer runs once nothing more can change with time).
 */
export function useFreshness(
  { at, usualIntervalMs, connection = 'idle', failed = false }: FreshnessSource,
  now: () => number = Date.now,
): Freshness {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const current = now();
  const nextChange = nextFreshnessChangeAt(at, usualIntervalMs, current);
  useEffect(() => {
    if (nextChange === null) return;
    const timer = setTimeout(rerender, Math.max(0, nextChange - now()));
    return () => clearTimeout(timer);
  }, [nextChange, now]);
  return freshnessOf({ at, now: current, usualIntervalMs, connection, failed });
}
