import { HowItWorksScreen } from '@tp/ui/screens/HowItWorks';

export function Component() {
  return <HowItWorksScreen />;
}
