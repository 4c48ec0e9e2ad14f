export { ChangePasswordScreen } from './change-password-screen';
export { ResetPasswordScreen } from './reset-password-screen';
