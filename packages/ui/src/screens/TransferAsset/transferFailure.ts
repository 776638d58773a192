import { ApiError } from '@tp/api';
import { transferMessages } from '@tp/messages';
import type { TransferErrors, TransferField } from './validateTransfer';

/** A refused or failed create: messages for the fields, or one for the page. */
export interface TransferFailure {
  fields: TransferErrors;
  message: string | null;
}

// The API's field names (D1: a transfer is a withdrawal) → the form's.
const formFieldOf: Record<string, TransferField> = {
  recipient_email: 'recipientEmail',
  amount: 'amount',
};

/**
 * Spec 2 §8: the server's own message (unknown recipient, self-transfer and shortfall go under their
 * fields), else `Failed to process transfer. Please try again.` when the server said nothing usable.
 */
export function transferFailureOf(error: unknown): TransferFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http')
    return { fields: {}, message: transferMessages.processFailed };
  const fields: TransferErrors = {};
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = formFieldOf[name];
    if (field) fields[field] = messages.join(' ');
  }
  if (Object.keys(fields).length > 0) return { fields, message: null };
  if (error.status !== null && error.status >= 500)
    return { fields: {}, message: transferMessages.processFailed };
  return { fields: {}, message: error.message || transferMessages.processFailed };
}
