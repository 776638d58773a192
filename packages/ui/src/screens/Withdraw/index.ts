export { WithdrawScreen, withdrawalRequestOf } from './WithdrawScreen';
export { WithdrawView, type WithdrawViewProps } from './WithdrawView';
export { WithdrawForm, chainOptions, type WithdrawFormProps } from './WithdrawForm';
export { PendingWithdrawals, destinationOf } from './PendingWithdrawals';
export { maskAccount } from './maskAccount';
export {
  validateWithdrawal,
  emptyWithdrawalForm,
  type WithdrawalField,
  type WithdrawalFormValues,
} from './validateWithdrawal';
export { withdrawalLimits, withdrawalMethods, type WithdrawMethod } from './withdrawalLimits';
