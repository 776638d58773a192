// For every operation: serverError, badGateway, unavailable, tooManyRequests, networkError, timeout, loading, and
// forbidden / unauthorized where the operation documents 403 / 401.
import type { components, marketComponents } from '@tp/api';
import { HttpResponse, delay, http, type HttpHandler, type JsonBodyType } from 'msw';
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

type GenericStatus = 401 | 403 | 429 | 500 | 502 | 503;
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : never;
type TradingError<Name extends keyof components['responses']> = JsonOf<
  components['responses'][Name]
>;
type MarketError<Name extends keyof marketComponents['responses']> = JsonOf<
  marketComponents['responses'][Name]
>;
interface ErrorAnswer<Body> {
  body: Body;
  headers?: Record<string, string>;
}

// One handler serves every operation of the table, so openapi-msw's per-path `response` helper does
// not apply; the bodies are typed by the contract's shared error responses (components/responses)
// instead, which every operation references, so a body that drifts fails to compile.
const tradingErrors: {
  401: ErrorAnswer<TradingError<'Unauthorized'>>;
  403: ErrorAnswer<TradingError<'Forbidden'>>;
  429: ErrorAnswer<TradingError<'TooManyRequests'>>;
  500: ErrorAnswer<TradingError<'ServerError'>>;
  502: ErrorAnswer<TradingError<'ServerError'>>;
  503: ErrorAnswer<TradingError<'ServerError'>>;
} = {
  401: { body: { detail: serverTexts.tokenNotValid, code: 'token_not_valid' } },
  403: { body: { detail: scenarioTexts.forbidden } },
  429: {
    body: { detail: scenarioTexts.throttled, retry_after: 60 },
    headers: { 'Retry-After': '60' },
  },
  500: { body: { detail: scenarioTexts.internalError } },
  502: { body: { detail: scenarioTexts.badGateway } },
  503: { body: { detail: scenarioTexts.unavailable } },
};

// The market API documents only 429 and 5XX.
const marketErrors: {
  429: ErrorAnswer<MarketError<'TooManyRequests'>>;
  500: ErrorAnswer<MarketError<'ServerError'>>;
  502: ErrorAnswer<MarketError<'ServerError'>>;
  503: ErrorAnswer<MarketError<'ServerError'>>;
} = {
  429: {
    body: { status: { error_code: 429, error_message: scenarioTexts.marketRateLimited } },
    headers: { 'Retry-After': '60' },
  },
  500: { body: { error: scenarioTexts.marketServerError } },
  502: { body: { error: scenarioTexts.marketServerError } },
  503: { body: { error: scenarioTexts.marketServerError } },
};

function errorAnswer(operation: OperationInfo, status: GenericStatus): Response {
  const answers: Partial<Record<GenericStatus, ErrorAnswer<JsonBodyType>>> =
    operation.api === 'market' ? marketErrors : tradingErrors;
  const answer = answers[status];
  if (!answer) throw new Error(`${operation.operationId} documents no ${status} answer`);
  return HttpResponse.json(answer.body, { status, headers: answer.headers });
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
  status: GenericStatus,
): ScenarioDefinition {
  return {
    name: `${operation.scenarioPrefix}.${kind}`,
    operationId: operation.operationId,
    outcome: status,
    handlers: (context) => [override(operation, context, () => errorAnswer(operation, status))],
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
