export { TransferAssetScreen } from './TransferAssetScreen';
