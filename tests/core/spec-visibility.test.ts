// Spec 02 §6's field visibility, as users meet it: who sees which field (canSeeField is what every
// read, filter, include, export and form applies — tests/server/access.test.ts shows the server path).
import { describe, expect, it } from 'vitest';
import { canSeeField, type Principal } from '../../src/core/access';
import { getResource, RESOURCES } from '../../src/core/resources';

const MODULES = [...new Set(RESOURCES.flatMap((r) => [r.module, ...Object.values(r.fields).map((f) => f.modulo)]).filter(Boolean) as string[])];
const superAdmin: Principal = { roles: ['SuperAdmin'], permissions: [], modules: MODULES };
/** An administrator of everything with every permission word, but not SuperAdmin and not a DIAN sender. */
const manager: Principal = {
  roles: ['Gerente'], modules: MODULES,
  permissions: RESOURCES.flatMap((r) => Object.values(r.access)).flat().filter((x): x is string => typeof x === 'string' && x !== 'SuperAdmin'),
};
const sender: Principal = { ...manager, canSendToDian: true };

const field = (resource: string, name: string) => {
  const f = getResource(resource)?.fields[name];
  if (!f) throw new Error(`${resource}.${name} is not declared`);
  return f;
};

describe('spec 02 §6: who sees which field', () => {
  it.each([
    ['tickets', 'user_id'], ['invoices', 'user_id'], ['invoices', 'vendedor_id'], ['clientes', 'balance'],
    ['users', 'cliente_id'], ['users', 'categorias_tickets'],
  ])('%s.%s: SuperAdmin only', (resource, name) => {
    expect(canSeeField(superAdmin, field(resource, name))).toBe(true);
    expect(canSeeField(manager, field(resource, name))).toBe(false);
  });

  it.each([['invoices', 'estado_dian'], ['invoices', 'codigo_dian'], ['pedidos', 'invoice_send']])(
    '%s.%s: only who can send to the DIAN', (resource, name) => {
      expect(canSeeField(manager, field(resource, name))).toBe(false);
      expect(canSeeField(sender, field(resource, name))).toBe(true);
    });

  it('the order location picker only for admins of orders', () => {
    expect(canSeeField({ ...manager, permissions: manager.permissions.filter((p) => p !== 'Administrar Pedidos') }, field('pedidos', 'location'))).toBe(false);
    expect(canSeeField(manager, field('pedidos', 'location'))).toBe(true);
  });

  it('module flags hide fields: a tenant without inventarios does not see an order’s warehouse', () => {
    expect(canSeeField(manager, field('pedidos', 'bodega_id'))).toBe(true);
    expect(canSeeField({ ...manager, modules: MODULES.filter((m) => m !== 'inventarios') }, field('pedidos', 'bodega_id'))).toBe(false);
  });
});

describe('a field limited to roles (spec 03 §3.1 `role`)', () => {
  const notes = { ...field('clientes', 'nombres'), role: ['Contador', 'Gerente'] };
  it('is seen by those roles and SuperAdmin only, not by a permission of the same name', () => {
    expect(canSeeField(manager, notes)).toBe(true); // role Gerente
    expect(canSeeField(superAdmin, notes)).toBe(true);
    expect(canSeeField({ ...manager, roles: ['Vendedor'] }, notes)).toBe(false);
    expect(canSeeField({ ...manager, roles: ['Vendedor'], permissions: [...manager.permissions, 'Contador'] }, notes)).toBe(false);
    expect(canSeeField({ ...manager, roles: ['Vendedor'] }, field('clientes', 'nombres'))).toBe(true); // no role: everyone
  });
});
