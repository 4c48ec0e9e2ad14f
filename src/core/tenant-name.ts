/** A tenant's name as it appears in addresses (/{tenant}/api, {tenant}.domain) and as its realtime app key. */
const TENANT_NAME = /^[a-z0-9-]{1,63}$/;

export const isTenantName = (name: string): boolean => TENANT_NAME.test(name);
