// D16's Address book with its calls and dialogs, in a chunk of its own: last on the Withdraw page, it loads after
// the page's first paint, and its arrival moves nothing (scripts/check-bundle.mjs).
import type { LoadStatus } from '@tp/api';
import { addressBookMessages } from '@tp/messages';
import { AddressBookSection, type AddressBookSectionProps } from './AddressBookSection';
import type { AddressBookModel } from './addressBookModel';
import { useAddressBookFlow, type AddressBookGate } from './useAddressBookFlow';

export interface AddressBookPanelProps {
  /** The Withdraw page's step-up gate, shared with its form. */
  gate: AddressBookGate;
  book: LoadStatus<AddressBookModel>;
  onRetry: () => void;
  chains: AddressBookSectionProps['chains'];
}

/** The Address book section wired to the API: add, remove, the allow-list, and the code dialog. */
export function AddressBookPanel({ gate, book, onRetry, chains }: AddressBookPanelProps) {
  const { flow, codeDialog } = useAddressBookFlow(gate, book.kind === 'ready' ? book.data : null);
  // The section says its own failure; Try Again keeps the message while it runs.
  const shown: LoadStatus<AddressBookModel> =
    book.kind === 'error' ? { ...book, message: addressBookMessages.loadFailed } : book;
  return (
    <>
      <AddressBookSection book={shown} onRetry={onRetry} chains={chains} {...flow} />
      {codeDialog}
    </>
  );
}
