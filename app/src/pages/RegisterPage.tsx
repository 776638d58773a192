import { RegisterScreen } from '@tp/ui/screens/Register';

export function Component() {
  return <RegisterScreen />;
}
