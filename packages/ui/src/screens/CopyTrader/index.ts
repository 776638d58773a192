export { CopyTraderScreen } from './CopyTraderScreen';
export { CopyTraderView, type CopyTraderViewProps } from './CopyTraderView';
export {
  CopyTradersTable,
  copyTraderStatusLabels,
  formatJoinedDate,
  type CopyTradersTableProps,
} from './CopyTradersTable';
export { TraderDirectory, type TraderDirectoryProps } from './TraderDirectory';
export { StopCopyingDialog, type StopCopyingDialogProps } from './StopCopyingDialog';
export { JoinTraderForm, type JoinFormValues, type JoinTraderFormProps } from './JoinTraderForm';
export {
  copyTraderTexts,
  rowActionLabels,
  type NamedTrader,
  type RowAction,
} from './copyTraderTexts';
export { codeToJoin } from './traderCode';
export { formatPerformance, performanceTrend, performanceUnknown } from './formatPerformance';
export { joinFailures, joinFailureOf, type JoinField } from './joinFailures';
export {
  rowActionFailureOf,
  rowActionOf,
  rowActionsReducer,
  type RowActionEvent,
  type RowActions,
  type RowActionState,
} from './rowActions';
