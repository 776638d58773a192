import { describe, expect, it } from 'vitest';
import { ApiError } from '@tp/api';
import { httpErrors } from '@tp/messages';
import {
  noRowAction,
  rowActionFailureOf,
  rowActionOf,
  rowActionsReducer,
  type RowActions,
} from './rowActions';

const none: RowActions = {};

describe('rowActionsReducer', () => {
  it('a started action makes its row busy, and only that row', () => {
    const state = rowActionsReducer(none, { type: 'started', code: 'ALPHA7', action: 'pause' });
    expect(rowActionOf(state, 'ALPHA7')).toEqual({ busy: 'pause', failure: null });
    expect(rowActionOf(state, 'QUANT-42')).toBe(noRowAction);
  });

  it('rows act independently: another row can start meanwhile', () => {
    let state = rowActionsReducer(none, { type: 'started', code: 'ALPHA7', action: 'pause' });
    state = rowActionsReducer(state, { type: 'started', code: 'QUANT-42', action: 'resume' });
    expect(rowActionOf(state, 'ALPHA7').busy).toBe('pause');
    expect(rowActionOf(state, 'QUANT-42').busy).toBe('resume');
  });

  it('one action per row at a time: a second start on a busy row changes nothing', () => {
    const busy = rowActionsReducer(none, { type: 'started', code: 'ALPHA7', action: 'pause' });
    expect(rowActionsReducer(busy, { type: 'started', code: 'ALPHA7', action: 'stop' })).toBe(busy);
  });

  it('a failure is kept for its row until the next try, which clears it', () => {
    let state = rowActionsReducer(none, { type: 'started', code: 'ALPHA7', action: 'pause' });
    state = rowActionsReducer(state, { type: 'failed', code: 'ALPHA7', message: 'Not paused.' });
    expect(rowActionOf(state, 'ALPHA7')).toEqual({ busy: null, failure: 'Not paused.' });
    state = rowActionsReducer(state, { type: 'started', code: 'ALPHA7', action: 'pause' });
    expect(rowActionOf(state, 'ALPHA7')).toEqual({ busy: 'pause', failure: null });
  });

  it('success and a 404 leave nothing on the row', () => {
    const busy = rowActionsReducer(none, { type: 'started', code: 'ALPHA7', action: 'stop' });
    expect(rowActionsReducer(busy, { type: 'succeeded', code: 'ALPHA7' })).toEqual({});
    expect(rowActionsReducer(busy, { type: 'gone', code: 'ALPHA7' })).toEqual({});
    expect(rowActionsReducer(none, { type: 'gone', code: 'ALPHA7' })).toBe(none);
  });
});

describe('rowActionFailureOf (D13: PATCH and DELETE /api/copy-traders/{id}/)', () => {
  it('404: the entry was stopped elsewhere', () => {
    expect(rowActionFailureOf(ApiError.fromAnswer(404, { detail: 'Not found.' }), 'pause')).toEqual(
      { gone: true },
    );
    expect(rowActionFailureOf(ApiError.fromAnswer(404, {}), 'stop')).toEqual({ gone: true });
  });

  it.each([
    [
      'pause',
      ApiError.fromAnswer(500, { detail: 'boom' }),
      `Not paused. ${httpErrors.serverError}`,
    ],
    ['resume', ApiError.fromAnswer(503, {}), `Not resumed. ${httpErrors.serverError}`],
    ['stop', new ApiError(httpErrors.network, 'network'), `Not stopped. ${httpErrors.network}`],
    ['stop', new ApiError(httpErrors.timeout, 'timeout'), `Not stopped. ${httpErrors.timeout}`],
    ['pause', ApiError.fromAnswer(429, {}), `Not paused. ${httpErrors.tooManyRequests}`],
    ['resume', new Error('boom'), `Not resumed. ${httpErrors.fallback}`],
  ] as const)(
    '%s failing with %s: what was not done, then the §8 message',
    (action, error, text) => {
      expect(rowActionFailureOf(error, action)).toEqual({ gone: false, message: text });
    },
  );
});
