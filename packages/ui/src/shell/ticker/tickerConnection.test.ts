import type { ConnectionState } from '@tp/api';
import { describe, expect, it } from 'vitest';
import { streamOutageOf, tickerConnectionOf } from './tickerConnection';

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

describe("the page's banner while live prices are down (D19)", () => {
  it('tells of a reconnect with its countdown, and of being offline', () => {
    expect(streamOutageOf(connection('reconnecting', now + 4_200), now)).toEqual({
      kind: 'reconnecting',
      retryInSeconds: 5,
    });
    expect(streamOutageOf(connection('offline'), now)).toEqual({ kind: 'offline' });
  });

  it('says nothing while live, connecting, polling in its place, or without a socket', () => {
    for (const phase of ['idle', 'connecting', 'live', 'fallback'] as const)
      expect(streamOutageOf(connection(phase), now)).toBeUndefined();
    expect(streamOutageOf(null, now)).toBeUndefined();
  });
});
