import { CopyTraderScreen } from '@tp/ui/screens/CopyTrader';

export function Component() {
  return <CopyTraderScreen />;
}
