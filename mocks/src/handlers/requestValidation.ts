// Every request meets the contract before its operation's handler runs (issue 11 §8): one handler per operation,
// in front of the others, answers 400 when the request does not match and otherwise lets the request fall through.
// The checks are Ajv standalone code generated from openapi/*.yaml (requestValidators.gen.ts), so nothing is
// compiled in the browser.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { isApiError } from '../backend/apiError';
import type { MockBackend } from '../backend/MockBackend';
import { readContractInput, type ContractInput, type RequestShape } from './contractInput';
import { contractRefusal, type ContractError } from './contractRefusal';
import type { HandlerOptions } from './handlerOptions';
import { mswPath, operations, type OperationId } from './operations';
import { requestValidators } from './requestValidators.gen';

interface RequestContract extends RequestShape {
  validate: { (input: ContractInput): boolean; errors?: ContractError[] | null };
}

const contracts = requestValidators as Record<OperationId, RequestContract>;

function isSignedIn(backend: MockBackend, request: Request): boolean {
  try {
    backend.authenticate(request.headers.get('Authorization'));
    return true;
  } catch {
    return false;
  }
}

/** The 400 body for a request that does not match its operation's contract, or null when it does. */
export async function contractRefusalFor(
  operationId: OperationId,
  request: Request,
  pathParams: Record<string, string | readonly string[] | undefined> = {},
) {
  const contract = contracts[operationId];
  let input: ContractInput;
  try {
    input = await readContractInput(contract, request, pathParams);
  } catch (error) {
    if (isApiError(error)) return error.body;
    throw error;
  }
  if (contract.validate(input)) return null;
  return contractRefusal(operationId, contract.validate.errors ?? [], input);
}

export function requestValidationHandlers(
  backend: MockBackend,
  options: HandlerOptions,
): HttpHandler[] {
  return operations.map((operation) =>
    http[operation.method](mswPath(operation, options), async ({ request, params }) => {
      // Like Django REST framework, authentication comes first: without a valid token the handler answers 401.
      if (contracts[operation.operationId].secured && !isSignedIn(backend, request)) return;
      const refusal = await contractRefusalFor(operation.operationId, request.clone(), params);
      if (!refusal) return;
      if (options.latencyMs > 0) await delay(options.latencyMs);
      return HttpResponse.json(refusal, { status: 400 });
    }),
  );
}
