// D16's refusals of a withdrawal, said beside the form. Loaded with the first such refusal, with the address book's
// texts (scripts/check-bundle.mjs).
import { withdrawalRefusalOf } from '@tp/api';
import { addressBookMessages } from '@tp/messages';
import { formatDateTime } from '../../format';
import type { Notice } from '../../widgets/LiveNotice';
import { holdMessage } from '../shared/WithdrawalHold/WithdrawalHoldNotice';
import type { AddressBookModel } from './addressBookModel';
import { savedDestinationOf, type DestinationFields } from './savedDestination';

/**
 * A withdrawal the server refused by D16, said beside the form (what was typed stays): a new address was saved and
 * is held (or a saved one is still held) until a time, the allow-list is on, or withdrawals are on hold; null for
 * any other failure. `book` is the address book as the page had it before the submit: it tells a new address from
 * a saved one, and why a hold began.
 */
export function withdrawalRefusalNotice(
  error: unknown,
  book: AddressBookModel | null,
  fields: DestinationFields,
): Notice | null {
  const refusal = withdrawalRefusalOf(error);
  if (!refusal) return null;
  switch (refusal.code) {
    case 'allow_list_on':
      return { tone: 'error', message: addressBookMessages.allowListOn };
    case 'withdrawals_on_hold':
      return {
        tone: 'warning',
        message: holdMessage({ until: refusal.opensAt, reason: book?.hold?.reason ?? null }),
      };
    case 'destination_held': {
      const time = formatDateTime(refusal.opensAt);
      return {
        tone: 'warning',
        message: savedDestinationOf(book, fields)
          ? addressBookMessages.heldUntil(time)
          : addressBookMessages.savedAndHeld(time),
      };
    }
  }
}
