import { PackagesScreen } from '@tp/ui/screens/Packages';

export function Component() {
  return <PackagesScreen />;
}
