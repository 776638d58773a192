import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { authHandlers } from './auth';
import { balanceHandlers } from './balance';
import { contractPathGuard } from './contractRoutes';
import { copyTraderHandlers } from './copyTraders';
import { depositHandlers } from './deposits';
import { forexHandlers } from './forex';
import { resolveHandlerOptions, type HandlerOptions } from './handlerOptions';
import { marketHandlers } from './market';
import { packageHandlers } from './packages';
import { portfolioHandlers } from './portfolio';
import { profileHandlers } from './profile';
import { requestValidationHandlers } from './requestValidation';
import { withdrawalHandlers } from './withdrawals';

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
    ...authHandlers(backend, resolved),
    ...profileHandlers(backend, resolved),
    ...balanceHandlers(backend, resolved),
    ...depositHandlers(backend, resolved),
    ...withdrawalHandlers(backend, resolved),
    ...packageHandlers(backend, resolved),
    ...copyTraderHandlers(backend, resolved),
    ...portfolioHandlers(backend, resolved),
    ...forexHandlers(backend, resolved),
    ...marketHandlers(backend, resolved),
  ];
}

export type { HandlerOptions };
