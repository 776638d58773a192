import { withdrawalValidation } from '@tp/messages';
import { centsOfDollars, isLessThan, isMoreThan, readMoney } from '../../forms';
import { isWithdrawMethod, withdrawalLimits } from './withdrawalLimits';

export interface WithdrawalFormValues {
  amount: string;
  /** "" until the user picks one. */
  method: string;
  bankAccount: string;
  walletAddress: string;
  /** "" until the user picks one. */
  chain: string;
}

export type WithdrawalField = keyof WithdrawalFormValues;

export const emptyWithdrawalForm: WithdrawalFormValues = {
  amount: '',
  method: '',
  bankAccount: '',
  walletAddress: '',
  chain: '',
};

/**
 * D16: the message for a wallet address that does not fit `chain` (checksum included), or null when it fits.
 * `checkWalletAddress` of `./walletAddressCheck` is the one (@tp/api's `checkChainAddress`, as the server's).
 */
export type WalletAddressCheck = (chain: string, text: string) => string | null;

/**
 * Spec 2 §5 withdrawal rules, one message per field. `balance` is the available balance in dollars,
 * or null while it is unknown (the server checks it again in any case). `checkAddress` is D16's address
 * check; without it (its chunk could not load) the server's answer says the same.
 */
export function validateWithdrawal(
  values: WithdrawalFormValues,
  balance: number | null,
  checkAddress: WalletAddressCheck | null = null,
): Partial<Record<WithdrawalField, string>> {
  const errors: Partial<Record<WithdrawalField, string>> = {};
  const method = isWithdrawMethod(values.method) ? values.method : null;
  const limits = withdrawalLimits[method ?? 'Bank Transfer'];
  const amount = readMoney(values.amount);

  if (amount.kind === 'invalid') errors.amount = withdrawalValidation.invalidAmount;
  else if (isLessThan(amount, centsOfDollars(limits.min)))
    errors.amount = withdrawalValidation.belowMinimum(limits.min);
  // Without a method there is no maximum to apply yet; the method's own message says what is missing.
  else if (method && isMoreThan(amount, centsOfDollars(limits.max)))
    errors.amount = withdrawalValidation.aboveMaximum(limits.max);
  else if (balance !== null && isMoreThan(amount, centsOfDollars(balance)))
    errors.amount = withdrawalValidation.insufficientBalance;

  if (!method) errors.method = withdrawalValidation.methodRequired;
  else if (method === 'Cryptocurrency') {
    if (values.walletAddress.trim() === '')
      errors.walletAddress = withdrawalValidation.cryptoDetailsRequired;
    else if (values.chain === '') errors.chain = withdrawalValidation.cryptoDetailsRequired;
    else {
      const message = checkAddress?.(values.chain, values.walletAddress);
      if (message) errors.walletAddress = message;
    }
  } else if (values.bankAccount.trim() === '') {
    errors.bankAccount = withdrawalValidation.bankAccountRequired;
  }
  return errors;
}
