// D19: the market stream of a story, through MSW's WebSocket mocking (mswMarketStream.ts) with a fresh hub per story
// run, and the one control the hub has no counterpart of: a handshake that does not complete.
import { WebSocketHandler } from 'msw';
import { MARKET_STREAM_URL as streamUrl } from '../baseUrls';
import { createMarketStreamHub, type MarketStreamHub } from './marketStreamHub';
import { marketStreamHandler } from './mswMarketStream';

/** Runs of every story stream of the page: each gets a URL of its own. */
let runs = 0;

/**
 * Matches the stream's URL ahead of the hub's handler, and while a hold is on keeps MSW from completing the
 * handshake: the page's socket stays CONNECTING, as with a server that accepts the TCP connection and says nothing.
 */
class HandshakeGate extends WebSocketHandler {
  readonly #wait: () => Promise<void> | undefined;

  constructor(url: string, wait: () => Promise<void> | undefined) {
    super(url);
    this.#wait = wait;
  }

  override async run(...args: Parameters<WebSocketHandler['run']>) {
    await this.#wait();
    return super.run(...args);
  }
}

export interface StoryMarketStream {
  /** The gate, then the hub's handler; in front of the story's other handlers. */
  handlers: WebSocketHandler[];
  /** This run's socket URL: the tab keeps one socket per URL (tabSocket.ts), with its backoff and last close. */
  url: () => string;
  /** This run's hub: `dropAll(code)`, `skipSequence`, `setUpdateRate`, `stats`, `close` (refuses every later connection). */
  hub: () => MarketStreamHub;
  /** From now on new connections wait for their handshake, until `releaseHandshakes` or the next `reset`. */
  holdHandshakes: () => void;
  releaseHandshakes: () => void;
  /** A new URL and a fresh hub; the previous hub is closed and its held handshakes never complete. Use in `beforeEach`. */
  reset: () => void;
}

export function createStoryMarketStream(): StoryMarketStream {
  let run = ++runs;
  let hub = createMarketStreamHub();
  let hold: { promise: Promise<void>; release: () => void } | null = null;

  // The handler is built once (a story's handlers are its parameters); every connection goes to this run's hub.
  const currentHub: MarketStreamHub = {
    connect: (peer) => hub.connect(peer),
    dropAll: (code) => hub.dropAll(code),
    skipSequence: (channel) => hub.skipSequence(channel),
    stats: () => hub.stats(),
    setUpdateRate: (perSecond) => hub.setUpdateRate(perSecond),
    close: () => hub.close(),
  };

  const releaseHandshakes = () => {
    hold?.release();
    hold = null;
  };

  return {
    handlers: [
      new HandshakeGate(streamUrl, () => hold?.promise),
      marketStreamHandler(currentHub, streamUrl),
    ],
    // MSW matches the URL without its query, so the run's query keeps the socket apart and the handlers the same.
    url: () => `${streamUrl}?run=${run}`,
    hub: () => hub,
    holdHandshakes: () => {
      if (hold) return;
      let release = () => {};
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { promise, release };
    },
    releaseHandshakes,
    reset: () => {
      // Released now, a held connection of the story before would reach the next hub; its socket is gone anyway.
      hold = null;
      hub.close();
      hub = createMarketStreamHub();
      run = ++runs;
    },
  };
}
