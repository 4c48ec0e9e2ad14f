export { ProfileScreen } from './profile-screen';
export { SettingsScreen } from './settings-screen';
