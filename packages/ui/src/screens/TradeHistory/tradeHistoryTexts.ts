// Texts of the Trade History screen that the spec does not fix (spec 2 §2 names the filter's options,
// the columns and the empty text, which lives in @tp/messages). Kept here, beside the screen.
import type { TradeHistoryFilter } from '@tp/api';

/** Spec 2 §2 and §9: the filter's options, in the spec's order, by their URL value. */
export const filterLabels: Readonly<Record<TradeHistoryFilter, string>> = {
  all: 'All Transactions',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  transfer: 'Transfer',
};

export const tradeHistoryTexts = {
  title: 'Trade History',
  lead: 'Your deposits, withdrawals and transfers, newest first.',
  listTitle: 'Transactions',
  filterLabel: 'Filter',
  loading: 'Loading transactions',
  /** While the next page or filter loads, the last one stays on screen. */
  loadingMore: 'Loading…',
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  exportLabel: 'Export CSV',
  exportBusy: 'Exporting…',
  exportFailed: 'The CSV file could not be made.',
  /** D17: said beside Export CSV while privacy mode hides amounts on screen. */
  exportKeepsAmounts: 'Privacy mode is on: the exported file holds the real amounts.',
  exported: (fileName: string, rows: number) =>
    `Downloaded ${fileName} (${rows} ${rows === 1 ? 'transaction' : 'transactions'}).`,
  /** A page past the end (the server's 404 `Invalid page.`): where the user landed instead. */
  pageOutOfRange: (asked: number, shown: number) =>
    `There is no page ${asked}. Showing page ${shown}, the last page.`,
  helpText: 'Questions about a transaction?',
  contactSupport: 'Contact support',
} as const;
