export { Shell } from './shell';
export { useTenantName } from './use-tenant';
