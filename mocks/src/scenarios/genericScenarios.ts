// For every operation: serverError, badGateway, unavailable, tooManyRequests, networkError, timeout, loading, and
// forbidden / unauthorized where the operation documents 403 / 401.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { scenarioTexts, serverTexts } from '../backend/serverTexts';
import { mswPath, operations, type Operation, type OperationInfo } from '../handlers/operations';
import type { ScenarioContext, ScenarioDefinition, ScenarioOutcome } from './scenarioTypes';

type AlwaysKind =
  'serverError' | 'badGateway' | 'unavailable' | 'networkError' | 'timeout' | 'loading';
export type GenericKind = AlwaysKind | 'forbidden' | 'tooManyRequests' | 'unauthorized';

type KindsOf<O extends Operation> =
  | AlwaysKind
  | (403 extends O['errors'][number] ? 'forbidden' : never)
  | (429 extends O['errors'][number] ? 'tooManyRequests' : never)
  | (401 extends O['errors'][number] ? 'unauthorized' : never);
type GenericNameOf<O> = O extends Operation ? `${O['scenarioPrefix']}.${KindsOf<O>}` : never;
/** e.g. `balance.serverError`, `auth.login.timeout`; forbidden / unauthorized / tooManyRequests only where documented. */
export type GenericScenarioName = GenericNameOf<Operation>;

function errorBody(
  operation: OperationInfo,
  status: number,
): { body: unknown; headers?: Record<string, string> } {
  if (operation.api === 'market') {
    return status === 429
      ? {
          body: { status: { error_code: 429, error_message: scenarioTexts.marketRateLimited } },
          headers: { 'Retry-After': '60' },
        }
      : { body: { error: scenarioTexts.marketServerError } };
  }
  switch (status) {
    case 401:
      return { body: { detail: serverTexts.tokenNotValid, code: 'token_not_valid' } };
    case 403:
      return { body: { detail: scenarioTexts.forbidden } };
    case 429:
      return {
        body: { detail: scenarioTexts.throttled, retry_after: 60 },
        headers: { 'Retry-After': '60' },
      };
    case 502:
      return { body: { detail: scenarioTexts.badGateway } };
    case 503:
      return { body: { detail: scenarioTexts.unavailable } };
    default:
      return { body: { detail: scenarioTexts.internalError } };
  }
}

function override(
  operation: OperationInfo,
  context: ScenarioContext,
  resolver: () => Promise<Response> | Response,
): HttpHandler {
  return http[operation.method](mswPath(operation, context), resolver);
}

function statusScenario(
  operation: OperationInfo,
  kind: GenericKind,
  status: number,
): ScenarioDefinition {
  return {
    name: `${operation.scenarioPrefix}.${kind}`,
    operationId: operation.operationId,
    outcome: status,
    handlers: (context) => [
      override(operation, context, () => {
        const { body, headers } = errorBody(operation, status);
        return HttpResponse.json(body as Record<string, unknown>, { status, headers });
      }),
    ],
  };
}

function failureScenario(
  operation: OperationInfo,
  kind: GenericKind,
  outcome: Exclude<ScenarioOutcome, number>,
): ScenarioDefinition {
  return {
    name: `${operation.scenarioPrefix}.${kind}`,
    operationId: operation.operationId,
    outcome,
    handlers: (context) => [
      override(operation, context, async () => {
        if (outcome === 'networkError') return HttpResponse.error();
        // Never answers: the client's own 10 s timeout (or the story's spinner) takes over.
        await delay('infinite');
        return HttpResponse.error();
      }),
    ],
  };
}

export function genericScenarios(): ScenarioDefinition[] {
  return (operations as readonly OperationInfo[]).flatMap((operation) => {
    const documented = new Set<unknown>(operation.errors);
    const list = [
      statusScenario(operation, 'serverError', 500),
      statusScenario(operation, 'badGateway', 502),
      statusScenario(operation, 'unavailable', 503),
    ];
    if (documented.has(403)) list.push(statusScenario(operation, 'forbidden', 403));
    if (documented.has(429)) list.push(statusScenario(operation, 'tooManyRequests', 429));
    if (documented.has(401)) list.push(statusScenario(operation, 'unauthorized', 401));
    list.push(failureScenario(operation, 'networkError', 'networkError'));
    list.push(failureScenario(operation, 'timeout', 'timeout'));
    list.push(failureScenario(operation, 'loading', 'timeout'));
    return list;
  });
}
