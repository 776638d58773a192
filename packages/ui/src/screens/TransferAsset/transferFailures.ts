import type { FailureTable } from '@tp/api';
import { transferMessages } from '@tp/messages';
import type { TransferField } from './validateTransfer';

/**
 * Spec 2 §8 for POST /api/withdrawals/ as a transfer (D1): the server's reason on its field (unknown
 * recipient, self-transfer, shortfall) or above the form; `Failed to process transfer. Please try
 * again.` when the server said nothing usable or no answer came.
 */
export const createTransferFailures: FailureTable<TransferField> = {
  fields: { recipient_email: 'recipientEmail', amount: 'amount' },
  noAnswer: transferMessages.processFailed,
  unexplained: transferMessages.processFailed,
  status: { server: transferMessages.processFailed },
};
