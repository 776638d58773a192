// D16: which saved destination the withdrawal form's fields name. The picker and the refusal notice, which load
// after the page's first paint, share it.
import { canonicalBankAccount } from '@tp/api';
import type { AddressBookModel, SavedDestination } from './addressBookModel';

/** What the withdrawal form holds for a destination. */
export interface DestinationFields {
  method: string;
  bankAccount: string;
  walletAddress: string;
  chain: string;
}

/** EVM addresses compare without their checksum's case, bech32 in lower case; Base58 is case-sensitive. */
function addressKey(chain: string, text: string): string {
  const trimmed = text.trim();
  if (chain === 'eth' || chain === 'bnb' || /^bc1/i.test(trimmed)) return trimmed.toLowerCase();
  return trimmed;
}

/** The saved destination the form's fields name, if any (picked, or typed by hand). */
export function savedDestinationOf(
  book: Pick<AddressBookModel, 'destinations'> | null,
  fields: DestinationFields,
): SavedDestination | null {
  if (!book) return null;
  const matches = (destination: SavedDestination) => {
    if (fields.method === 'Bank Transfer')
      return (
        destination.kind === 'bank' &&
        destination.bankAccount !== null &&
        canonicalBankAccount(fields.bankAccount) === canonicalBankAccount(destination.bankAccount)
      );
    return (
      fields.method === 'Cryptocurrency' &&
      destination.kind === 'crypto' &&
      destination.chain === fields.chain &&
      fields.walletAddress.trim() !== '' &&
      addressKey(fields.chain, destination.address ?? '') ===
        addressKey(fields.chain, fields.walletAddress)
    );
  };
  return book.destinations.find(matches) ?? null;
}
