// D11: what a ledger row shows. Pure, shared by the table and the CSV export.
import type { LedgerEntry } from '@tp/api';
import { formatDateTime, formatUsd } from '../../format';
import { statusLabel } from '../../widgets/StatusBadge';

/** Spec 2 §2's "otherwise a dash". */
export const noDetails = '-';

/**
 * What the Details column says (D11): `To: {email}` for a sent transfer, `From: {email}` for a
 * received one, otherwise the status ("Pending", "Approved", …), otherwise a dash. `text` is the CSV file's
 * (English, a file format); the table writes To/From in the active language (`tradeHistoryTexts`).
 */
export type LedgerDetails =
  | { kind: 'to' | 'from'; email: string; text: string }
  | { kind: 'status'; status: string; text: string }
  | { kind: 'none'; text: typeof noDetails };

export function ledgerDetails(
  entry: Pick<LedgerEntry, 'recipient_email' | 'sender_email' | 'status'>,
): LedgerDetails {
  const recipient = entry.recipient_email?.trim();
  if (recipient) return { kind: 'to', email: recipient, text: `To: ${recipient}` };
  const sender = entry.sender_email?.trim();
  if (sender) return { kind: 'from', email: sender, text: `From: ${sender}` };
  const status = entry.status?.trim();
  if (status) return { kind: 'status', status, text: statusLabel(status) };
  return { kind: 'none', text: noDetails };
}

/**
 * A sent transfer's Details name the recipient, not the status; when it has not gone through
 * (pending, rejected, expired) the table shows the status beside it, so it is never taken for done.
 */
export function statusBesideCounterparty(
  entry: Pick<LedgerEntry, 'status'>,
  details: LedgerDetails,
): string | null {
  return details.kind !== 'status' && details.kind !== 'none' && entry.status !== 'approved'
    ? entry.status
    : null;
}

/**
 * What the Amount column shows (the Money widget, signed): the server signs the amount (deposits and
 * received transfers +, withdrawals and sent transfers −), so 60 → "+$60.00", -1000 → "-$1,000.00";
 * zero has no sign.
 */
export function formatLedgerAmount(amount: number): string {
  return formatUsd(amount, { signed: true });
}

/**
 * The row's date and time in the user's locale (D8; several rows can fall on one day, so the time
 * too); an unreadable one as it came.
 */
export function formatLedgerDate(iso: string): string {
  return formatDateTime(iso, iso);
}
