import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { balanceMessages, httpErrors } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/apiError';
import { call } from '../http/call';
import { renderHookWithApi, testApiClients } from '../test/renderWithApi';
import { loadStatusOf, useLoadProps, useLoadStatus } from './loadStatus';

const idle = { data: undefined, error: null, isFetching: false };
const serverError = new ApiError(httpErrors.serverError, 'http', 500);

describe('loadStatusOf', () => {
  it('is loading until the first answer', () => {
    expect(loadStatusOf(idle)).toEqual({ kind: 'loading' });
    expect(loadStatusOf({ ...idle, isFetching: true })).toEqual({ kind: 'loading' });
  });

  it('is ready with the data, also while it refreshes, and selects what the view needs', () => {
    const balance = { balance: 12_500 };
    expect(loadStatusOf({ ...idle, data: balance })).toEqual({
      kind: 'ready',
      data: balance,
      refreshing: false,
    });
    expect(
      loadStatusOf({ ...idle, data: balance, isFetching: true }, { select: (b) => b.balance }),
    ).toEqual({ kind: 'ready', data: 12_500, refreshing: true });
  });

  it("shows an ApiError's message, else the fallback (spec 2 §8), or the list's own text", () => {
    const failed = { ...idle, error: serverError };
    expect(loadStatusOf(failed)).toEqual({
      kind: 'error',
      message: httpErrors.serverError,
      retrying: false,
    });
    const unreadable = { ...idle, error: new TypeError('x is undefined') };
    expect(loadStatusOf(unreadable, { fallback: balanceMessages.loadFailed })).toMatchObject({
      message: balanceMessages.loadFailed,
    });
    expect(loadStatusOf(unreadable)).toMatchObject({ message: httpErrors.fallback });
    expect(loadStatusOf(failed, { message: 'the list failed' })).toMatchObject({
      message: 'the list failed',
    });
  });

  it('keeps the error, retrying, while Try Again runs', () => {
    // TanStack has already cleared `error` by then: the last one comes from the caller.
    const retry = { ...idle, isFetching: true };
    expect(loadStatusOf(retry, {}, serverError)).toEqual({
      kind: 'error',
      message: httpErrors.serverError,
      retrying: true,
    });
    // Once the retry has settled, an old error is not shown again.
    expect(loadStatusOf(idle, {}, serverError)).toEqual({ kind: 'loading' });
  });
});

describe('useLoadStatus', () => {
  it('shows the error with Try Again busy while a retry runs, then the data', async () => {
    // Each request waits until the test answers it.
    const answers: ((response: Response) => void)[] = [];
    const clients = testApiClients(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const answer = async (response: Response) => {
      await waitFor(() => expect(answers).toHaveLength(1));
      act(() => answers.shift()!(response));
    };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHookWithApi(
      () => {
        const query = useQuery({
          queryKey: ['balance'],
          queryFn: () => call(clients.api.GET('/api/balance/')),
        });
        return { query, status: useLoadStatus(query) };
      },
      clients,
      queryClient,
    );

    expect(result.current.status).toEqual({ kind: 'loading' });
    await answer(Response.json({}, { status: 500 }));
    await waitFor(() => expect(result.current.status.kind).toBe('error'));

    act(() => void result.current.query.refetch());
    await waitFor(() => expect(result.current.query.isFetching).toBe(true));
    expect(result.current.query.error).toBeNull();
    expect(result.current.status).toEqual({
      kind: 'error',
      message: httpErrors.serverError,
      retrying: true,
    });

    await answer(Response.json([]));
    await waitFor(() => expect(result.current.status.kind).toBe('ready'));
  });
  it('first shows data in a background render, not in the update that brought it; later data at once (issue 43)', async () => {
    // The query store's update is synchronous, like flushSync here: a costly first render of a list or chart in
    // it would be one long task. The hook renders what it showed before in that update, then the data.
    const rendered: string[] = [];
    const { result, rerender } = renderHook(
      ({ data }: { data?: number[] }) => {
        const status = useLoadStatus({ data, error: null, isFetching: false, errorUpdatedAt: 0 });
        rendered.push(status.kind);
        return status;
      },
      { initialProps: {} as { data?: number[] } },
    );
    rendered.length = 0;
    act(() => flushSync(() => rerender({ data: [1, 2, 3] })));
    expect(rendered[0]).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'ready', data: [1, 2, 3] }));

    // Later data (a refresh, or what the user changed) shows in the update that brought it.
    rendered.length = 0;
    act(() => flushSync(() => rerender({ data: [4] })));
    expect(rendered[0]).toBe('ready');
    expect(result.current).toMatchObject({ kind: 'ready', data: [4] });
  });
});

describe('useLoadProps', () => {
  const query = { ...idle, errorUpdatedAt: 0, data: 5, refetch: () => Promise.resolve() };

  it('names the status and its Try Again after the part: `name` and `onRetryName`', () => {
    let refetched = 0;
    const { result } = renderHook(() =>
      useLoadProps('balance', { ...query, refetch: async () => void refetched++ }),
    );
    expect(result.current.balance).toEqual({ kind: 'ready', data: 5, refreshing: false });
    result.current.onRetryBalance();
    expect(refetched).toBe(1);
  });

  it('runs the given retry instead of the refetch when Try Again covers more', () => {
    let retried = 0;
    const { result } = renderHook(() =>
      useLoadProps('chart', query, { select: (n) => n * 2, retry: () => void retried++ }),
    );
    expect(result.current.chart).toMatchObject({ kind: 'ready', data: 10 });
    result.current.onRetryChart();
    expect(retried).toBe(1);
  });
});
