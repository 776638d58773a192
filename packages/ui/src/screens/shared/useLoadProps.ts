import { useLoadStatus, type LoadQuery, type LoadStatus, type LoadStatusOptions } from '@tp/api';

/** A query a section loads and retries. */
export type RetryableQuery<T> = Parameters<typeof useLoadStatus<T>>[0] &
  LoadQuery<T> & { refetch: () => Promise<unknown> };

/** A View's props for one loaded part: `name` holds its status, `onRetryName` its Try Again. */
export type LoadProps<K extends string, U> = Record<K, LoadStatus<U>> &
  Record<`onRetry${Capitalize<K>}`, () => void>;

/**
 * How a Screen hands one query to its View: the query's `LoadStatus` under `name` and its refetch
 * under `onRetryName`, ready to spread onto the View (`<DepositView {...balance} />`).
 */
export function useLoadProps<K extends string, T, U = T>(
  name: K,
  query: RetryableQuery<T>,
  options?: LoadStatusOptions<T, U>,
): LoadProps<K, U> {
  const status = useLoadStatus(query, options);
  const retryName = `onRetry${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return { [name]: status, [retryName]: () => void query.refetch() } as LoadProps<K, U>;
}
