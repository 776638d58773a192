import { WithdrawScreen } from '@tp/ui/screens/Withdraw';

export function Component() {
  return <WithdrawScreen />;
}
