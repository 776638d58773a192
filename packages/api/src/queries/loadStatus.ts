import type { UseQueryResult } from '@tanstack/react-query';
import { httpErrors } from '@tp/messages';
import { useDeferredValue, useState } from 'react';
import { ApiError } from '../http/apiError';

/**
 * What a screen shows for data it loads; every screen and widget takes this one shape.
 * - `error.retrying`: Try Again is running; the error stays on screen and its button shows busy.
 * - `ready.refreshing`: newer data is being fetched while this is shown.
 */
export type LoadStatus<T = unknown> =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; retrying: boolean }
  | { kind: 'ready'; data: T; refreshing?: boolean };

/** The parts of a query result the status is made from. */
export type LoadQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isFetching'>;

export interface LoadStatusOptions<T, U> {
  /** Shown when the error carries no message for the user (default: the spec's generic fallback). */
  fallback?: string;
  /** Shown for every failure instead of the error's own message (a spec text of the list's own). */
  message?: string;
  /** What the view needs of the data, e.g. a balance record's amount. */
  select?: (data: T) => U;
}

/**
 * A query's status: its data once loaded (also while it refreshes), else its error (also while
 * Try Again runs: `lastError` is the error a retry in flight replaced), else loading.
 */
export function loadStatusOf<T, U = T>(
  query: LoadQuery<T>,
  options: LoadStatusOptions<T, U> = {},
  lastError: Error | null = null,
): LoadStatus<U> {
  const { select = (data: T) => data as unknown as U } = options;
  if (query.data !== undefined)
    return { kind: 'ready', data: select(query.data), refreshing: query.isFetching };
  const error = query.error ?? (query.isFetching ? lastError : null);
  if (!error) return { kind: 'loading' };
  return { kind: 'error', message: errorMessageOf(error, options), retrying: query.isFetching };
}

/** An ApiError carries the user's message (spec 1 §8); anything else (an unreadable answer) gets the fallback. */
function errorMessageOf(
  error: Error,
  { fallback, message }: Pick<LoadStatusOptions<unknown, unknown>, 'fallback' | 'message'>,
) {
  if (message) return message;
  return error instanceof ApiError && error.message
    ? error.message
    : (fallback ?? httpErrors.fallback);
}

/**
 * `loadStatusOf` for a query in a component. TanStack Query clears a query's error when a retry
 * starts before any data came, so this keeps the last one (matched by `errorUpdatedAt`, which
 * TanStack keeps) to show while the retry runs.
 */
export function useLoadStatus<T, U = T>(
  query: LoadQuery<T> & Pick<UseQueryResult<T>, 'errorUpdatedAt'>,
  options: LoadStatusOptions<T, U> = {},
): LoadStatus<U> {
  const [last, setLast] = useState<{ error: Error; at: number } | null>(null);
  if (query.error && query.error !== last?.error)
    setLast({ error: query.error, at: query.errorUpdatedAt });
  const lastError = last?.at === query.errorUpdatedAt ? last.error : null;
  // Issue 43: the render that first shows a query's data (a whole list, table or chart) is the costly one. Deferred,
  // it is a background render React does in slices between which the browser answers input, not part of the query
  // store's synchronous update; the render before it still shows loading. Later data (after a refresh, or a
  // change the user made) shows at once, with the rest of the screen that answers it.
  const shown = useDeferredValue(query.data !== undefined);
  const data = shown ? query.data : undefined;
  return loadStatusOf(
    { data, error: query.error, isFetching: query.isFetching },
    options,
    lastError,
  );
}

/** A query a section loads and retries. */
export type RetryableQuery<T> = Parameters<typeof useLoadStatus<T>>[0] &
  LoadQuery<T> & { refetch: () => Promise<unknown> };

/** A View's props for one loaded part: `name` holds its status, `onRetryName` its Try Again. */
export type LoadProps<K extends string, U> = Record<K, LoadStatus<U>> &
  Record<`onRetry${Capitalize<K>}`, () => void>;

export interface LoadPropsOptions<T, U> extends LoadStatusOptions<T, U> {
  /** What Try Again runs when it is more than this query's refetch (a chart that reads two queries). */
  retry?: () => void;
}

/**
 * How every Screen hands a query to its View: the query's `LoadStatus` under `name` and its Try Again
 * under `onRetryName` (the one naming of a View's loaded parts), ready to spread onto the View
 * (`<DepositView {...balance} />`).
 */
export function useLoadProps<K extends string, T, U = T>(
  name: K,
  query: RetryableQuery<T>,
  options: LoadPropsOptions<T, U> = {},
): LoadProps<K, U> {
  const status = useLoadStatus(query, options);
  const retryName = `onRetry${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const retry = options.retry ?? (() => void query.refetch());
  return { [name]: status, [retryName]: retry } as LoadProps<K, U>;
}
