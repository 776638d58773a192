export { TransferAssetScreen } from './TransferAssetScreen';
export {
  TransferAssetView,
  totalTransferred,
  type TransferAssetViewProps,
} from './TransferAssetView';
export { TransferForm, waitTimeOptions, type TransferFormProps } from './TransferForm';
export {
  RecentTransfersTable,
  formatTransferDate,
  type TransferRow,
  type RecentTransfersTableProps,
} from './RecentTransfersTable';
export {
  TransferCompleteDialog,
  type CompletedTransfer,
  type TransferCompleteDialogProps,
} from './TransferCompleteDialog';
export {
  validateTransfer,
  transferRequestOf,
  type TransferErrors,
  type TransferField,
  type TransferFormValues,
  type TransferRequest,
} from './validateTransfer';
export { createTransferFailures } from './transferFailures';
