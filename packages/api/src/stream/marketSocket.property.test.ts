// @vitest-environment node
// D19 and issue 44's "Done means": whatever the network does to the messages (drops, duplicates, reorders, delays)
// and to the connection (drops, failed opens), once it is quiet again every watched channel ends equal to the
// server's. A simulated server keeps each channel's state and seq; an adversary sits between it and the socket.
// What the client sends is delayed at will but kept in order and lost only with its connection, as on a real
// socket: the protocol has no answer to a lost unsubscribe-then-subscribe but a snapshot an earlier subscribe
// already drew, so no client could tell that loss from success.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChannelState } from './channelBook';
import type { StreamClientMessage } from './protocol';
import { createSimulatedServer, simulatedChannels as channels } from './simulatedMarketServer';
import { createHarness, type FakeWebSocket } from './streamTestHarness';

const heartbeatMs = 10_000;

type Step =
  | { kind: 'move'; channel: number; value: number; opens: boolean }
  | { kind: 'deliver'; index: number; count: number }
  | { kind: 'drop' | 'duplicate'; index: number }
  | { kind: 'deliverUp' | 'open' | 'failOpen' | 'vanish' }
  | { kind: 'disconnect'; code: number }
  | { kind: 'advance'; ms: number }
  | { kind: 'toggle'; channel: number };

const kind = <K extends Step['kind']>(name: K) => fc.constant(name);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: kind('move'),
      channel: fc.nat(2),
      value: fc.nat(10 ** 6),
      opens: fc.boolean(),
    }),
  },
  // Index 0 is the oldest frame in flight: mostly in order, sometimes not.
  {
    weight: 8,
    arbitrary: fc.record({
      kind: kind('deliver'),
      index: fc.oneof(fc.constant(0), fc.nat(4)),
      count: fc.integer({ min: 1, max: 5 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: kind('drop'), index: fc.nat(4) }) },
  { weight: 2, arbitrary: fc.record({ kind: kind('duplicate'), index: fc.nat(4) }) },
  { weight: 3, arbitrary: fc.record({ kind: kind('deliverUp') }) },
  { weight: 4, arbitrary: fc.record({ kind: kind('open') }) },
  { weight: 1, arbitrary: fc.record({ kind: kind('failOpen') }) },
  // The connection dies without a close reaching the client (a sleeping laptop, a dead proxy): only silence.
  { weight: 1, arbitrary: fc.record({ kind: kind('vanish') }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: kind('disconnect'),
      code: fc.constantFrom(1001, 1006, 1011, 1012),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: kind('advance'),
      ms: fc.oneof({ weight: 6, arbitrary: fc.nat(2_000) }, fc.nat(25_000), fc.nat(70_000)),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: kind('toggle'), channel: fc.constantFrom(1, 2) }) },
);

function run(steps: Step[], watchedAtStart: boolean[], random: number) {
  let quiet = false;
  const down = new Map<FakeWebSocket, string[]>();
  let up: Array<{ socket: FakeWebSocket; message: StreamClientMessage }> = [];
  const later = (callback: () => void) => harness.clock.setTimeout(callback, 1);
  const server = createSimulatedServer((socket, message) => {
    const frame = JSON.stringify(message);
    if (quiet) later(() => socket.receive(frame));
    else down.set(socket, [...(down.get(socket) ?? []), frame]);
  });
  const accept = (socket: FakeWebSocket) => {
    if (socket.state !== 'connecting') return;
    socket.accept();
    server.connect(socket);
  };
  const harness = createHarness({
    random: () => random,
    hooks: {
      created(socket) {
        if (quiet) later(() => accept(socket));
      },
      sent(socket, message) {
        if (quiet) later(() => server.receive(socket, message, harness.clock.now()));
        else up.push({ socket, message });
      },
      closedByClient(socket) {
        server.disconnect(socket);
        down.delete(socket);
      },
    },
  });
  const beat = () => {
    server.heartbeat(harness.clock.now());
    harness.clock.setTimeout(beat, heartbeatMs);
  };
  beat();

  const seen = new Map<string, ChannelState>();
  const stops = new Map<string, () => void>();
  const toggle = (name: string) => {
    const stop = stops.get(name);
    if (stop) {
      stop();
      stops.delete(name);
      seen.delete(name);
    } else {
      const listener = (state: ChannelState) => {
        // Whatever happens on the way, what the screen is handed is the server's state at its seq (stale, maybe).
        if (state.seq !== null) expect(state.data).toEqual(server.dataAt(name, state.seq));
        seen.set(name, state);
      };
      stops.set(name, harness.socket.watch(name, listener));
    }
  };
  toggle('tickers');
  watchedAtStart.forEach((watched, index) => watched && toggle(channels[index + 1]!));

  const current = () => harness.sockets.at(-1);
  const inFlight = () => down.get(current()!) ?? [];
  const takeAt = (index: number) => {
    const frames = inFlight();
    return frames.length === 0 ? undefined : frames.splice(index % frames.length, 1)[0];
  };
  const deliverUp = () => {
    const next = up.shift();
    if (next) server.receive(next.socket, next.message, harness.clock.now());
  };

  // Connected and synced before the adversary starts.
  harness.clock.advance(0);
  accept(current()!);
  while (up.length > 0) deliverUp();
  for (const frame of inFlight().splice(0)) current()!.receive(frame);

  for (const action of steps) {
    const socket = current();
    switch (action.kind) {
      case 'move':
        server.move(action.channel, action.value, action.opens, harness.clock.now());
        break;
      case 'deliver':
        for (let count = 0; count < action.count; count += 1) {
          const frame = takeAt(action.index);
          if (frame) socket!.receive(frame);
        }
        break;
      case 'drop':
        takeAt(action.index);
        break;
      case 'duplicate': {
        const frames = inFlight();
        if (frames.length > 0) socket!.receive(frames[action.index % frames.length]!);
        break;
      }
      case 'deliverUp':
        while (up.length > 0) deliverUp();
        break;
      case 'open':
        if (socket) accept(socket);
        break;
      case 'vanish':
        if (socket) {
          server.disconnect(socket);
          down.delete(socket);
        }
        break;
      case 'failOpen':
        if (socket?.state === 'connecting') socket.drop(1006);
        break;
      case 'disconnect':
        if (socket?.state === 'open') {
          server.disconnect(socket);
          down.delete(socket);
          socket.drop(action.code);
        }
        break;
      case 'advance':
        harness.clock.advance(action.ms);
        break;
      case 'toggle':
        toggle(channels[action.channel]!);
    }
    // A frame's time between two steps: the socket's own ticks (subscribes, frames) run.
    harness.clock.advance(20);
  }

  // The adversary stops: what it held back arrives late, in order, then the network is quiet and reliable.
  quiet = true;
  const socket = current();
  for (const frame of socket ? inFlight() : []) socket!.receive(frame);
  down.clear();
  while (up.length > 0) deliverUp();
  up = [];
  if (socket) accept(socket);
  // Longer than the longest wait for a retry (random ≤ 0.2: 12 s) plus a silent server's 20 s. The server keeps
  // moving meanwhile, but only its first quote and forming candles, so what went missing is not overwritten.
  for (let second = 0; second < 60; second += 1) {
    server.move(second, 43 * second, false, harness.clock.now());
    harness.clock.advance(1_000);
  }
  harness.clock.advance(30_000);
  return { harness, server, seen, watched: [...stops.keys()] };
}

describe('the market socket against an adversarial network (D19, issue 44)', () => {
  it('ends with every watched channel equal to the server’s once the network is quiet', () => {
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 20, maxLength: 150, size: 'max' }),
        fc.tuple(fc.boolean(), fc.boolean()),
        // Kept low so that retries come within seconds and the steps exercise connections, not waits.
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        (steps, watchedAtStart, random) => {
          const { harness, server, seen, watched } = run(steps, watchedAtStart, random);
          expect(harness.socket.getConnection().phase).toBe('live');
          for (const name of watched) {
            expect(seen.get(name)?.phase).toBe('synced');
            expect(seen.get(name)?.data).toEqual(server.dataOf(name));
          }
          harness.socket.close();
        },
      ),
      { numRuns: 150 },
    );
  });
});
