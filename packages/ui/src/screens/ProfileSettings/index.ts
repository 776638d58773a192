export { ProfileSettingsScreen } from './ProfileSettingsScreen';
