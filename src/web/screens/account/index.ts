export { ProfileScreen } from './profile-screen';
export { SettingsScreen } from './settings-screen';
export { AdminSettingsScreen } from './admin-settings-screen';
export { BannerScreen } from './banner-screen';
