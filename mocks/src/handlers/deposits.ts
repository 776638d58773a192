// Deposits: list, and create with a multipart proof-of-payment upload (D5, D6).
import type { HttpHandler } from 'msw';
import { ApiError } from '../backend/apiError';
import type { DepositForm } from '../backend/deposits';
import type { MockBackend } from '../backend/MockBackend';
import { serverTexts } from '../backend/serverTexts';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, idempotencyKeyOf, respond } from './respond';

export async function readDepositForm(request: Request): Promise<DepositForm> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, { detail: serverTexts.malformedBody });
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const proof = form.get('proof');
  return {
    amount: text('amount'),
    payment_method: text('payment_method'),
    wallet_id: text('wallet_id'),
    wallet_address: text('wallet_address'),
    cryptoType: text('cryptoType'),
    // Only the bytes count (D6): the file name and the declared MIME type are ignored.
    proof:
      proof !== null && typeof proof !== 'string'
        ? new Uint8Array(await proof.arrayBuffer())
        : null,
  };
}

export function depositHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  const http = createApiHttp(options.apiBaseUrl);
  const { latencyMs } = options;
  return [
    http.get('/api/deposits/', ({ request, query, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(
          backend.listDeposits(backend.authenticate(authorizationOf(request)), query.get('status')),
        ),
      ),
    ),
    http.post('/api/deposits/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = backend.authenticate(authorizationOf(request));
        const form = await readDepositForm(request);
        return response(201).json(
          await backend.createDeposit(userId, form, idempotencyKeyOf(request)),
        );
      }),
    ),
  ];
}
