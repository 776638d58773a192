import { ForgotPasswordScreen } from '@tp/ui/screens/ForgotPassword';

export function Component() {
  return <ForgotPasswordScreen />;
}
