import { depositValidation } from '@tp/messages';
import { isLessThan, isMoreThan, readMoney } from '../../forms';

// Spec 2 §5 and §9: deposits from 200 to 200,000 USD.
export const minDepositCents = 200_00;
export const maxDepositCents = 200_000_00;

export type DepositMethodName = 'Cryptocurrency' | 'Bank Transfer' | 'Credit Card';
export type DepositField = 'method' | 'coin' | 'amount' | 'proof';
export type DepositErrors = Partial<Record<DepositField, string>>;
/** The fields of the form at the details step; a server refusal can point at these. */
export type DepositDetailsField = Extract<DepositField, 'amount' | 'proof'>;

export interface DepositDraft {
  method: DepositMethodName | null;
  coin: string | null;
  amount: string;
  proof: File | null;
}

/** The amount's message, if it breaks a rule of spec 2 §5. */
export function amountError(text: string): string | undefined {
  const amount = readMoney(text);
  if (amount.kind === 'invalid') return depositValidation.invalidAmount;
  if (isLessThan(amount, minDepositCents)) return depositValidation.belowMinimum;
  if (isMoreThan(amount, maxDepositCents)) return depositValidation.aboveMaximum;
  return undefined;
}

/**
 * Spec 2 §5 rules that need no file reading: method, coin (crypto), amount, proof present (crypto).
 * The proof's content and size are checked by `checkProofFile`.
 */
export function validateDeposit({ method, coin, amount, proof }: DepositDraft): DepositErrors {
  const errors: DepositErrors = {};
  if (method === null) errors.method = depositValidation.methodRequired;
  if (method === 'Cryptocurrency' && !coin) errors.coin = depositValidation.coinRequired;
  const amountMessage = amountError(amount);
  if (amountMessage) errors.amount = amountMessage;
  if (method === 'Cryptocurrency' && proof === null) errors.proof = depositValidation.proofRequired;
  return errors;
}
