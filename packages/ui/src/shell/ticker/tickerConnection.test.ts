import type { ConnectionState } from '@tp/api';
import { describe, expect, it } from 'vitest';
import { tickerConnectionOf } from './tickerConnection';

const now = 1_764_000_000_000;
const connection = (phase: ConnectionState['phase'], retryAt: number | null = null) =>
  ({ phase, retryAt, lastClose: null, lastMessageAt: null }) as ConnectionState;

describe('what the ticker says of the market socket (D19)', () => {
  it('says nothing where prices are only polled, or while the socket first connects', () => {
    expect(tickerConnectionOf(null, now, now)).toBeUndefined();
    expect(tickerConnectionOf(connection('idle'), now, now)).toBeUndefined();
    expect(tickerConnectionOf(connection('connecting'), now, now)).toBeUndefined();
  });

  it('is live while updates come, and delayed with their time after two seconds without one', () => {
    expect(tickerConnectionOf(connection('live'), now - 2_000, now)).toEqual({ kind: 'live' });
    expect(tickerConnectionOf(connection('live'), now - 2_001, now)).toEqual({
      kind: 'delayed',
      since: now - 2_001,
    });
  });

  it('counts down to the next try while reconnecting, in whole seconds rounded up', () => {
    expect(tickerConnectionOf(connection('reconnecting', now + 4_200), now, now)).toEqual({
      kind: 'reconnecting',
      retryInSeconds: 5,
    });
    expect(tickerConnectionOf(connection('reconnecting', now - 10), now, now)).toEqual({
      kind: 'reconnecting',
      retryInSeconds: 0,
    });
    expect(tickerConnectionOf(connection('reconnecting'), now, now)).toEqual({
      kind: 'reconnecting',
      retryInSeconds: null,
    });
  });

  it('says when it waits for the network, and when it polls instead', () => {
    expect(tickerConnectionOf(connection('offline'), now, now)).toEqual({ kind: 'offline' });
    expect(tickerConnectionOf(connection('fallback'), now, now)).toEqual({ kind: 'polling' });
  });
});
