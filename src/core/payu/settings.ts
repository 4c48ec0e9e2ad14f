import type { SettingDef } from '../resources/setting-def';

/** The tenant settings of PayU WebCheckout (merchant credentials; the public sandbox by default). */
export const PAYU_SETTINGS: readonly SettingDef[] = [];
