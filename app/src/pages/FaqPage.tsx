import { FaqScreen } from '@tp/ui/screens/Faq';

export function Component() {
  return <FaqScreen />;
}
