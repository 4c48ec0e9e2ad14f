export { LoginScreen } from './login-screen';
export { TenantField } from './tenant-field';
export { useTenantChoice, type TenantChoice } from './use-tenants';
