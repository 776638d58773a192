import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { contractPathGuard } from './contractRoutes';
import { resolveHandlerOptions, type HandlerOptions } from './handlerOptions';
import { operationHandlers } from './operationHandlers';
import { requestValidationHandlers } from './requestValidation';

/**
 * One handler per operation of openapi/openapi.yaml and openapi/market.yaml, all over one backend, behind the
 * contract check of every request (requestValidation.ts).
 */
export function createHandlers(
  backend: MockBackend,
  options: Partial<HandlerOptions> = {},
): HttpHandler[] {
  const resolved = resolveHandlerOptions(options);
  return [
    contractPathGuard(resolved),
    ...requestValidationHandlers(backend, resolved),
    ...operationHandlers(backend, resolved),
  ];
}

export type { HandlerOptions };
