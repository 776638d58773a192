import { depositValidation, transferValidation } from '@tp/messages';
import {
  centsOfDollars,
  dollarsOfCents,
  isMoreThan,
  moneyCents,
  normalizeEmail,
  readMoney,
} from '../../forms';

/** What the form holds: the text the user typed, kept as typed so bad input is never lost. */
export interface TransferFormValues {
  recipientEmail: string;
  amount: string;
  /** Spec 2 §2 and §9, DECISIONS D8: the wait time keeps its look; no rule and no request uses it. */
  waitHours: string;
}

export type TransferField = 'recipientEmail' | 'amount';

export type TransferErrors = Partial<Record<TransferField, string>>;

/** What a valid form submits. */
export interface TransferRequest {
  recipientEmail: string;
  /** In dollars. */
  amount: number;
}

/**
 * Spec 2 §5 transfer rules, first failing rule per field. `balance` is the available balance in dollars,
 * or null while it is unknown (the server checks it anyway). An amount equal to the balance is allowed.
 */
export function validateTransfer(
  { recipientEmail, amount }: Pick<TransferFormValues, 'recipientEmail' | 'amount'>,
  balance: number | null,
): TransferErrors {
  const email = recipientEmail.trim();
  const amountText = amount.trim();
  // One message for both: on the first missing field, the same field the server names.
  if (email === '') return { recipientEmail: transferValidation.emailAndAmountRequired };
  if (amountText === '') return { amount: transferValidation.emailAndAmountRequired };
  const parsed = readMoney(amountText);
  // Issue 11 §7: the spec has no text for it; every money field says the deposit's.
  if (parsed.kind === 'invalid') return { amount: depositValidation.invalidAmount };
  if (!isMoreThan(parsed, 0)) return { amount: transferValidation.amountNotPositive };
  // Transfers have no maximum (spec 2 §5): an amount too large to hold is more than any balance.
  if (parsed.kind === 'outOfRange') return { amount: transferValidation.insufficientBalance };
  if (balance !== null && isMoreThan(parsed, centsOfDollars(balance)))
    return { amount: transferValidation.insufficientBalance };
  return {};
}

/** The request a valid form sends: the dollars of the cents the money parser read. */
export function transferRequestOf(values: TransferFormValues): TransferRequest {
  return {
    recipientEmail: normalizeEmail(values.recipientEmail),
    amount: dollarsOfCents(moneyCents(values.amount) ?? 0),
  };
}
