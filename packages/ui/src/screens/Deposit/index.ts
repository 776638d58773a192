export { DepositScreen } from './DepositScreen';
export { DepositView, type DepositViewProps } from './DepositView';
export {
  DepositFlow,
  type DepositFlowProps,
  type DepositFlowStart,
  type DepositRequest,
  type DepositStep,
} from './DepositFlow';
export { depositWallets, type DepositWallet } from './depositWallets';
export { validateDeposit, amountError } from './validateDeposit';
export { checkProofFile, proofImageType, maxProofBytes } from './checkProofFile';
export { createDepositFailures } from './depositFailures';
