export { ChangePasswordScreen } from './ChangePasswordScreen';
export { ResetPasswordScreen } from './ResetPasswordScreen';
