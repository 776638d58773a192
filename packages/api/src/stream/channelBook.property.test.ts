// @vitest-environment node
// D19's safety rule, for any order, loss or repetition of a channel's messages: the book never holds a state the
// server did not have at the book's seq, and asks for a fresh snapshot once per resync.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMessage, emptyBook, subscribeChannel } from './channelBook';
import type { StreamQuote, StreamServerMessage } from './protocol';
import { tickerQuotes } from './streamTestHarness';

describe('a channel book under any arrival order (D19)', () => {
  it('whatever order, loss or repetition its messages come in, holds the server’s state at its seq', () => {
    // The server's tickers at seq 0…20: each seq moves one symbol.
    const historyOf = (moves: Array<[number, number]>) => {
      const states = [tickerQuotes(100)];
      for (const [index, price] of moves)
        states.push(
          states.at(-1)!.map((quote, at) => (at === index ? { ...quote, price } : quote)),
        );
      return states;
    };
    const messageOf = (
      states: StreamQuote[][],
      moves: Array<[number, number]>,
      snapshot: boolean,
      seq: number,
    ): StreamServerMessage =>
      snapshot || seq === 0
        ? { type: 'snapshot', channel: 'tickers', seq, at: seq, quotes: states[seq]! }
        : {
            type: 'update',
            channel: 'tickers',
            seq,
            at: seq,
            quotes: [states[seq]![moves[seq - 1]![0]]!],
          };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(42), fc.integer({ min: 1, max: 10 ** 6 })), {
          minLength: 20,
          maxLength: 20,
        }),
        fc.array(fc.tuple(fc.boolean(), fc.nat(20)), { maxLength: 60 }),
        (moves, arrivals) => {
          const states = historyOf(moves);
          let book = subscribeChannel(emptyBook, 'tickers');
          for (const [snapshot, seq] of arrivals) {
            const before = book.get('tickers')!.phase;
            const change = applyMessage(book, messageOf(states, moves, snapshot, seq));
            book = change.book;
            const state = book.get('tickers')!;
            if (state.seq !== null)
              expect(state.data).toEqual({ kind: 'tickers', quotes: states[state.seq] });
            // One request per resync: only on entering it.
            const entered = before !== 'resyncing' && state.phase === 'resyncing';
            expect(change.resubscribe).toEqual(entered ? ['tickers'] : []);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
