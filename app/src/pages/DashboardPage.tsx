import { DashboardScreen } from '@tp/ui/screens/Dashboard';

export function Component() {
  return <DashboardScreen />;
}
