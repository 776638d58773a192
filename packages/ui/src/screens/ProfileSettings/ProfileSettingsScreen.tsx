export function ProfileSettingsScreen() {
  return <h1>Profile Settings</h1>;
}
