// Issue 14: every back-office resource of the entities spec answers a bare create with its required
// fields (spec 02 §5), fills its defaults (§3, §4, §9) and holds at least one rule of its own, on
// the server. Table-driven: one row per resource.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';
import { FACTORIES } from '../helpers/factories';
import { TestFile } from '../helpers/multipart';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
});
afterAll(() => t.close());

const REQ = 'El campo {label} es obligatorio.';
const required = (label: string) => REQ.replace('{label}', label);

interface Row {
  resource: string;
  /** field → message of a POST {} (spec 02 §5 'required'). */
  required: Record<string, string>;
  /** field → value a valid create gets when it does not send the field. */
  defaults: Record<string, unknown>;
  /** One rule: a body on top of a valid one, the field and the message it gets. */
  rule: [Record<string, unknown>, string, string];
  /** Further rules of the resource, checked the same way. */
  more?: [Record<string, unknown>, string, string][];
}

const ROWS: Row[] = [
  { resource: 'banks', required: { name: required('Nombre'), code: required('Código') }, defaults: {},
    rule: [{ url: 'ftp://banco' }, 'url', 'El campo Sitio web debe ser una dirección web válida (http o https).'] },
  { resource: 'concepts', required: { code: required('Código'), name: required('Nombre') }, defaults: { type: 'devengado', apply_on: 'No Aplica', active: true },
    rule: [{ type: 'bonificacion' }, 'type', 'El valor seleccionado no es válido.'] },
  { resource: 'charges', required: { name: required('Nombre') }, defaults: { percent_arl: '4.0000' },
    rule: [{ percent_arl: '-1' }, 'percent_arl', 'El campo Porcentaje ARL debe ser al menos 0.'] },
  { resource: 'companies', required: { name: required('Nombre'), document: required('Documento') }, defaults: { active: true },
    rule: [{ name: 'X' }, 'name', 'El campo Nombre debe tener al menos 2 caracteres.'] },
  { resource: 'units', required: { name: required('Nombre'), short: required('Abreviatura') }, defaults: {},
    rule: [{ rate_conversion: '-0.5' }, 'rate_conversion', 'El campo Factor de conversión debe ser al menos 0.'] },
  { resource: 'categorias-documentos', required: { nombre: required('Nombre') }, defaults: {},
    rule: [{ nombre: 'ab' }, 'nombre', 'El campo Nombre debe tener al menos 3 caracteres.'] },
  { resource: 'documents', required: { titulo: required('Título'), descripcion: required('Descripción'), categoria_id: required('Categoría'), file: required('Archivo') },
    defaults: { activo: true },
    rule: [{ expired_at: '2020-01-31' }, 'expired_at', 'El campo Vence debe ser una fecha posterior a hoy.'] },
  { resource: 'proveedores', required: { documento: required('Documento'), direccion: required('Dirección') }, defaults: { activo: true },
    rule: [{ email: 'compras' }, 'email', 'El campo Correo debe ser un correo electrónico válido.'] },
  { resource: 'productos', required: { referencia: required('Referencia'), name: required('Nombre') },
    defaults: { type: 'producto', stock: '0.00', minimum_stock: '-1.00', maximum_stock: '-1.00', duration: 30, precio2: null },
    rule: [{ precio7: '-5' }, 'precio7', 'El campo Precio 7 debe ser al menos 0.'] },
  { resource: 'inventarios', required: { item: required('Ítem'), referencia: required('Referencia'), valor_unitario: required('Valor unitario') },
    defaults: { active: true, minimum_stock: '-1.00', maximum_stock: '-1.00', stock_negativo: false, sync_bodega: false },
    rule: [{ valor_unitario: '-1' }, 'valor_unitario', 'El campo Valor unitario debe ser al menos 0.'] },
  // The second create repeats the first one's product and warehouse: one stock row per pair.
  { resource: 'bodega_inventario', required: { item_id: required('Producto'), bodega_id: required('Bodega') }, defaults: { stock: '0.00' },
    rule: [{}, 'bodega_id', 'Este producto ya tiene stock en esta bodega: edita esa fila.'] },
  { resource: 'bodegas', required: { nombre: required('Nombre') }, defaults: { estado: 'activa' },
    rule: [{ nombre: 'B'.repeat(51) }, 'nombre', 'El campo Nombre no debe tener más de 50 caracteres.'] },
  { resource: 'conductores', required: { nombres: required('Nombres') }, defaults: {},
    rule: [{ nombres: 'J' }, 'nombres', 'El campo Nombres debe tener al menos 2 caracteres.'] },
  { resource: 'vehiculos', required: { placa: required('Placa') }, defaults: { activo: true },
    rule: [{ placa: 'P'.repeat(51) }, 'placa', 'El campo Placa no debe tener más de 50 caracteres.'] },
  { resource: 'workers', required: { first_name: required('Primer nombre'), last_name: required('Apellidos'), document: required('Documento'), email: required('Correo') },
    defaults: { status: 'active', salary: '0.00' },
    rule: [{ birthday: '2999-01-01' }, 'birthday', 'El campo Cumpleaños debe ser una fecha anterior a ahora.'] },
  { resource: 'horarios', required: { nombre: required('Nombre') },
    defaults: { active: true, monday: [{ start: '08:00', end: '17:00' }], friday: [{ start: '08:00', end: '17:00' }], saturday: [], sunday: [] },
    rule: [{ monday: [{ start: '17:00', end: '08:00' }] }, 'monday', 'El campo Lunes debe tener rangos HH:mm en orden, cada uno con inicio antes del fin.'] },
  { resource: 'annotations', required: {}, defaults: { type: 'nota', quantity: '0.00' },
    rule: [{ type: '' }, 'type', required('Tipo')] },
  { resource: 'schedules', required: {}, defaults: {},
    rule: [{ start: '2031-03-02T08:00:00-05:00', end: '2031-03-01T08:00:00-05:00' }, 'end', 'El campo Fin debe ser una fecha posterior o igual a Inicio.'] },
  { resource: 'expenses', required: { number: required('Número'), concept: required('Concepto'), amount: 'Obligatorio' }, defaults: { status: 'pendiente' },
    rule: [{ amount: '0' }, 'amount', 'Debe ser mayor que 0'] },
  { resource: 'transports', required: { name: required('Nombre') }, defaults: { active: true },
    rule: [{ icon: 'ab' }, 'icon', 'El campo Icono (dirección web) debe ser una dirección web válida (http o https).'] },
  { resource: 'purchase_orders', required: { number: required('Número'), proveedor_id: required('Proveedor'), items: required('Productos') },
    defaults: { status: 'generado', is_processed: false, approved_at: null, approved_by: null },
    rule: [{ items: [{ name: 'Cajas de archivo', cantidad: '0', precio: '9000' }] }, 'items.0.cantidad', 'El campo Cantidad debe ser al menos 1.'],
    more: [[{ items: [{ name: 'Cajas de archivo', cantidad: '5', precio: '9000' }, { name: 'Toner', cantidad: '2', precio: '90000', cantidad_entregada: '3' }] },
      'items.1.cantidad_entregada', 'El campo Cantidad entregada debe ser menor o igual que Cantidad.']] },
  { resource: 'invoices-proveedores',
    required: { number: required('Número'), proveedor_id: required('Proveedor'), direccion: required('Dirección'), items: required('Productos') },
    defaults: { estado: 'emitida', forma_pago: 'Débito', pago: 'efectivo' },
    rule: [{ pago: 'bitcoin' }, 'pago', 'El valor seleccionado no es válido.'] },
  { resource: 'programacion-pedidos', required: { fecha: required('Fecha'), items: required('Líneas') }, defaults: { tipo: 'Menú' },
    rule: [{ productos_id: [999999999] }, 'productos_id', 'El valor seleccionado no es válido.'] },
  { resource: 'forms', required: { name: required('Nombre') }, defaults: { current_number: 0, use_global_sequence: false, required_signature: false },
    rule: [{ prefix: 'X'.repeat(21) }, 'prefix', 'El campo Prefijo no debe tener más de 20 caracteres.'] },
  { resource: 'form-responses', required: { form_id: required('Formulario') }, defaults: { status: 'draft' },
    rule: [{ status: 'archivada' }, 'status', 'El valor seleccionado no es válido.'] },
  { resource: 'registration-users', required: { code: required('Código') }, defaults: {},
    rule: [{ password: 'abc', password_confirmation: 'abc' }, 'password', 'El campo Contraseña debe tener al menos 6 caracteres.'] },
  { resource: 'sliders', required: { name: required('Nombre') }, defaults: { color: '#FFFFFF' },
    rule: [{ url: 'javascript:alert(1)' }, 'url', 'El campo Enlace debe ser una dirección web válida (http o https).'] },
  // fecha, estado, forma_pago and pago have defaults; vencimiento is required when forma_pago is Crédito (spec 02 §5).
  { resource: 'invoices', required: { cliente_id: required('Cliente'), direccion: required('Dirección'), items: required('Productos') },
    defaults: { estado: 'emitida', type: 'invoice', forma_pago: 'Débito', pago: 'efectivo', partially_paid: '0.00', debt: '190000.00', total: '190000.00' },
    rule: [{ forma_pago: 'Crédito' }, 'vencimiento', 'El campo Vencimiento es obligatorio cuando Forma de pago es Crédito.'] },
  { resource: 'receipts', required: { cliente_id: required('Cliente'), invoice_id: required('Factura'), amount: required('Valor'), concept: required('Concepto'), transaction: required('Transacción') },
    defaults: { status: 'emitido' },
    rule: [{ amount: '-5' }, 'amount', 'El campo Valor debe ser mayor que 0.'] },
  // Notes: the client comes from the invoice; numbered by the server from the NC/ND resolution.
  { resource: 'credit_notes', required: { invoice_id: required('Factura'), cliente_id: required('Cliente'), descripcion: required('Motivo') },
    defaults: { concepto: '1', estado_dian: 'DIAN_NO_ENVIADO', total: '1000.00' },
    rule: [{ concepto: '7' }, 'concepto', 'El valor seleccionado no es válido.'],
    more: [[{ items: [] }, 'items', 'El campo Productos es obligatorio a menos que Concepto sea Anulación.']] },
  { resource: 'debit_notes', required: { invoice_id: required('Factura'), cliente_id: required('Cliente'), descripcion: required('Motivo'), items: required('Productos') },
    defaults: { concepto: '1', estado_dian: 'DIAN_NO_ENVIADO', total: '1500.00' },
    rule: [{ concepto: '5' }, 'concepto', 'El valor seleccionado no es válido.'] },
  // next_number starts at start_range (the server's); the range may not end before it starts.
  { resource: 'proxy_resolutions',
    required: { number: required('Número de resolución'), start_range: required('Desde el número'), end_range: required('Hasta el número'),
      start_date: required('Vigente desde'), end_date: required('Vigente hasta') },
    defaults: { type: 'FE', active: true, next_number: 1, remaining: 5000 },
    rule: [{ start_range: 100, end_range: 99 }, 'end_range', 'El campo Hasta el número debe ser mayor o igual que Desde el número.'] },
  // A setting's value is checked by its key's catalogue field (core/resources/settings.ts).
  { resource: 'settings', required: { key: required('Clave') }, defaults: {},
    rule: [{ value: 'ftp://geo.example' }, 'value', 'El campo Buscador de direcciones (URL) debe ser una dirección web válida (http o https).'] },
];

async function validBody(resource: string) {
  const body = FACTORIES[resource]();
  for (const [k, v] of Object.entries(body)) {
    const m = typeof v === 'string' && /^__(.+)__$/.exec(v);
    if (m) body[k] = (await admin('GET', 'demo', `${m[1]}?limit=1`)).json()[0].id;
  }
  return body;
}

describe('back-office resources of the entities spec (issue 14)', () => {
  for (const row of ROWS) {
    it(`${row.resource}: required fields, defaults and a rule`, async () => {
      const bare = await admin('POST', 'demo', row.resource, {});
      if (Object.keys(row.required).length) {
        expect(bare.statusCode, bare.body).toBe(422);
        for (const [field, message] of Object.entries(row.required)) expect(bare.json().errors[field], field).toContain(message);
      }
      const body = await validBody(row.resource);
      const created = await admin('POST', 'demo', row.resource, body);
      expect(created.statusCode, created.body).toBe(201);
      for (const [field, value] of Object.entries(row.defaults)) expect(created.json()[field], field).toEqual(value);
      for (const [extra, field, message] of [row.rule, ...(row.more ?? [])]) {
        const bad = await admin('POST', 'demo', row.resource, { ...(await validBody(row.resource)), ...extra });
        expect(bad.statusCode, bad.body).toBe(422);
        expect(bad.json().errors[field]).toContain(message);
      }
    });
  }

  it('a document file is at most 10240 KB: a larger one is refused and nothing is stored', async () => {
    const body = await validBody('documents');
    const big = { ...body, file: new TestFile('escaneo.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10_300_000, 32)]), 'application/pdf') };
    const before = (await admin('GET', 'demo', 'documents?paginate=1')).json().total;
    const refused = await admin('POST', 'demo', 'documents', big);
    expect([413, 422]).toContain(refused.statusCode);
    expect(refused.json().errors.file.join(' ')).toMatch(/10 ?MB|10240/);
    expect((await admin('GET', 'demo', 'documents?paginate=1')).json().total).toBe(before);
    const ok = await admin('POST', 'demo', 'documents', body);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().file).toMatchObject({ name: expect.stringMatching(/^contrato-.*\.pdf$/), mime: 'application/pdf' });
    expect((await admin('GET', 'demo', `files/${ok.json().file.id}`)).body).toContain('%PDF-1.4');
  });

  it("a client-linked user allowed to see documents gets only its own client's, and never another client's file", async () => {
    const [mine, theirs] = (await admin('GET', 'demo', 'clientes?limit=2')).json() as { id: number }[];
    const doc = async (cliente_id: number) => (await admin('POST', 'demo', 'documents', { ...(await validBody('documents')), cliente_id })).json();
    const own = await doc(mine.id);
    const other = await doc(theirs.id);
    const perm = (await admin('GET', 'demo', `permissions?where[name]=${encodeURIComponent('Ver Documentos')}`)).json()[0];
    const role = (await admin('POST', 'demo', 'roles', { name: 'Cliente con documentos', permissions: [perm.id] })).json();
    const created = await admin('POST', 'demo', 'users', { full_name: 'Cliente Documentos', email: 'docs-cliente@demo.test', documento: '7123456',
      password: 'demo1234', password_confirmation: 'demo1234', roles: [role.id], cliente_id: mine.id });
    expect(created.statusCode, created.body).toBe(201);
    const client = api(t.app, await login(t.app, 'docs-cliente@demo.test'));
    const listed = (await client('GET', 'demo', 'documents?limit=100')).json() as { id: number; cliente_id: number }[];
    expect(listed.map((d) => d.id)).toContain(own.id);
    expect(listed.every((d) => d.cliente_id === mine.id)).toBe(true);
    expect((await client('GET', 'demo', `documents/${other.id}`)).statusCode).toBe(404);
    expect((await client('GET', 'demo', `documents?where[cliente_id]=${theirs.id}`)).json()).toEqual([]);
    expect((await client('GET', 'demo', `files/${other.file.id}`)).statusCode).toBe(404);
    expect((await client('GET', 'demo', `files/${own.file.id}`)).statusCode).toBe(200);
  });

  it('a transport starts with one blank condition (charge 0, no maximum) and cannot be left without conditions', async () => {
    const created = await admin('POST', 'demo', 'transports', { name: 'Recogida en tienda' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().conditions).toHaveLength(1);
    expect(created.json().conditions[0]).toMatchObject({ charge: '0', min_amount: '0' });
    expect(created.json().conditions[0].max_amount ?? '').toBe('');
    const empty = await admin('PUT', 'demo', `transports/${created.json().id}`, { conditions: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.conditions.join(' ')).toMatch(/Condiciones/);
  });

  it('a schedule starts tomorrow at 00:00 in Bogotá and an annotation now, by default', async () => {
    const before = Date.now();
    const s = (await admin('POST', 'demo', 'schedules', { note: 'Sin fecha' })).json();
    const start = new Date(s.start);
    expect(start.getTime() - before).toBeGreaterThan(0);
    expect(start.getTime() - before).toBeLessThanOrEqual(24 * 3600_000);
    expect(start.toISOString().slice(11, 19)).toBe('05:00:00'); // 00:00 at UTC−5
    const a = (await admin('POST', 'demo', 'annotations', { note: 'Ahora' })).json();
    expect(Math.abs(new Date(a.timestamp).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('bank, concept and company codes and names are unique per tenant', async () => {
    const bank = await validBody('banks');
    expect((await admin('POST', 'demo', 'banks', bank)).statusCode).toBe(201);
    const again = await admin('POST', 'demo', 'banks', { ...bank, name: `${bank.name} 2` });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual(['Ya existe un registro con este valor.']);
    // Another tenant may use the same code.
    const acme = api(t.app, await login(t.app, 'admin@acme.test'));
    expect((await acme('POST', 'acme', 'banks', bank)).statusCode).toBe(201);
  });

  it('a document category keeps its path from the root, and renaming a parent renames the subtree', async () => {
    const root = (await admin('POST', 'demo', 'categorias-documentos', { nombre: 'Recursos humanos' })).json();
    const child = (await admin('POST', 'demo', 'categorias-documentos', { nombre: 'Hojas de vida', parent_id: root.id })).json();
    expect(child.full_name).toBe('Recursos humanos / Hojas de vida');
    const leaf = (await admin('POST', 'demo', 'categorias-documentos', { nombre: 'Aprobadas', parent_id: child.id })).json();
    expect(leaf.full_name).toBe('Recursos humanos / Hojas de vida / Aprobadas');
    await admin('PUT', 'demo', `categorias-documentos/${root.id}`, { nombre: 'Talento humano' });
    expect((await admin('GET', 'demo', `categorias-documentos/${leaf.id}`)).json().full_name).toBe('Talento humano / Hojas de vida / Aprobadas');
    // full_name is the server's: a client cannot write it.
    const forged = await admin('PUT', 'demo', `categorias-documentos/${leaf.id}`, { full_name: 'Otra cosa' });
    expect(forged.json().full_name).toBe('Talento humano / Hojas de vida / Aprobadas');
  });

  it('a user without the module or the permission gets 403', async () => {
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    for (const r of ['workers', 'expenses', 'banks', 'proveedores']) {
      expect((await staff('GET', 'demo', r)).statusCode, r).toBe(403);
    }
    const acme = api(t.app, await login(t.app, 'admin@acme.test'));
    // acme's workers are its own: demo's seeded workers are not there.
    expect((await acme('GET', 'acme', 'workers?where[document]=52345678')).json()).toEqual([]);
  });
});
