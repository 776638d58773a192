import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import type { createApiHttp, createMarketHttp } from '../handlers/apiHttp';

export interface ScenarioOptions {
  apiBaseUrl?: string;
  marketBaseUrl?: string;
  /** When given, scenarios that only tweak a real answer (notification_sent: false) run the real operation on it. */
  backend?: MockBackend;
}

export interface ScenarioContext {
  api: ReturnType<typeof createApiHttp>;
  market: ReturnType<typeof createMarketHttp>;
  apiBaseUrl: string;
  marketBaseUrl: string;
  backend: MockBackend | undefined;
}

export type ScenarioOutcome = number | 'networkError' | 'timeout';

export interface ScenarioDefinition {
  name: string;
  /** The contract operation the scenario overrides. */
  operationId: string;
  /** The HTTP status it answers, or a failure without one. */
  outcome: ScenarioOutcome;
  /** Set when the answer breaks the contract on purpose, to exercise a client fallback; says why. */
  offContract?: string;
  handlers(context: ScenarioContext): HttpHandler[];
}
