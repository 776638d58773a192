// Withdrawals and transfers: create (funds held, code e-mailed), list, verify, resend (D1); the address book (D16).
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import {
  authorizationOf,
  idempotencyKeyOf,
  pathId,
  readJson,
  respond,
  stepUpTokenOf,
} from './respond';

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
            authorizationOf(request),
            stepUpTokenOf(request),
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
    http.get('/api/withdrawal-destinations/', ({ request, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(backend.listWithdrawalDestinations(userOf(request))),
      ),
    ),
    http.post('/api/withdrawal-destinations/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(201).json(
          await backend.addWithdrawalDestination(
            userId,
            await readJson(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        );
      }),
    ),
    http.delete('/api/withdrawal-destinations/{id}/', ({ request, params, response }) =>
      respond(response, latencyMs, async () => {
        await backend.removeWithdrawalDestination(userOf(request), pathId(params.id));
        return response(204).empty();
      }),
    ),
    http.post('/api/withdrawal-destinations/{id}/verify/', ({ request, params, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.verifyWithdrawalDestination(
            userId,
            pathId(params.id),
            await readJson(request),
          ),
        );
      }),
    ),
    http.post('/api/withdrawal-destinations/{id}/resend-otp/', ({ request, params, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(
          await backend.resendWithdrawalDestinationCode(userOf(request), pathId(params.id)),
        ),
      ),
    ),
    http.patch('/api/withdrawal-allow-list/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.setWithdrawalAllowList(
            userId,
            await readJson(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        );
      }),
    ),
  ];
}
