import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../src/core/access';
import { defineResource, resolveDefault, text, type Resource } from '../../src/core/resource';
import { categoriasTickets, clientes, productos, taxes, tickets, users } from '../../src/core/resources';
import { firstError, formatNit, resourceFormSchema, validateRecord } from '../../src/core/rules';

const NOW = new Date('2024-06-15T15:00:00Z');
const TZ = 'America/Bogota';

const seller: Principal = {
  roles: ['Vendedor'],
  permissions: ['Agregar Clientes', 'Editar Clientes', 'Agregar Tickets', 'Agregar Productos'],
  modules: ['clientes', 'tickets', 'inventarios'],
};
const superAdmin: Principal = { roles: ['SuperAdmin'], permissions: [], modules: ['clientes', 'tickets', 'inventarios', 'booking'] };

/** A new record as the form starts it: every field's default. */
const defaults = (r: Resource) =>
  Object.fromEntries(Object.entries(r.fields).map(([k, f]) => [k, resolveDefault(f, { userId: 7, now: NOW })]).filter(([, v]) => v !== undefined));

const create = (r: Resource, data: Record<string, unknown>, principal: Principal | null = seller) =>
  validateRecord(r, data, { principal, mode: 'create', now: NOW, timeZone: TZ });

describe('clientes', () => {
  const base = { ...defaults(clientes), nombres: 'Ana', document: formatNit('900123456') };

  it('a complete new client is valid', () => expect(create(clientes, base)).toEqual({}));
  it('missing nombres → El campo Nombres es obligatorio.', () => {
    const { nombres: _, ...rest } = base;
    expect(create(clientes, rest)).toEqual({ nombres: ['El campo Nombres es obligatorio.'] });
  });
  it('a NIT with a wrong check digit fails when tipo_documento is 31', () => {
    expect(create(clientes, { ...base, tipo_documento: '31', document: '900123456-1' }).document).toEqual(['No es un NIT válido']);
  });
  it('the same document passes as a cédula (tipo_documento 13)', () => {
    expect(create(clientes, { ...base, tipo_documento: '13', document: '900123456-1' })).toEqual({});
  });
  it('names the field in Laravel-style messages', () => {
    expect(create(clientes, { ...base, nombres: 'A', estado: 'Dormido' })).toEqual({
      nombres: ['El campo Nombres debe tener al menos 2 caracteres.'],
      estado: ['El valor seleccionado para Estado no es válido.'],
    });
  });
  it('egreso must not be before ingreso; nacimiento before today', () => {
    expect(create(clientes, { ...base, ingreso: '2024-03-01', egreso: '2024-02-28', nacimiento: '2024-06-15' })).toEqual({
      egreso: ['El campo Fecha de egreso debe ser una fecha posterior o igual a Fecha de ingreso.'],
      nacimiento: ['El campo Nacimiento debe ser una fecha anterior a hoy.'],
    });
  });
  it('computed and readonly fields are not validated', () => {
    expect(create(clientes, { ...base, full_name: 'x'.repeat(5000), user_id: 'not an id' })).toEqual({});
  });

  describe('update: only the keys sent are checked', () => {
    const update = (data: Record<string, unknown>) =>
      validateRecord(clientes, data, { principal: seller, mode: 'update', recordId: 3, now: NOW });
    it('a subset is valid', () => expect(update({ nombres: 'Beatriz' })).toEqual({}));
    it('an empty required key still fails', () => expect(update({ nombres: '' })).toEqual({ nombres: ['El campo Nombres es obligatorio.'] }));
    it('a present key is checked with the data sent', () => {
      expect(update({ tipo_documento: '31', document: '800197268-5' })).toEqual({ document: ['No es un NIT válido'] });
    });
    const stored = { id: 3, tipo_documento: '13', document: '1020304050', nombres: 'Ana', ingreso: '2024-03-01' };
    const withRow = (data: Record<string, unknown>) =>
      validateRecord(clientes, data, { principal: seller, mode: 'update', recordId: 3, existing: stored, now: NOW });
    it('with the stored row, other-field rules see the record as it will be', () => {
      expect(withRow({ egreso: '2024-02-01' })).toEqual({
        egreso: ['El campo Fecha de egreso debe ser una fecha posterior o igual a Fecha de ingreso.'],
      });
      expect(withRow({ egreso: '2024-03-01' })).toEqual({});
    });
    it('changing tipo_documento to 31 re-checks the stored document as a NIT', () => {
      expect(withRow({ tipo_documento: '31' })).toEqual({ document: ['No es un NIT válido'] });
      expect(withRow({ tipo_documento: '31', document: '800197268-4' })).toEqual({});
      expect(withRow({ tipo_documento: '22' })).toEqual({});
    });
  });
});

describe('tickets', () => {
  const base = { ...defaults(tickets), titulo: 'Falla en la impresora', contenido: 'No imprime facturas', categoria_id: 1 };
  it('vencimiento must be after tomorrow', () => {
    expect(create(tickets, { ...base, vencimiento: '2024-06-16' })).toEqual({
      vencimiento: ['El campo Vencimiento debe ser una fecha posterior a mañana.'],
    });
    expect(create(tickets, { ...base, vencimiento: '2024-06-17' })).toEqual({});
    expect(create(tickets, { ...base, vencimiento: null })).toEqual({}); // optional
  });
  it('a non-SuperAdmin is not validated on superAdminOnly fields (user_id is fixed to them)', () => {
    const { user_id: _, ...noOwner } = base;
    expect(create(tickets, noOwner, seller)).toEqual({});
    expect(create(tickets, noOwner, superAdmin)).toEqual({ user_id: ['El campo Creado por es obligatorio.'] });
  });
  it('an update does not re-check stored values it does not touch', () => {
    const existing = { ...base, id: 4, vencimiento: '2024-01-01' }; // long past
    expect(validateRecord(tickets, { titulo: 'Otro título' }, { principal: seller, mode: 'update', recordId: 4, existing, now: NOW })).toEqual({});
  });
  it('priority and points bounds', () => {
    expect(create(tickets, { ...base, priority: 6, points: '100' })).toEqual({
      priority: ['El valor seleccionado para Prioridad no es válido.'],
      points: ['El campo Puntos no debe ser mayor que 99.'],
    });
    expect(create(tickets, { ...base, priority: '5', points: '99' })).toEqual({});
  });
});

describe('users', () => {
  const base = { ...defaults(users), full_name: 'Ana Pérez', email: 'ana@ejemplo.co', documento: '1020304050' };
  it('password confirmation mismatch', () => {
    expect(create(users, { ...base, password: 'secreto1', password_confirmation: 'secreto2' })).toEqual({
      password: ['Las contraseñas no coinciden'],
    });
    expect(create(users, { ...base, password: 'secreto1', password_confirmation: 'secreto1' })).toEqual({});
  });
  it('a PUT without password leaves it alone', () => {
    expect(validateRecord(users, { full_name: 'Ana' }, { principal: superAdmin, mode: 'update', recordId: 1 })).toEqual({});
  });
});

describe('module, permission and readonly gates', () => {
  it('a field of a module the tenant does not have is not validated', () => {
    const data = { ...defaults(productos), referencia: 'R-1', name: 'Café', duration: -5 };
    expect(create(productos, data, seller)).toEqual({});
    expect(create(productos, data, superAdmin)).toEqual({ duration: ['El campo Duración (minutos) debe ser al menos 0.'] });
  });
  it('readonly and can-gated fields are skipped', () => {
    const r = defineResource({
      name: 'demo', label: { one: 'Demo', many: 'Demos' },
      fields: {
        a: text({ label: 'A', rules: 'required', readonly: true }),
        b: text({ label: 'B', rules: 'required', can: 'Ver Secretos' }),
      },
    });
    expect(create(r, {}, seller)).toEqual({});
    expect(create(r, {}, { ...seller, permissions: ['Ver Secretos'] })).toEqual({ b: ['El campo B es obligatorio.'] });
  });
  it('money compares as decimal strings', () => {
    const data = { ...defaults(productos), referencia: 'R-1', name: 'Café' };
    expect(create(productos, { ...data, precio: '1234.50' })).toEqual({});
    expect(create(productos, { ...data, precio: '-0.01', precio5: '12abc' })).toEqual({
      precio: ['El campo Precio debe ser al menos 0.'],
      precio5: ['El campo Precio 5 debe ser un número.'],
    });
  });
  it('a category cannot be its own parent', () => {
    const opts = { principal: superAdmin, mode: 'update' as const, recordId: 9 };
    expect(validateRecord(categoriasTickets, { parent_id: 9 }, opts)).toEqual({ parent_id: ['Este valor no puede ser igual al editado'] });
    expect(validateRecord(categoriasTickets, { parent_id: 8 }, opts)).toEqual({});
  });
  it('firstError gives the 422 message', () => {
    expect(firstError(create(taxes, { ...defaults(taxes), name: '' }, superAdmin))).toBe('El campo Nombre es obligatorio.');
    expect(firstError({})).toBeUndefined();
  });
});

describe('resourceFormSchema (react-hook-form + zod)', () => {
  const schema = resourceFormSchema(clientes, seller, { now: NOW, timeZone: TZ });
  const valid = { ...defaults(clientes), nombres: 'Ana', document: '800197268-4' };

  it('reports the engine messages at the field path', () => {
    const result = schema.safeParse({ ...valid, nombres: '', document: '800197268-5' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['document', 'No es un NIT válido'],
      ['nombres', 'El campo Nombres es obligatorio.'],
    ]);
  });
  it('same messages as the server', () => {
    const data = { ...valid, email: 'nope', telefono: '12' };
    const server = validateRecord(clientes, data, { principal: seller, mode: 'create', now: NOW, timeZone: TZ });
    const issues = schema.safeParse(data).error!.issues;
    expect(Object.fromEntries(issues.map((i) => [i.path[0], [i.message]]))).toEqual(server);
  });
  it('keeps extra keys such as a confirmation', () => {
    const parsed = resourceFormSchema(users, superAdmin).parse({
      full_name: 'Ana', email: 'ana@x.co', documento: '123', password: 'secreto1', password_confirmation: 'secreto1',
    });
    expect(parsed.password_confirmation).toBe('secreto1');
  });
  it('works through zodResolver', async () => {
    const resolver = zodResolver(schema);
    const out = await resolver({ ...valid, nombres: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(out.errors.nombres?.message).toBe('El campo Nombres es obligatorio.');
    const ok = await resolver(valid, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
  });
});
