export { NotificationsButton, NOTIFICATIONS_SHORTCUT } from './notifications-button';
