// Browser entry for the demo app (mock mode only): restores the saved state, starts the service worker and exposes
// the backend for the Demo inbox panel (DECISIONS D1).
import { setupWorker, type SetupWorker } from 'msw/browser';
import { MockBackend } from './backend/MockBackend';
import { MARKET_STREAM_URL } from './baseUrls';
import { createHandlers } from './handlers';
import { attachPersistence, type Persistence } from './persistence';
import { isScenarioName, scenario } from './scenarios';
import { createMarketStreamHub, type MarketStreamHub } from './stream/marketStreamHub';
import { marketStreamHandler } from './stream/mswMarketStream';

/** The demo's one backend: `backend.outbox()` lists the e-mails, `backend.onMail()` / `backend.onChange()` notify. */
export const backend = new MockBackend();

export interface StartMockWorkerOptions {
  /** A scenario name, e.g. from `?scenario=balance.serverError`. Unknown names are ignored with a warning. */
  scenario?: string;
  /** Realistic latency per answer; 150 ms by default. */
  latencyMs?: number;
  /** Keep state across reloads and tabs (IndexedDB + BroadcastChannel); on by default. */
  persist?: boolean;
  /**
   * D19: serve the market socket at MARKET_STREAM_URL (MSW's WebSocket mocking, the same hub as the HTTP mock server's);
   * on by default. Off (`?stream=off`), there is no socket and the app polls (the app then opens none either).
   */
  stream?: boolean;
}

export interface MockWorker {
  worker: SetupWorker;
  backend: MockBackend;
  persistence: Persistence | null;
  /** The tab's market stream (`dropAll()` shows the reconnect, `skipSequence('tickers')` a resync); null when off. */
  stream: MarketStreamHub | null;
  /** Back to the seeded demo data, in every tab. */
  resetDemoData(): Promise<void>;
}

let started: Promise<MockWorker> | null = null;

async function start(options: StartMockWorkerOptions): Promise<MockWorker> {
  const persistence = options.persist === false ? null : await attachPersistence(backend);
  const overrides = [];
  if (options.scenario) {
    if (isScenarioName(options.scenario))
      overrides.push(...scenario(options.scenario, { backend }));
    else console.warn(`[mocks] unknown scenario "${options.scenario}" ignored`);
  }
  const stream = options.stream === false ? null : createMarketStreamHub();
  const worker = setupWorker(
    ...overrides,
    ...(stream ? [marketStreamHandler(stream, MARKET_STREAM_URL)] : []),
    ...createHandlers(backend, { latencyMs: options.latencyMs ?? 150 }),
  );
  await worker.start({
    serviceWorker: { url: '/mockApiWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return {
    worker,
    backend,
    persistence,
    stream,
    resetDemoData: async () => {
      backend.reset();
      await persistence?.flush();
    },
  };
}

/** Starts once; later calls get the same worker. */
export function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorker> {
  started ??= start(options);
  return started;
}
