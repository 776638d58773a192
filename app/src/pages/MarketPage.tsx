import { MarketScreen } from '@tp/ui/screens/Market';

export function Component() {
  return <MarketScreen />;
}
