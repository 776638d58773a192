import { DepositScreen } from '@tp/ui/screens/Deposit';

export function Component() {
  return <DepositScreen />;
}
