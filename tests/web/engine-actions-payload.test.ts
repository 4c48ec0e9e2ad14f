import { describe, expect, it } from 'vitest';
import type { Principal } from '../../src/core/access';
import { clientes, productos, tickets, users } from '../../src/core/resources';
import { listActions, revisionsHref } from '../../src/web/engine/list/actions';
import { buildPayload, duplicateOf, formFields, initialValues, readOnlyFormFields } from '../../src/web/engine/data/payload';
import { groupByTab } from '../../src/web/engine/form/tabs';

const principal = (over: Partial<Principal> = {}): Principal =>
  ({ roles: [], permissions: [], modules: ['clientes', 'tickets', 'inventarios'], ...over });
const superAdmin = principal({ roles: ['SuperAdmin'] });

describe('list actions by permission (spec 01 §6)', () => {
  it('a viewer only views; row click opens the viewer', () => {
    const a = listActions(principal({ permissions: ['Ver Clientes'] }), clientes);
    expect(a).toMatchObject({ create: false, edit: false, delete: false, bulkDelete: false, duplicate: false, revisions: false, rowClick: 'view', view: true });
  });
  it('each permission unlocks its actions', () => {
    const a = listActions(principal({ permissions: ['Agregar Clientes', 'Editar Clientes'] }), clientes);
    expect(a).toMatchObject({ create: true, edit: true, duplicate: true, delete: false, rowClick: 'edit' });
    expect(listActions(principal({ permissions: ['Eliminar Clientes'] }), clientes)).toMatchObject({ delete: true, bulkDelete: true, create: false });
  });
  it('a module switched off hides everything but viewing', () => {
    const a = listActions(principal({ modules: [], permissions: ['Agregar Clientes', 'Editar Clientes', 'Eliminar Clientes'] }), clientes);
    expect(a).toMatchObject({ create: false, edit: false, delete: false });
  });
  it('revisions only for the resource role (default SuperAdmin); SuperAdmin gets all', () => {
    expect(listActions(superAdmin, clientes)).toMatchObject({ create: true, edit: true, delete: true, revisions: true });
    expect(listActions(principal({ roles: ['Admin'], permissions: ['Editar Clientes'] }), clientes).revisions).toBe(false);
    expect(listActions(null, clientes)).toMatchObject({ create: false, revisions: false });
    expect(revisionsHref(clientes, 5)).toBe('/clientes/5/revisions?resource=clientes');
  });
});

describe('form payload', () => {
  it('sends only writable fields, converted to wire values', () => {
    const p = principal({ permissions: ['Editar Tickets'] });
    const values = {
      titulo: 'Caja', estado: 'abierto', priority: '3', categoria_id: '4', cliente_id: null, guardian_id: 7,
      user_id: 99, assignees: ['1', 2], vencimiento: '', points: '1,200', transferible: 1, archived_at: 'x', extra: '{}', id: 5, junk: 1,
    };
    const body = buildPayload(tickets, p, values);
    expect(body).toEqual({
      titulo: 'Caja', estado: 'abierto', priority: 3, categoria_id: 4, cliente_id: null, guardian_id: 7,
      assignees: [1, 2], vencimiento: null, points: 1200, transferible: true,
    });
    // superAdminOnly user_id, readonly archived_at, formHidden extra, id and unknown keys are not sent.
    expect(body).not.toHaveProperty('user_id');
    expect(buildPayload(tickets, superAdmin, values)).toHaveProperty('user_id', 99);
  });

  it('money stays a decimal string; fields of switched-off modules are not sent', () => {
    const body = buildPayload(productos, principal(), { precio: '1,234.50', stock: '9', mostrar_stock: true, name: 'X' });
    expect(body).toEqual({ precio: '1234.5', name: 'X' });
  });

  it('confirmed passwords carry their confirmation; an empty password is left out', () => {
    expect(buildPayload(users, superAdmin, { password: 'secret1', password_confirmation: 'secret1' }))
      .toEqual({ password: 'secret1', password_confirmation: 'secret1' });
    expect(buildPayload(users, superAdmin, { password: '', password_confirmation: '' })).toEqual({});
  });

  it('defaults for create, record values for edit', () => {
    const v = initialValues(tickets, superAdmin, null, { userId: 3 });
    expect(v).toMatchObject({ estado: 'abierto', priority: 2, user_id: 3, guardian_id: 3, points: 0, transferible: false, titulo: '' });
    const e = initialValues(users, superAdmin, { full_name: 'Ana', roles: [{ id: 2, name: 'Admin' }], password_status: 'ok' });
    expect(e).toMatchObject({ full_name: 'Ana', roles: [2], password: '', password_confirmation: '' });
  });

  it('read-only fields are shown only when readable; hidden ones never', () => {
    const keys = readOnlyFormFields(productos, principal()).map(([k]) => k);
    expect(keys).toEqual(['stock', 'user_id']);
    expect(formFields(clientes, principal()).map(([k]) => k)).not.toContain('balance');
    expect(formFields(clientes, principal()).map(([k]) => k)).not.toContain('entidad_id');
  });

  it('duplicate drops id and timestamps', () => {
    expect(duplicateOf({ id: 1, name: 'a', created_at: 'x', updated_at: 'y' })).toEqual({ name: 'a' });
  });
});

it('fields group into tabs in order of first appearance, default info', () => {
  const tabs = groupByTab(formFields(clientes, superAdmin));
  expect(tabs.map((t) => t.name)).toEqual(['client', 'Tributarios']);
  expect(groupByTab([['a', { kind: 'text', label: 'A' }]]).map((t) => t.name)).toEqual(['info']);
});
