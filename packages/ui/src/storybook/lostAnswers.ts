import { createLostAnswer, type LostAnswer, type MockBackend } from '@tp/mocks';

const userOf = (backend: MockBackend, request: Request) =>
  backend.authenticate(request.headers.get('Authorization'));

/** The withdrawal (or transfer, D1) is recorded, held and e-mailed, but its answer is lost. */
export function loseCreateWithdrawalAnswer(backend: MockBackend): LostAnswer {
  return createLostAnswer('/api/withdrawals/', async ({ request }) =>
    backend.api.createWithdrawal(
      userOf(backend, request),
      await request.json(),
      request.headers.get('Idempotency-Key'),
    ),
  );
}

/** The subscription is made and debited, but its answer is lost. */
export function loseSubscribeAnswer(backend: MockBackend): LostAnswer {
  return createLostAnswer('/api/packages/{id}/subscribe/', ({ request, params }) =>
    backend.api.subscribePackage(
      userOf(backend, request),
      String(params.id),
      request.headers.get('Idempotency-Key'),
    ),
  );
}
