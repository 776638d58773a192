// Named deposit scenarios: spec 2 §5 and §8 deposit texts.
import { depositValidation } from '@tp/messages';
import { serverTexts } from '../backend/serverTexts';
import { readDepositForm } from '../handlers/incomingRequest';
import { authorizationOf, idempotencyKeyOf, respond } from '../handlers/respond';
import { defineScenario } from './defineScenario';
import { fixtureDeposit } from './fixtures';

export const depositScenarios = [
  defineScenario('deposits.list.empty', 'listDeposits', 200, ({ api }) => [
    api.get('/api/deposits/', ({ response }) => response(200).json([])),
  ]),
  // A new account: no deposits, withdrawals or transfers, in the lists and in the merged ledger (D11).
  defineScenario('deposits.list.emptyLedger', 'listDeposits', 200, ({ api }) => [
    api.get('/api/deposits/', ({ response }) => response(200).json([])),
    api.get('/api/withdrawals/', ({ response }) => response(200).json([])),
    api.get('/api/transactions/', ({ response }) =>
      response(200).json({ count: 0, next: null, previous: null, results: [] }),
    ),
  ]),
  defineScenario('deposits.create.notificationFailed', 'createDeposit', 201, ({ api, backend }) => [
    api.post('/api/deposits/', ({ request, response }) =>
      backend
        ? respond(response, 0, async () => {
            const userId = backend.authenticate(authorizationOf(request));
            const answer = await backend.api.createDeposit(
              userId,
              await readDepositForm(request),
              idempotencyKeyOf(request),
            );
            return response(201).json({ ...answer, notification_sent: false });
          })
        : response(201).json({ ...fixtureDeposit, notification_sent: false }),
    ),
  ]),
  defineScenario('deposits.create.invalidProofType', 'createDeposit', 400, ({ api }) => [
    api.post('/api/deposits/', ({ response }) =>
      response(400).json({ proof: [depositValidation.proofInvalidType] }),
    ),
  ]),
  defineScenario('deposits.create.proofTooLarge', 'createDeposit', 400, ({ api }) => [
    api.post('/api/deposits/', ({ response }) =>
      response(400).json({ proof: [depositValidation.proofTooLarge] }),
    ),
  ]),
  defineScenario('deposits.create.belowMinimum', 'createDeposit', 400, ({ api }) => [
    api.post('/api/deposits/', ({ response }) =>
      response(400).json({ amount: [depositValidation.belowMinimum] }),
    ),
  ]),
  defineScenario('deposits.create.aboveMaximum', 'createDeposit', 400, ({ api }) => [
    api.post('/api/deposits/', ({ response }) =>
      response(400).json({ amount: [depositValidation.aboveMaximum] }),
    ),
  ]),
  defineScenario('deposits.create.verifiedClientsOnly', 'createDeposit', 403, ({ api }) => [
    api.post('/api/deposits/', ({ response }) =>
      response(403).json({ detail: serverTexts.verifiedClientsOnly }),
    ),
  ]),
] as const;
