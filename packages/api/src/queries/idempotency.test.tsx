import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { httpErrors } from '@tp/messages';
import { ApiError } from '../http/apiError';
import { useIdempotentSubmit } from './idempotency';

interface Variables {
  amount: number;
  idempotencyKey: string;
}

/** A mutation whose answers the test decides, recording the key of every request. */
function fakeMutation(...outcomes: (string | Error)[]) {
  const keys: string[] = [];
  const mutateAsync = vi.fn(async ({ idempotencyKey }: Variables) => {
    keys.push(idempotencyKey);
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  return { keys, mutation: { mutateAsync } };
}

function renderSubmit(mutation: ReturnType<typeof fakeMutation>['mutation']) {
  return renderHook(() => useIdempotentSubmit(mutation)).result;
}

const settle = (promise: Promise<unknown>) => promise.catch(() => undefined);

describe('useIdempotentSubmit', () => {
  it('makes one request of two clicks in the same tick, and both get its answer', async () => {
    const { keys, mutation } = fakeMutation('created');
    const hook = renderSubmit(mutation);
    let answers: string[] = [];
    await act(async () => {
      answers = await Promise.all([
        hook.current.submit({ amount: 5 }),
        hook.current.submit({ amount: 5 }),
      ]);
    });
    expect(keys).toHaveLength(1);
    expect(answers).toEqual(['created', 'created']);
    expect(hook.current.submitting).toBe(false);
  });

  it('says it is submitting while the request is in flight', async () => {
    let answer: (value: string) => void = () => undefined;
    const mutation = { mutateAsync: () => new Promise<string>((resolve) => (answer = resolve)) };
    const hook = renderHook(() => useIdempotentSubmit<string, Variables>(mutation)).result;
    let sent: Promise<string> = Promise.resolve('');
    act(() => {
      sent = hook.current.submit({ amount: 5 });
    });
    expect(hook.current.submitting).toBe(true);
    await act(async () => {
      answer('done');
      await sent;
    });
    expect(hook.current.submitting).toBe(false);
  });

  it.each([
    ['a lost connection', new ApiError(httpErrors.network, 'network')],
    ['a timeout', new ApiError(httpErrors.timeout, 'timeout')],
    ['a server error', ApiError.fromAnswer(503, {})],
    ['throttling', ApiError.fromAnswer(429, {})],
  ])('keeps the key for a retry after %s', async (_case, failure) => {
    const { keys, mutation } = fakeMutation(failure);
    const hook = renderSubmit(mutation);
    await act(() => settle(hook.current.submit({ amount: 5 })));
    await act(() => hook.current.submit({ amount: 5 }));
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses a new key after a success, after a settled refusal and after an edit', async () => {
    const { keys, mutation } = fakeMutation(
      'ok',
      ApiError.fromAnswer(400, { amount: ['Too much.'] }),
    );
    const hook = renderSubmit(mutation);
    await act(() => hook.current.submit({ amount: 5 }));
    await act(() => settle(hook.current.submit({ amount: 5 })));
    await act(() => hook.current.submit({ amount: 5 }));
    act(() => hook.current.renew());
    await act(() => hook.current.submit({ amount: 6 }));
    expect(new Set(keys).size).toBe(4);
  });

  it('keeps the key of a request the user edited under: the edit renews only for the next one', async () => {
    const { keys, mutation } = fakeMutation(new ApiError(httpErrors.network, 'network'));
    const hook = renderSubmit(mutation);
    const first = hook.current.submit({ amount: 5 });
    act(() => hook.current.renew());
    await act(() => settle(first));
    await act(() => hook.current.submit({ amount: 7 }));
    expect(keys[1]).not.toBe(keys[0]);
  });
});
