export { TradeHistoryScreen } from './TradeHistoryScreen';
export {
  TradeHistoryView,
  type ExportStatus,
  type HistoryPage,
  type TradeHistoryViewProps,
} from './TradeHistoryView';
export { HistoryTable, type HistoryTableProps } from './HistoryTable';
export {
  defaultHistoryQuery,
  lastPageOf,
  needsCanonicalUrl,
  parseHistoryQuery,
  rangeText,
  readPage,
  serializeHistoryQuery,
  withFilter,
  withPage,
  type HistoryQuery,
} from './historyQuery';
export {
  formatLedgerAmount,
  formatLedgerDate,
  ledgerDetails,
  noDetails,
  statusBesideCounterparty,
  type LedgerDetails,
} from './ledgerRows';
export {
  amountCell,
  csvColumns,
  csvFileName,
  csvRow,
  guardFormula,
  quoteField,
  toCsv,
} from './toCsv';
export { filterLabels, tradeHistoryTexts } from './tradeHistoryTexts';
