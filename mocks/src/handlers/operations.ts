// Every operation of the contract, with the statuses it documents and its scenario prefix (`x-scenario-prefix`).
// Scenarios are generated from this table; the table itself is generated from openapi/*.yaml into
// operations.gen.ts; `node scripts/generate-api.mjs --check` and openapi/contract.test.ts fail when it is stale.
import { operationTable } from './operations.gen';

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';
export type ApiName = 'trading' | 'market';

export type ErrorStatus = 400 | 401 | 403 | 404 | 410 | 422 | 429 | '5XX';

export interface OperationInfo {
  operationId: string;
  api: ApiName;
  method: HttpMethod;
  /** OpenAPI path template, relative to the API's base URL. */
  path: string;
  /** Dotted prefix of this operation's scenario names, e.g. `auth.login` → `auth.login.serverError`. */
  scenarioPrefix: string;
  /** Documented error statuses (5XX stands for 500, 502 and 503). */
  errors: readonly ErrorStatus[];
}

// Generated from openapi/*.yaml (`pnpm api:generate`); `satisfies` keeps its literal types, so scenario names
// are typed (ScenarioName), and fails to compile when the contract grows a method or error status the mock lacks.
export const operations = operationTable satisfies readonly OperationInfo[];

export type Operation = (typeof operations)[number];
export type OperationId = Operation['operationId'];

/** The MSW path for an operation: its base URL plus the template with `{id}` as `:id`. */
export function mswPath(
  operation: OperationInfo,
  baseUrls: { apiBaseUrl: string; marketBaseUrl: string },
): string {
  const base = operation.api === 'trading' ? baseUrls.apiBaseUrl : baseUrls.marketBaseUrl;
  return base + operation.path.replace(/\{(\w+)\}/g, ':$1');
}
