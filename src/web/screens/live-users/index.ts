export { LiveUsersScreen } from './live-users-screen';
