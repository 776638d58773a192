import type { AddDestinationInput, Chain } from '@tp/api';
import { addressBookMessages, withdrawalValidation } from '@tp/messages';
import type { WalletAddressCheck } from './validateWithdrawal';

export interface DestinationFormValues {
  label: string;
  /** "crypto" or "bank". */
  kind: string;
  /** "" until the user picks one. */
  chain: string;
  address: string;
  bankAccount: string;
}

export type DestinationField = keyof DestinationFormValues;

export const emptyDestinationForm: DestinationFormValues = {
  label: '',
  kind: 'crypto',
  chain: '',
  address: '',
  bankAccount: '',
};

/** The server's limit on a label (characters). */
export const LABEL_MAX_LENGTH = 40;

/**
 * D16's Add address rules, one message per field: a label, then the wallet address and its chain (checked against
 * the chain with the server's own check and words, `checkAddress`) or the bank account number.
 */
export function validateDestination(
  values: DestinationFormValues,
  checkAddress: WalletAddressCheck | null,
): Partial<Record<DestinationField, string>> {
  const errors: Partial<Record<DestinationField, string>> = {};
  if (values.label.trim() === '') errors.label = addressBookMessages.labelRequired;
  if (values.kind === 'bank') {
    if (values.bankAccount.trim() === '')
      errors.bankAccount = withdrawalValidation.bankAccountRequired;
  } else if (values.address.trim() === '') {
    errors.address = withdrawalValidation.cryptoDetailsRequired;
  } else if (values.chain === '') {
    errors.chain = withdrawalValidation.cryptoDetailsRequired;
  } else {
    const message = checkAddress?.(values.chain, values.address);
    if (message) errors.address = message;
  }
  return errors;
}

/** The request for a valid form: only the kind's own fields, trimmed. */
export function addDestinationRequestOf(values: DestinationFormValues): AddDestinationInput {
  const label = values.label.trim();
  if (values.kind === 'bank')
    return { label, kind: 'bank', bank_account: values.bankAccount.trim() };
  return { label, kind: 'crypto', chain: values.chain as Chain, address: values.address.trim() };
}
