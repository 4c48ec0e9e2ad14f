import { proxy, subscribe } from 'valtio';
import { setMoneyDisplay } from '../../core/money/display';
import type { Resource } from '../../core/resource/types';

/**
 * What this device keeps besides language and theme (spec 02 'Local settings'): the puesto, entidad and
 * client new records start with, per tenant (ids are the tenant's), and the currency display (symbol,
 * decimals; spec 02 §9 default '$', 0) that core/money's formatter uses when a caller names none.
 * The POS fields of the same list belong to the point of sale.
 */
export const DEVICE_DEFAULT_FIELDS = { puesto_id: 'puestos', entidad_id: 'entidades', cliente_id: 'clientes' } as const;
export type DeviceDefaultField = keyof typeof DEVICE_DEFAULT_FIELDS;

export interface DeviceSettings {
  symbol: string;
  decimals: number;
  /** tenant id → field → record id. */
  defaults: Record<string, Partial<Record<DeviceDefaultField, number>>>;
}

const KEY = 'mando.device';

function load(): DeviceSettings {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<DeviceSettings>;
    const decimals = Number(s.decimals);
    return {
      symbol: typeof s.symbol === 'string' && s.symbol.trim() ? s.symbol : '$',
      decimals: Number.isInteger(decimals) && decimals >= 0 && decimals <= 4 ? decimals : 0,
      defaults: s.defaults && typeof s.defaults === 'object' ? s.defaults : {},
    };
  } catch {
    return { symbol: '$', decimals: 0, defaults: {} };
  }
}

export const deviceState = proxy<DeviceSettings>(typeof localStorage === 'undefined' ? { symbol: '$', decimals: 0, defaults: {} } : load());

export function initDeviceSettings(): void {
  setMoneyDisplay(deviceState);
  subscribe(deviceState, () => {
    setMoneyDisplay(deviceState);
    try { localStorage.setItem(KEY, JSON.stringify(deviceState)); } catch { /* private mode */ }
  });
}

export function setDeviceDefault(tenantId: number, field: DeviceDefaultField, id: number | null): void {
  const mine = { ...(deviceState.defaults[String(tenantId)] ?? {}) };
  if (id === null) delete mine[field];
  else mine[field] = id;
  deviceState.defaults[String(tenantId)] = mine;
}

/**
 * The device's defaults a new record of `r` takes: its fields named puesto_id, entidad_id or cliente_id
 * that relate to those resources, with the id this device chose for the tenant.
 */
export function deviceDefaultsFor(r: Resource, tenantId: number | null | undefined, state: DeviceSettings = deviceState): Record<string, number> {
  const mine = tenantId == null ? undefined : state.defaults[String(tenantId)];
  if (!mine) return {};
  const out: Record<string, number> = {};
  for (const [field, target] of Object.entries(DEVICE_DEFAULT_FIELDS) as [DeviceDefaultField, string][]) {
    const f = r.fields[field];
    const id = mine[field];
    if (f?.kind === 'relation' && f.relation?.resource === target && typeof id === 'number') out[field] = id;
  }
  return out;
}
