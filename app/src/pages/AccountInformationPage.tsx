import { AccountInformationScreen } from '@tp/ui/screens/AccountInformation';

export function Component() {
  return <AccountInformationScreen />;
}
