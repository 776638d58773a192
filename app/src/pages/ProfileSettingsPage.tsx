import { ProfileSettingsScreen } from '@tp/ui/screens/ProfileSettings';

export function Component() {
  return <ProfileSettingsScreen />;
}
