// D22: the transfer recipients of the address book, as the Transfer page shows them.
import type { AddressBook } from '@tp/api';

export interface SavedRecipient {
  id: number;
  label: string;
  email: string;
  /** `awaiting_code` until its e-mailed code confirms it, then `held` until `usableFrom`, then `usable`. */
  status: 'awaiting_code' | 'held' | 'usable';
  /** The server's instant (ISO) it can be used from; null while it waits for its code. */
  usableFrom: string | null;
}

export interface SavedRecipients {
  recipients: readonly SavedRecipient[];
  allowListOn: boolean;
}

export function savedRecipientsOf(book: AddressBook): SavedRecipients {
  return {
    recipients: book.destinations.flatMap((destination) =>
      destination.kind === 'recipient'
        ? [
            {
              id: destination.id,
              label: destination.label,
              email: destination.recipient_email ?? '',
              status: destination.status,
              usableFrom: destination.status === 'awaiting_code' ? null : destination.usable_at,
            },
          ]
        : [],
    ),
    allowListOn: book.allow_list.enabled,
  };
}
