// Named transfer scenarios (spec 2 §2 Recent Transfers). D1: transfers are withdrawals with method `Transfer`,
// so create, verify and resend failures use the `withdrawals.*` scenarios (unknownRecipient, selfTransfer,
// transferInsufficientBalance, verify.incorrect|expired|tooMany, the generic ones) and a list failure
// `withdrawals.list.serverError` and friends.
import { SEED_NOW } from '../backend/seed';
import { defineScenario } from './defineScenario';

const hoursBeforeSeed = (hours: number) =>
  new Date(Date.parse(SEED_NOW) - hours * 3_600_000).toISOString();

const transfer = {
  withdrawal_method: 'Transfer' as const,
  wallet_address: null,
  chain: null,
  bank_account: null,
};

/** One transfer in each status, newest first, plus a record without a recipient that the UI must drop (spec 2 §7). */
export const fixtureTransfers = [
  {
    ...transfer,
    id: 910,
    amount: 250,
    status: 'pending' as const,
    created_at: hoursBeforeSeed(0.25),
    recipient_email: 'jamie.lee@example.com',
  },
  {
    ...transfer,
    id: 909,
    amount: 1_200.5,
    status: 'approved' as const,
    created_at: hoursBeforeSeed(26),
    recipient_email: 'jamie.lee@example.com',
  },
  {
    ...transfer,
    id: 908,
    amount: 75,
    status: 'expired' as const,
    created_at: hoursBeforeSeed(72),
    recipient_email: 'sam.taylor@example.com',
  },
  {
    ...transfer,
    id: 907,
    amount: 40,
    status: 'approved' as const,
    created_at: hoursBeforeSeed(96),
    recipient_email: null,
  },
  {
    ...transfer,
    id: 906,
    amount: 500,
    status: 'rejected' as const,
    created_at: hoursBeforeSeed(240),
    recipient_email: 'jamie.lee@example.com',
  },
];

const isTransferList = (request: Request) =>
  new URL(request.url).searchParams.get('withdrawal_method') === 'Transfer';

export const transferScenarios = [
  // Only the transfer list is empty; other withdrawal lists fall through to the backend.
  defineScenario('transfers.list.empty', 'listWithdrawals', 200, ({ api }) => [
    api.get('/api/withdrawals/', ({ request, response }) =>
      isTransferList(request) ? response(200).json([]) : undefined,
    ),
  ]),
  defineScenario('transfers.list.mixed', 'listWithdrawals', 200, ({ api }) => [
    api.get('/api/withdrawals/', ({ request, response }) =>
      isTransferList(request) ? response(200).json(fixtureTransfers) : undefined,
    ),
  ]),
] as const;
