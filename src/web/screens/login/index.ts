export { LoginScreen } from './LoginScreen';
export { TenantField } from './shared';
export { useTenantChoice, type TenantChoice } from './use-tenants';
