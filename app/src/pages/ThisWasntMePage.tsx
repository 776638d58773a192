import { ThisWasntMeScreen } from '@tp/ui/screens/ThisWasntMe';

export function Component() {
  return <ThisWasntMeScreen />;
}
