import { ContactScreen } from '@tp/ui/screens/Contact';

export function Component() {
  return <ContactScreen />;
}
