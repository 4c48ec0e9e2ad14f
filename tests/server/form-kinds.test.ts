// Form field kinds through the API (issue 13): a bad value is a 422 with the kind's message on the
// field; good values are stored in their canonical form; visibleIf is respected by the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KIND_MESSAGES } from '../../src/core/resource/coerce-form';
import { formatNit } from '../../src/core/rules/nit';
import { api, createTestApp, login } from '../helpers/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let seq = 0;
const cliente = (over: Record<string, unknown> = {}) => ({
  tipo_documento: '31', document: formatNit(`8${Date.now() % 10_000_000}${++seq}`.slice(0, 9)), nombres: `Kinds ${seq} S.A.S.`, ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
});
afterAll(() => t.close());

describe('clientes: address, radio and extra', () => {
  it('stores the canonical address and the extra object', async () => {
    const res = await admin('POST', 'demo', 'clientes', cliente({
      direccion: 'cra 7 # 71-21 Of. 2', tipo_contribuyente: '2', extra: [{ key: 'ruta', value: 'Norte' }, { key: '', value: '' }],
    }));
    expect(res.statusCode).toBe(201);
    const row = (await admin('GET', 'demo', `clientes/${res.json().id}`)).json();
    expect(row).toMatchObject({ direccion: 'Carrera 7 # 71-21 Of. 2', tipo_contribuyente: '2', extra: { ruta: 'Norte' } });
  });

  it('an incomplete address, a value outside the radio options and duplicate keys are 422 on their fields', async () => {
    const res = await admin('POST', 'demo', 'clientes', cliente({
      direccion: 'Calle 45', tipo_contribuyente: '7', extra: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }],
    }));
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(errors.direccion).toEqual([FORM_KIND_MESSAGES.address]);
    expect(errors.tipo_contribuyente).toEqual(['El valor seleccionado no es válido.']);
    expect(errors.extra).toEqual([FORM_KIND_MESSAGES.extraDuplicate]);
    expect(typeof message).toBe('string');
  });

  it('more pairs than the field max is a 422 with the items message', async () => {
    const extra = Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: 'v' }));
    const res = await admin('POST', 'demo', 'clientes', cliente({ extra }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.extra).toEqual(['El campo Datos adicionales no debe tener más de 50 elementos.']);
  });
});

describe('pedidos: visibleIf on the server', () => {
  let clienteId: number;
  beforeAll(async () => {
    clienteId = (await admin('POST', 'demo', 'clientes', cliente())).json().id;
  });
  const pedido = (over: Record<string, unknown>) => ({
    cliente_id: clienteId, fecha_pedido: '2026-11-20', direccion_envio: 'Calle 1 # 2-3',
    items: [{ nombre: 'Servicio', cantidad: '1', precio: '1000' }], ...over,
  });

  it('the invoice type is required only while the order generates an invoice', async () => {
    const shown = await admin('POST', 'demo', 'pedidos', pedido({ facturar: true, invoice_type: '' }));
    expect(shown.statusCode).toBe(422);
    expect(shown.json().errors.invoice_type).toEqual(['El campo Tipo de factura es obligatorio.']);
    const hidden = await admin('POST', 'demo', 'pedidos', pedido({ facturar: false, invoice_type: '' }));
    expect(hidden.statusCode).toBe(201);
    // A hidden field's other rules still hold.
    const bad = await admin('POST', 'demo', 'pedidos', pedido({ facturar: false, invoice_type: 'XYZ' }));
    expect(bad.json().errors?.invoice_type).toEqual(['El valor seleccionado no es válido.']);
  });

  it('an order address without its number is a 422', async () => {
    const res = await admin('POST', 'demo', 'pedidos', pedido({ direccion_envio: 'Diagonal 75B' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.direccion_envio).toEqual([FORM_KIND_MESSAGES.address]);
  });
});
