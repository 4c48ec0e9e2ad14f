import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, setMoneyDisplay } from '../../src/core/money';
import { bodegas, clientes, pedidos, productos, users } from '../../src/core/resources';
import { deviceDefaultsFor, type DeviceSettings } from '../../src/web/lib/device-settings';

// spec 02 'Local settings': the device's puesto, entidad and client are new records' defaults where a
// resource has such a relation; symbol and decimals are the currency display when a caller names none.

const state = (defaults: DeviceSettings['defaults']): DeviceSettings => ({ symbol: '$', decimals: 0, defaults });

describe('device defaults for new records', () => {
  it('fills the fields a resource has, for the tenant they were chosen in', () => {
    const s = state({ 7: { puesto_id: 3, entidad_id: 2, cliente_id: 11 } });
    expect(deviceDefaultsFor(bodegas, 7, s)).toMatchObject({ puesto_id: 3, entidad_id: 2 });
    expect(deviceDefaultsFor(pedidos, 7, s)).toMatchObject({ cliente_id: 11 });
    expect(deviceDefaultsFor(productos, 7, s)).not.toHaveProperty('cliente_id');
    // Another tenant's ids are not this tenant's.
    expect(deviceDefaultsFor(bodegas, 8, s)).toEqual({});
    expect(deviceDefaultsFor(users, null, s)).toEqual({});
  });

  it('leaves out a field named alike that relates to something else', () => {
    const odd = { ...clientes, fields: { ...clientes.fields, puesto_id: { ...clientes.fields.nombres, kind: 'text' as const } } };
    expect(deviceDefaultsFor(odd, 7, state({ 7: { puesto_id: 3 } }))).toEqual({});
  });
});

describe('currency display', () => {
  afterEach(() => setMoneyDisplay({}));
  it("defaults to '$' and 0 decimals (spec 02 §9); the device's symbol and decimals when set", () => {
    expect(formatMoney('1234567.891')).toBe('$ 1.234.568');
    setMoneyDisplay({ symbol: 'COP', decimals: 2 });
    expect(formatMoney('1234567.891')).toBe('COP 1.234.567,89');
    // A caller that names its decimals keeps them.
    expect(formatMoney('10.5', 0)).toBe('COP 11');
    setMoneyDisplay({ symbol: ' ', decimals: 9 });
    expect(formatMoney('5')).toBe('$ 5');
  });
});
