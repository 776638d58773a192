export { AccountInformationScreen } from './AccountInformationScreen';
