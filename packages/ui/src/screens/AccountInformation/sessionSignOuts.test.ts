import { describe, expect, it } from 'vitest';
import { idleSignOut, signOutOf, signOutsReducer, type SessionSignOuts } from './sessionSignOuts';

const none: SessionSignOuts = {};

describe('signOutsReducer', () => {
  it('a started sign-out makes its session busy, and only that one', () => {
    const state = signOutsReducer(none, { type: 'started', id: 'a1' });
    expect(signOutOf(state, 'a1')).toEqual({ busy: true, failure: null });
    expect(signOutOf(state, 'b2')).toBe(idleSignOut);
  });

  it('sessions sign out independently', () => {
    let state = signOutsReducer(none, { type: 'started', id: 'a1' });
    state = signOutsReducer(state, { type: 'started', id: 'b2' });
    expect(signOutOf(state, 'a1').busy).toBe(true);
    expect(signOutOf(state, 'b2').busy).toBe(true);
  });

  it('a second start on a busy session changes nothing', () => {
    const busy = signOutsReducer(none, { type: 'started', id: 'a1' });
    expect(signOutsReducer(busy, { type: 'started', id: 'a1' })).toBe(busy);
  });

  it('a failure stays with its session until the next try, which clears it', () => {
    let state = signOutsReducer(none, { type: 'started', id: 'a1' });
    state = signOutsReducer(state, { type: 'failed', id: 'a1', message: 'Not signed out.' });
    expect(signOutOf(state, 'a1')).toEqual({ busy: false, failure: 'Not signed out.' });
    state = signOutsReducer(state, { type: 'started', id: 'a1' });
    expect(signOutOf(state, 'a1')).toEqual({ busy: true, failure: null });
  });

  it('success and a 404 leave nothing for the session', () => {
    const busy = signOutsReducer(none, { type: 'started', id: 'a1' });
    expect(signOutsReducer(busy, { type: 'succeeded', id: 'a1' })).toEqual({});
    expect(signOutsReducer(busy, { type: 'gone', id: 'a1' })).toEqual({});
    expect(signOutsReducer(none, { type: 'gone', id: 'a1' })).toBe(none);
  });
});
