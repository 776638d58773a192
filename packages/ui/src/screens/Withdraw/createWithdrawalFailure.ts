import { ApiError } from '@tp/api';
import { httpErrors, withdrawalMessages } from '@tp/messages';
import type { WithdrawalField } from './validateWithdrawal';

/** The request's field names (spec 2 §3) → the form's. */
const formFieldOf: Record<string, WithdrawalField> = {
  amount: 'amount',
  withdrawal_method: 'method',
  bank_account: 'bankAccount',
  wallet_address: 'walletAddress',
  chain: 'chain',
};

export interface CreateWithdrawalFailure {
  /** Server messages about one field, shown under it. */
  fieldErrors: Partial<Record<WithdrawalField, string>>;
  /** A message about the whole request, shown above the form; null when the fields say it all. */
  message: string | null;
}

/**
 * Spec 2 §8: a refused request shows the server's reason (on its field when it names one); a failure
 * that carries no reason (server error, lost connection, timeout) shows "Failed to process withdrawal".
 */
export function createWithdrawalFailure(error: unknown): CreateWithdrawalFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === null)
    return { fieldErrors: {}, message: withdrawalMessages.processFailed };
  if (error.status >= 500) return { fieldErrors: {}, message: withdrawalMessages.processFailed };

  const fieldErrors: Partial<Record<WithdrawalField, string>> = {};
  let unmapped = false;
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = formFieldOf[name];
    if (field) fieldErrors[field] = messages.join(' ');
    else unmapped = true;
  }
  if (Object.keys(fieldErrors).length > 0 && !unmapped) return { fieldErrors, message: null };
  // "An error occurred" is the client's own last resort: the server gave no reason.
  const hasReason = error.message !== '' && error.message !== httpErrors.fallback;
  return { fieldErrors, message: hasReason ? error.message : withdrawalMessages.processFailed };
}
