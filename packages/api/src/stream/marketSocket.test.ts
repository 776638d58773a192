// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';
import { openTimeoutMs } from './marketSocket';
import {
  advanceHeard,
  createHarness,
  frameMs,
  heartbeat,
  liveHarness,
  phaseOf,
  subscribesOf,
  tickerSnapshot,
  watchAll,
} from './streamTestHarness';

const btc = 'candles:bitcoin:1m';

describe('the market socket: its connection (D19)', () => {
  it('opens nothing until a channel is watched, then one socket and one subscribe per tick', () => {
    const harness = createHarness();
    harness.clock.advance(60_000);
    expect(harness.sockets).toHaveLength(0);
    expect(phaseOf(harness)).toBe('idle');
    watchAll(harness, 'tickers', btc);
    harness.clock.advance(0);
    expect(harness.sockets).toHaveLength(1);
    expect(phaseOf(harness)).toBe('connecting');
    harness.latest().accept();
    expect(phaseOf(harness)).toBe('live');
    expect(harness.latest().sent).toEqual([{ type: 'subscribe', channels: ['tickers', btc] }]);
  });

  it('after a drop counts down to the next try, reopens, and subscribes everything again', () => {
    const harness = liveHarness({ random: () => 0.75 });
    watchAll(harness, btc);
    harness.clock.advance(0);
    harness.latest().drop(1012, 'Service restart.');
    const delay = reconnectDelay(1, () => 0.75);
    expect(harness.socket.getConnection()).toMatchObject({
      phase: 'reconnecting',
      retryAt: harness.clock.now() + delay,
      lastClose: { code: 1012, reason: 'Service restart.' },
    });
    harness.clock.advance(frameMs);
    expect(harness.seen.tickers!.at(-1)).toMatchObject({ phase: 'awaiting-snapshot', seq: 1 });
    harness.clock.advance(delay - frameMs - 1);
    expect(harness.sockets).toHaveLength(1);
    harness.clock.advance(1);
    expect(harness.sockets).toHaveLength(2);
    expect(harness.socket.getConnection()).toMatchObject({ phase: 'reconnecting', retryAt: null });
    harness.latest().accept();
    expect(harness.latest().sent).toEqual([{ type: 'subscribe', channels: ['tickers', btc] }]);
    harness.latest().receive(tickerSnapshot(40));
    harness.clock.advance(frameMs);
    expect(harness.seen.tickers!.at(-1)).toMatchObject({ phase: 'synced', seq: 40 });
  });

  it('waits longer after each failed open, and starts over after a stable connection', () => {
    const harness = liveHarness({ random: () => 0.999 });
    const waits: number[] = [];
    for (let failure = 0; failure < 4; failure += 1) {
      harness.latest().drop();
      const { retryAt } = harness.socket.getConnection();
      waits.push(retryAt! - harness.clock.now());
      harness.clock.advance(retryAt! - harness.clock.now());
    }
    expect(waits).toEqual([1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 0.999)));
    harness.latest().accept();
    harness.latest().receive(tickerSnapshot(9));
    advanceHeard(harness, 30_000);
    expect(harness.sockets).toHaveLength(5);
    harness.latest().drop(1001);
    expect(harness.socket.getConnection().retryAt! - harness.clock.now()).toBe(1_000);
  });

  it('reconnects when nothing is heard for two heartbeat intervals', () => {
    const harness = liveHarness();
    harness.clock.advance(15_000);
    harness.latest().receive(heartbeat());
    harness.clock.advance(19_999);
    expect(phaseOf(harness)).toBe('live');
    harness.clock.advance(1);
    expect(harness.sockets[0]!.closedWith).toMatchObject({ code: 4000 });
    expect(harness.socket.getConnection()).toMatchObject({
      phase: 'reconnecting',
      lastClose: { code: 4000 },
    });
  });

  it('gives up on an open the server never completes after a heartbeat interval, and counts it as failed', () => {
    const harness = createHarness();
    watchAll(harness, 'tickers');
    harness.clock.advance(0);
    const phases: string[] = [];
    for (let open = 0; open < 3; open += 1) {
      harness.clock.advance(openTimeoutMs - 1);
      expect(harness.latest().closedWith).toBeNull();
      harness.clock.advance(1);
      expect(harness.latest().closedWith).toMatchObject({ code: 4001 });
      phases.push(phaseOf(harness));
      harness.clock.advance(harness.socket.getConnection().retryAt! - harness.clock.now());
    }
    // Three opens that never completed: the ticker polls in the socket's place, and the socket keeps trying.
    expect(phases).toEqual(['reconnecting', 'reconnecting', 'fallback']);
    expect(harness.sockets).toHaveLength(4);
    harness.latest().accept();
    harness.clock.advance(openTimeoutMs);
    expect(phaseOf(harness)).toBe('live');
    expect(harness.latest().closedWith).toBeNull();
  });

  it('goes offline without trying, and reconnects at once when the network returns', () => {
    const harness = liveHarness();
    harness.setOnline(false);
    expect(phaseOf(harness)).toBe('offline');
    expect(harness.latest().state).toBe('closed');
    harness.clock.advance(10 * 60_000);
    expect(harness.sockets).toHaveLength(1);
    harness.setOnline(true);
    expect(harness.sockets).toHaveLength(2);
    harness.latest().accept();
    expect(phaseOf(harness)).toBe('live');
    expect(subscribesOf(harness)).toEqual([{ type: 'subscribe', channels: ['tickers'] }]);
  });

  it('waits for the network before the first open too', () => {
    const harness = createHarness({ online: false });
    watchAll(harness, 'tickers');
    harness.clock.advance(60_000);
    expect(harness.sockets).toHaveLength(0);
    expect(phaseOf(harness)).toBe('offline');
    harness.setOnline(true);
    expect(harness.sockets).toHaveLength(1);
  });

  it('falls back after 3 failed opens in a row, keeps trying, and leaves fallback when one opens', () => {
    const harness = createHarness();
    watchAll(harness, 'tickers');
    harness.clock.advance(0);
    const phases: string[] = [];
    for (let failure = 0; failure < 4; failure += 1) {
      harness.latest().drop();
      phases.push(phaseOf(harness));
      harness.clock.advance(harness.socket.getConnection().retryAt! - harness.clock.now());
    }
    expect(phases).toEqual(['reconnecting', 'reconnecting', 'fallback', 'fallback']);
    expect(phaseOf(harness)).toBe('fallback');
    expect(harness.sockets).toHaveLength(5);
    harness.latest().accept();
    expect(phaseOf(harness)).toBe('live');
  });

  it('once closed, closes its socket and never reconnects', () => {
    const harness = liveHarness();
    const phases: string[] = [];
    harness.socket.onConnection((state) => phases.push(state.phase));
    harness.socket.close();
    harness.clock.advance(10 * 60_000);
    expect(harness.sockets).toHaveLength(1);
    expect(harness.latest().state).toBe('closed');
    expect(phases).toEqual(['idle']);
  });
});
