// Node entry (Vitest): an msw/node server over a fresh seeded backend. Use `onUnhandledRequest: 'error'` in tests.
import type { HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { Clock } from './backend/clock';
import { MockBackend } from './backend/MockBackend';
import { createHandlers, type HandlerOptions } from './handlers';
import { scenario, type ScenarioName } from './scenarios';

export interface MockServerOptions extends Partial<HandlerOptions> {
  backend?: MockBackend;
  clock?: Clock;
}

export type MockServer = SetupServer & {
  backend: MockBackend;
  /** Puts a named scenario's handlers in front (undone by `server.resetHandlers()`). */
  useScenario(name: ScenarioName): void;
};

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const backend = options.backend ?? new MockBackend(options.clock ? { clock: options.clock } : {});
  const handlers: HttpHandler[] = createHandlers(backend, {
    ...options,
    latencyMs: options.latencyMs ?? 0,
  });
  const server = setupServer(...handlers);
  const scenarioOptions = {
    backend,
    apiBaseUrl: options.apiBaseUrl,
    marketBaseUrl: options.marketBaseUrl,
  };
  return Object.assign(server, {
    backend,
    useScenario: (name: ScenarioName) => server.use(...scenario(name, scenarioOptions)),
  });
}

export { MockBackend };
export * from './index';
