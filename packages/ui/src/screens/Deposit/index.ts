export { DepositScreen } from './DepositScreen';
