import { OverviewScreen } from '@tp/ui/screens/Overview';

export function Component() {
  return <OverviewScreen />;
}
