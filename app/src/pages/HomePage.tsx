import { HomeScreen } from '@tp/ui/screens/Home';

export function Component() {
  return <HomeScreen />;
}
