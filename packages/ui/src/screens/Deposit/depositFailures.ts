import type { FailureTable } from '@tp/api';
import { depositMessages } from '@tp/messages';
import type { DepositDetailsField } from './validateDeposit';

/**
 * Spec 2 §8 for POST /api/deposits/. A 400 puts the server's §5 texts under Amount and Proof, and
 * anything else it says above the form; a 403 shows its reason (verified clients only), since trying
 * again would not help. Any other answer (4xx, 429, 5xx) could not create the deposit; no answer at
 * all (network failure, the 10 s timeout) failed to process it.
 */
export const createDepositFailures: FailureTable<DepositDetailsField> = {
  fields: { amount: 'amount', proof: 'proof' },
  noAnswer: depositMessages.processFailed,
  status: {
    400: { reasonOr: depositMessages.createFailed },
    403: { reasonOr: depositMessages.createFailed },
    client: depositMessages.createFailed,
    server: depositMessages.createFailed,
  },
};
