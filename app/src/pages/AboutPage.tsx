import { AboutScreen } from '@tp/ui/screens/About';

export function Component() {
  return <AboutScreen />;
}
