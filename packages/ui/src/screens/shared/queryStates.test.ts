import { describe, expect, it } from 'vitest';
import { balanceMessages, httpErrors } from '@tp/messages';
import { balanceStateOf, tableStatusOf } from './queryStates';

const idle = { data: undefined, error: null, isError: false, isFetching: false };
const balance = { balance: 12_500, currency: 'USD', updatedAt: null };

describe('balanceStateOf', () => {
  it('shows the amount once loaded, also while it refreshes', () => {
    expect(balanceStateOf({ ...idle, data: balance, isFetching: true })).toEqual({
      status: 'ready',
      amount: 12_500,
    });
  });

  it("shows the error's message, else the spec's fallback (spec 2 §8)", () => {
    const failed = {
      ...idle,
      isError: true,
      error: new Error(httpErrors.serverError),
    };
    expect(balanceStateOf(failed)).toEqual({
      status: 'error',
      message: httpErrors.serverError,
    });
    expect(balanceStateOf({ ...failed, error: new Error('') })).toEqual({
      status: 'error',
      message: balanceMessages.loadFailed,
    });
  });

  it('shows loading first and while a retry is in flight', () => {
    expect(balanceStateOf({ ...idle, isFetching: true })).toEqual({ status: 'loading' });
    expect(
      balanceStateOf({ ...idle, isError: true, error: new Error('x'), isFetching: true }),
    ).toEqual({
      status: 'loading',
    });
  });
});

describe('tableStatusOf', () => {
  it('is ready with data, an error until a retry starts, else loading', () => {
    expect(tableStatusOf({ ...idle, data: [] })).toBe('ready');
    expect(tableStatusOf({ ...idle, isError: true, error: new Error('x') })).toBe('error');
    expect(tableStatusOf({ ...idle, isError: true, error: new Error('x'), isFetching: true })).toBe(
      'loading',
    );
    expect(tableStatusOf({ ...idle, isFetching: true })).toBe('loading');
  });
});
