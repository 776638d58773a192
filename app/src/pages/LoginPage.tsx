import { LoginScreen } from '@tp/ui/screens/Login';

export function Component() {
  return <LoginScreen />;
}
