export { CopyTraderScreen } from './CopyTraderScreen';
