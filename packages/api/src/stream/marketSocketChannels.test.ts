// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hiddenPauseAfterMs } from './marketSocket';
import {
  advanceHeard,
  frameMs,
  heartbeat,
  liveHarness,
  phaseOf,
  subscribesOf,
  tickerSnapshot,
  tickerUpdate,
  watchAll,
  createHarness,
} from './streamTestHarness';

const btc = 'candles:bitcoin:1m';

describe('the market socket: its channels (D19)', () => {
  it('sends at most 20 channels a message', () => {
    const harness = liveHarness();
    const channels = Array.from({ length: 25 }, (_, index) => `candles:c${index}:1m`);
    watchAll(harness, ...channels);
    harness.clock.advance(0);
    expect(subscribesOf(harness).slice(1)).toEqual([
      { type: 'subscribe', channels: channels.slice(0, 20) },
      { type: 'subscribe', channels: channels.slice(20) },
    ]);
  });

  it('leaves a channel when its last watcher goes, and closes the socket when nothing is watched', () => {
    const harness = liveHarness();
    const second = harness.socket.watch('tickers', () => {});
    harness.stop();
    harness.clock.advance(0);
    expect(harness.latest().sent).toHaveLength(1);
    second();
    harness.clock.advance(0);
    expect(harness.latest().closedWith).toEqual({ code: 1000, reason: 'Nothing watched.' });
    expect(phaseOf(harness)).toBe('idle');
  });

  it('hands a burst to its listener once a frame, in its last state', () => {
    const harness = liveHarness();
    const before = harness.seen.tickers!.length;
    for (let seq = 2; seq <= 101; seq += 1) harness.latest().receive(tickerUpdate(seq, seq));
    harness.clock.advance(frameMs - 1);
    expect(harness.seen.tickers).toHaveLength(before);
    harness.clock.advance(1);
    expect(harness.seen.tickers).toHaveLength(before + 1);
    const last = harness.seen.tickers!.at(-1)!;
    expect(last.seq).toBe(101);
    expect(last.data?.kind === 'tickers' && last.data.quotes[0]).toMatchObject({ price: 101 });
  });

  it('asks exactly once for a fresh snapshot of the channel with a gap', () => {
    const harness = liveHarness();
    watchAll(harness, btc);
    harness.clock.advance(0);
    harness.latest().receive({ type: 'snapshot', channel: btc, seq: 0, at: 0, candles: [] });
    for (const seq of [2, 4, 5, 6, 9]) harness.latest().receive(tickerUpdate(seq, seq));
    harness.clock.advance(frameMs);
    expect(harness.seen.tickers!.at(-1)!.phase).toBe('resyncing');
    expect(subscribesOf(harness).slice(2)).toEqual([{ type: 'subscribe', channels: ['tickers'] }]);
    harness.latest().receive(tickerSnapshot(20, 7));
    harness.latest().receive(tickerUpdate(21, 8));
    harness.clock.advance(frameMs);
    expect(harness.seen.tickers!.at(-1)).toMatchObject({ phase: 'synced', seq: 21 });
    expect(subscribesOf(harness)).toHaveLength(3);
  });

  it('asks again for a snapshot that has not come within a heartbeat interval', () => {
    const harness = createHarness();
    watchAll(harness, 'tickers');
    harness.clock.advance(0);
    harness.latest().accept();
    harness.clock.advance(9_999);
    harness.latest().receive(heartbeat());
    harness.clock.advance(0);
    expect(subscribesOf(harness)).toHaveLength(1);
    harness.clock.advance(1);
    harness.latest().receive(heartbeat());
    harness.clock.advance(0);
    expect(subscribesOf(harness)).toHaveLength(2);
  });

  it('drops and counts frames that are not messages of the contract, and stays live', () => {
    const harness = liveHarness();
    for (const frame of ['not json', '{"type":"surprise"}', JSON.stringify(tickerUpdate(-1, 1))])
      harness.latest().receive(frame);
    expect(harness.socket.invalidFrames()).toBe(3);
    expect(phaseOf(harness)).toBe('live');
  });

  it('shows a refused channel’s error on its state', () => {
    const harness = liveHarness();
    const { seen } = watchAll(harness, 'candles:tether:1m');
    harness.clock.advance(0);
    harness.latest().receive({
      type: 'error',
      code: 'unknown_channel',
      message: 'No such channel.',
      channel: 'candles:tether:1m',
    });
    harness.clock.advance(frameMs);
    expect(seen['candles:tether:1m']!.at(-1)).toMatchObject({ error: 'unknown_channel' });
    expect(phaseOf(harness)).toBe('live');
  });

  it('leaves every channel after a minute hidden, keeps the socket, and resubscribes on return', () => {
    const harness = liveHarness();
    harness.setHidden(true);
    advanceHeard(harness, hiddenPauseAfterMs - 1);
    harness.setHidden(false);
    harness.setHidden(true);
    advanceHeard(harness, hiddenPauseAfterMs - 1);
    expect(harness.sockets).toHaveLength(1);
    expect(harness.latest().sent).toHaveLength(1);
    harness.clock.advance(1);
    expect(harness.latest().sent.at(-1)).toEqual({ type: 'unsubscribe', channels: ['tickers'] });
    expect(harness.latest().state).toBe('open');
    harness.setHidden(false);
    expect(harness.latest().sent.at(-1)).toEqual({ type: 'subscribe', channels: ['tickers'] });
  });
});
