// Texts of the Trade History screen that the spec does not fix (spec 2 §2 names the filter's options,
// the columns and the empty text, which lives in @tp/messages). Kept here, beside the screen.
// D18: each is a message, written in the active language with `i18n._(…)`.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { LedgerEntry, TradeHistoryFilter } from '@tp/api';

/** Spec 2 §2 and §9: the filter's options, in the spec's order, by their URL value. */
export const filterLabels: Readonly<Record<TradeHistoryFilter, MessageDescriptor>> = {
  all: msg`All Transactions`,
  deposit: msg`Deposit`,
  withdraw: msg`Withdraw`,
  transfer: msg`Transfer`,
};

/** The Type column: the server's type of a row (its English name) in the active language. */
export const ledgerTypeLabels: Readonly<Record<LedgerEntry['type'], MessageDescriptor>> = {
  Deposit: msg`Deposit`,
  Withdraw: msg`Withdraw`,
  Transfer: msg`Transfer`,
};

/** The table's column headers (the CSV file's stay English: they are a file format). */
export const columnLabels = {
  date: msg`Date`,
  type: msg`Type`,
  amount: msg`Amount`,
  details: msg`Details`,
} as const;

export const tradeHistoryTexts = {
  title: msg`Trade History`,
  lead: msg`Your deposits, withdrawals and transfers, newest first.`,
  listTitle: msg`Transactions`,
  filterLabel: msg`Filter`,
  loading: msg`Loading transactions`,
  /** While the next page or filter loads, the last one stays on screen. */
  loadingMore: msg`Loading…`,
  pagination: msg`Pages`,
  previous: msg`Previous`,
  next: msg`Next`,
  exportLabel: msg`Export CSV`,
  exportBusy: msg`Exporting…`,
  exportFailed: msg`The CSV file could not be made.`,
  /** D17: said beside Export CSV while privacy mode hides amounts on screen. */
  exportKeepsAmounts: msg`Privacy mode is on: the exported file holds the real amounts.`,
  exported: (fileName: string, rows: number): MessageDescriptor =>
    msg`Downloaded ${fileName} (${plural(rows, { one: '# transaction', other: '# transactions' })}).`,
  /** A page past the end (the server's 404 `Invalid page.`): where the user landed instead. */
  pageOutOfRange: (asked: number, shown: number): MessageDescriptor =>
    msg`There is no page ${asked}. Showing page ${shown}, the last page.`,
  /** The Details of a sent transfer, and of a received one (the CSV file's stay English). */
  sentTo: (email: string): MessageDescriptor => msg`To: ${email}`,
  receivedFrom: (email: string): MessageDescriptor => msg`From: ${email}`,
  helpText: msg`Questions about a transaction?`,
  contactSupport: msg`Contact support`,
} as const;
