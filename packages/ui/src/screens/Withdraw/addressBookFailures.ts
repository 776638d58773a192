// D16: what the Address book says when the server refuses one of its changes.
import { failingWith, type FailureTable } from '@tp/api';
import { addressBookMessages, httpErrors } from '@tp/messages';
import type { DestinationField } from './validateDestination';

/** POST /api/withdrawal-destinations/: the address's messages under its fields; anything else in the dialog. */
export const addDestinationFailures: FailureTable<DestinationField> = {
  fields: {
    label: 'label',
    kind: 'kind',
    chain: 'chain',
    address: 'address',
    bank_account: 'bankAccount',
  },
  noAnswer: addressBookMessages.addFailed,
  unexplained: addressBookMessages.addFailed,
  status: {
    // A refusal names its reason ("Already saved in your address book.", the book is full).
    400: { reasonOr: addressBookMessages.addFailed },
    429: httpErrors.tooManyRequests,
    server: addressBookMessages.addFailed,
  },
};

/** DELETE /api/withdrawal-destinations/{id}/ (a 404 means it is gone already, which the page says as removed). */
export const removeDestinationFailures = failingWith(addressBookMessages.removeFailed, {
  429: httpErrors.tooManyRequests,
});

/** PATCH /api/withdrawal-allow-list/. */
export const allowListFailures = failingWith(addressBookMessages.allowListFailed, {
  429: httpErrors.tooManyRequests,
});
