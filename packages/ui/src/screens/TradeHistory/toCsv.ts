// D11's CSV export: exactly the filter's rows (all pages), ISO dates as the server sent them and plain
// numbers. RFC 4180 quoting, and text cells guarded against spreadsheet formula injection (OWASP).
import type { LedgerEntry, TradeHistoryFilter } from '@tp/api';
import { ledgerDetails, noDetails } from './ledgerRows';

export const csvColumns = ['Date', 'Type', 'Amount', 'Details', 'Status', 'Method'] as const;

/** RFC 4180 §2: records end with CRLF. */
const lineBreak = '\r\n';

/**
 * A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) gets a leading `'`, so it is shown as text. A lone dash (no details) is no formula.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && text !== noDetails ? `'${text}` : text;
}

/** RFC 4180 §2.6–2.7: a field holding a comma, a double quote or a line break is quoted, its quotes doubled. */
export function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A text cell: guarded, then quoted. */
export function textCell(text: string): string {
  return quoteField(guardFormula(text));
}

/**
 * A plain number for the Amount column, signed as the server sent it: -1000 → "-1000.00", 60 → "60.00"
 * (no $, no thousands separator, no "+": a spreadsheet reads it as a number). Not guarded: it is a number.
 */
export function amountCell(amount: number): string {
  return Number.isFinite(amount) ? amount.toFixed(2) : '';
}

export function csvRow(entry: LedgerEntry): string {
  return [
    textCell(entry.created_at),
    textCell(entry.type),
    amountCell(entry.amount),
    textCell(ledgerDetails(entry).text),
    textCell(entry.status),
    textCell(entry.method),
  ].join(',');
}

/** The header and one record per entry, in the order given (the server's: newest first). */
export function toCsv(entries: readonly LedgerEntry[]): string {
  return [csvColumns.join(','), ...entries.map(csvRow)].join(lineBreak) + lineBreak;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `trade-history-transfer-2026-06-15.csv`: the filter and the user's own day of the export. */
export function csvFileName(type: TradeHistoryFilter, at: Date): string {
  const day = `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
  return `trade-history-${type}-${day}.csv`;
}
