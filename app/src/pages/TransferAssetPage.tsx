import { TransferAssetScreen } from '@tp/ui/screens/TransferAsset';

export function Component() {
  return <TransferAssetScreen />;
}
