// D16: the address book as the Withdraw page reads it. Instants are shown as the server gave them (in the user's
// time zone); waits and countdowns are counted by this device's clock, moved by the difference between the
// server's clock (`server_time`) and this one when the answer arrived, so a wrong device clock does not matter.
// The page's first paint holds this module; the parts that load later take what they show from it, ready made.
import type { AddressBook, Chain, DestinationKind, WithdrawalHoldReason } from '@tp/api';
import { maskAccount } from './maskAccount';

export interface SavedDestination {
  id: number;
  label: string;
  kind: DestinationKind;
  chain: Chain | null;
  address: string | null;
  bankAccount: string | null;
  /** Spec 2 §3's mask, "****6819", for a bank account; null for a wallet address. */
  maskedAccount: string | null;
  /** When it can be used: the server's instant (ISO); null while it waits for its e-mailed code. */
  usableFrom: string | null;
  /** The same by this device's clock (ms), for its countdown. */
  usableAt: number | null;
}

export interface AddressBookModel {
  /** Newest first, as the server lists them. */
  destinations: readonly SavedDestination[];
  allowList: {
    enabled: boolean;
    /** While a turn-off waits its 48 hours, when it takes effect (the server's instant, ISO). */
    turnsOffAt: string | null;
  };
  hold: {
    /** When withdrawals open again (the server's instant, ISO). */
    until: string;
    reason: WithdrawalHoldReason;
    /** The same by this device's clock (ms). */
    endsAt: number;
  } | null;
  /** How far the server's clock was ahead of this device's when the book was read (ms). */
  serverOffset: number;
}

/** A server instant (ISO) by this device's clock, given the clocks' difference; null when unreadable. */
export function localTimeOf(iso: string | null, serverOffset: number): number | null {
  const at = iso === null ? Number.NaN : Date.parse(iso);
  return Number.isFinite(at) ? at - serverOffset : null;
}

/** The book read at `receivedAt` (this device's clock). */
export function addressBookModelOf(book: AddressBook, receivedAt: number): AddressBookModel {
  const serverNow = Date.parse(book.server_time);
  const serverOffset = Number.isFinite(serverNow) ? serverNow - receivedAt : 0;
  const holdEndsAt = book.hold ? localTimeOf(book.hold.until, serverOffset) : null;
  return {
    // D22: transfer recipients are the Transfer page's; this page lists where withdrawals go.
    destinations: book.destinations
      .filter((destination) => destination.kind !== 'recipient')
      .map((destination) => {
        const usableFrom = destination.status === 'awaiting_code' ? null : destination.usable_at;
        return {
          id: destination.id,
          label: destination.label,
          kind: destination.kind,
          chain: destination.chain,
          address: destination.address,
          bankAccount: destination.bank_account,
          maskedAccount: destination.kind === 'bank' ? maskAccount(destination.bank_account) : null,
          usableFrom,
          usableAt: localTimeOf(usableFrom, serverOffset),
        };
      }),
    allowList: {
      enabled: book.allow_list.enabled,
      turnsOffAt: book.allow_list.turns_off_at,
    },
    hold:
      book.hold && holdEndsAt !== null
        ? { until: book.hold.until, reason: book.hold.reason, endsAt: holdEndsAt }
        : null,
    serverOffset,
  };
}
