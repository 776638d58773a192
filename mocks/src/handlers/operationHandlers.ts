// One MSW handler per operation of the contract, each serving its entry of the API table (backend/api/apiTable.ts).
import { HttpResponse, http, type HttpHandler, type JsonBodyType } from 'msw';
import { apiTable } from '../backend/api/apiTable';
import type { MockBackend } from '../backend/MockBackend';
import type { HandlerOptions } from './handlerOptions';
import { incomingRequest } from './incomingRequest';
import { mswPath, operations } from './operations';
import { answer } from './respond';
import { requestValidators } from './requestValidators.gen';

export function operationHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  return operations.map(({ operationId, ...operation }) => {
    const { status, request: argumentsOf } = apiTable[operationId];
    const call = backend.api[operationId] as (...args: unknown[]) => JsonBodyType;
    const { secured } = requestValidators[operationId];
    return http[operation.method](
      mswPath({ operationId, ...operation }, options),
      ({ request, params }) =>
        answer(options.latencyMs, async () => {
          const args = await argumentsOf(incomingRequest(backend, request, params, secured));
          const body = await call(...args);
          return status === 204
            ? new HttpResponse(null, { status, headers: { 'content-length': '0' } })
            : HttpResponse.json(body, { status });
        }),
    );
  });
}
