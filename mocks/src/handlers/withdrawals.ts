// Withdrawals and transfers: create (funds held, code e-mailed), list, verify, resend (D1).
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, idempotencyKeyOf, pathId, readJson, respond } from './respond';

export function withdrawalHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  const http = createApiHttp(options.apiBaseUrl);
  const { latencyMs } = options;
  const userOf = (request: Request) => backend.authenticate(authorizationOf(request));
  return [
    http.get('/api/withdrawals/', ({ request, query, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(
          backend.listWithdrawals(
            userOf(request),
            query.get('status'),
            query.get('withdrawal_method'),
          ),
        ),
      ),
    ),
    http.post('/api/withdrawals/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(201).json(
          await backend.createWithdrawal(
            userId,
            await readJson(request),
            idempotencyKeyOf(request),
          ),
        );
      }),
    ),
    http.post('/api/withdrawals/{id}/verify/', ({ request, params, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.verifyWithdrawal(userId, pathId(params.id), await readJson(request)),
        );
      }),
    ),
    http.post('/api/withdrawals/{id}/resend-otp/', ({ request, params, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(await backend.resendWithdrawalOtp(userOf(request), pathId(params.id))),
      ),
    ),
  ];
}
