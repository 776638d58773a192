// A fetch `Request` as the API table's entries read it (backend/api/entry.ts).
import { ApiError } from '../backend/apiError';
import type { IncomingRequest } from '../backend/api/entry';
import type { DepositForm } from '../backend/deposits';
import type { MockBackend } from '../backend/MockBackend';
import { serverTexts } from '../backend/serverTexts';
import {
  authorizationOf,
  clientOf,
  idempotencyKeyOf,
  pathId,
  readJson,
  stepUpTokenOf,
} from './respond';

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

/**
 * Like Django REST framework, a secured operation authenticates the caller before it reads anything else, so a
 * request without a valid token is a 401 whatever else is wrong with it.
 */
export function incomingRequest(
  backend: MockBackend,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
  secured: boolean,
): IncomingRequest {
  const authorization = authorizationOf(request);
  const userId = secured ? backend.authenticate(authorization) : null;
  const url = new URL(request.url);
  return {
    get userId() {
      if (userId === null) throw new Error('An operation without security has no caller.');
      return userId;
    },
    json: () => readJson(request),
    depositForm: () => readDepositForm(request),
    query: (name) => url.searchParams.get(name),
    pathId: () => pathId(params.id),
    pathText: () => String(params.id),
    authorization,
    stepUpToken: stepUpTokenOf(request),
    idempotencyKey: idempotencyKeyOf(request),
    client: clientOf(request),
  };
}
