import { depositValidation } from '@tp/messages';

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

/** Cents of a typed amount, or null when it is not a number with at most 2 decimals (the API's format). */
export function parseAmountCents(text: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

/** The amount's message, if it breaks a rule of spec 2 §5. */
export function amountError(text: string): string | undefined {
  const cents = parseAmountCents(text);
  if (cents === null) return depositValidation.invalidAmount;
  if (cents < minDepositCents) return depositValidation.belowMinimum;
  if (cents > maxDepositCents) return depositValidation.aboveMaximum;
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
