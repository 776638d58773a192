import type { FailureTable } from '@tp/api';
import { withdrawalMessages } from '@tp/messages';
import type { WithdrawalField } from './validateWithdrawal';

/**
 * Spec 2 §8 for POST /api/withdrawals/: a refusal shows the server's reason (under its field when it
 * names one of the form's); a failure that carries no reason (server error, no answer, an empty
 * refusal) says `Failed to process withdrawal`.
 */
export const createWithdrawalFailures: FailureTable<WithdrawalField> = {
  // The request's field names (spec 2 §3) → the form's.
  fields: {
    amount: 'amount',
    withdrawal_method: 'method',
    bank_account: 'bankAccount',
    wallet_address: 'walletAddress',
    chain: 'chain',
  },
  noAnswer: withdrawalMessages.processFailed,
  unexplained: withdrawalMessages.processFailed,
  status: { server: withdrawalMessages.processFailed },
};
