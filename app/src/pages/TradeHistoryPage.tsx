import { TradeHistoryScreen } from '@tp/ui/screens/TradeHistory';

export function Component() {
  return <TradeHistoryScreen />;
}
