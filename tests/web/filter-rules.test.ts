import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../src/core/query';
import { boolean, defineResource, relation, select, text } from '../../src/core/resource';
import { pedidos, productos, tickets } from '../../src/core/resources';
import { listApiEntries, parseListSearch, serializeListSearch } from '../../src/web/engine/data/list-params';
import { filterKind } from '../../src/web/engine/fields/kind-meta';
import { initialFilters, isOffered, persistable, pruneHidden } from '../../src/web/engine/list/filter-rules';

// Spec 01 §3 'generic filter definition': default, handler, searchLogic, showIf, multiple, can,
// localPersistent — on a resource's field filter options, sent through the query language.
const demo = defineResource({
  name: 'demo-filtros',
  label: { one: 'Demo', many: 'Demos' },
  fields: {
    estado: select([{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }, { value: 'c', label: 'C' }],
      { label: 'Estado', filter: { default: ['a', 'b'], localPersistent: true } }),
    dueño: relation('users', { label: 'Dueño', filter: { default: (c) => (c.userId ? [String(c.userId)] : []) } }),
    codigo: text({ label: 'Código', filter: { searchLogic: 'exact' } }),
    nombre: text({ label: 'Nombre', filter: true }),
    revisor: relation('users', { label: 'Revisor', filter: { handler: 'presence' } }),
    pais: text({ label: 'País', filter: { searchLogic: 'exact' } }),
    region: text({ label: 'Región', filter: { showIf: { filter: 'pais' } } }),
    ciudad: text({ label: 'Ciudad', filter: { showIf: { filter: 'region' } } }),
    vip: boolean({ label: 'VIP', filter: { showIf: { filter: 'estado', values: ['c'] } } }),
    secreto: text({ label: 'Secreto', filter: { can: 'Administrar Demos' } }),
  },
});
const all = () => true;

describe('handler and searchLogic: how a filter reaches the query', () => {
  it('exact text is where[], contains is whereLike[], presence is whereNotNull/whereNull', () => {
    expect(filterKind(demo.fields.codigo)).toBe('eq');
    expect(filterKind(demo.fields.nombre)).toBe('like');
    expect(filterKind(demo.fields.revisor)).toBe('presence');
    const state = parseListSearch(demo, { codigo: 'AB-1', nombre: 'jo', revisor: '1' });
    const entries = listApiEntries(demo, state);
    expect(entries).toContainEqual(['where[codigo]', 'AB-1']);
    expect(entries).toContainEqual(['whereLike[nombre]', 'jo']);
    expect(entries.find(([k]) => k.startsWith('whereNotNull'))?.[1]).toBe('revisor');
    const none = listApiEntries(demo, parseListSearch(demo, { revisor: '0' }));
    expect(none.find(([k]) => k.startsWith('whereNull'))?.[1]).toBe('revisor');
    expect(serializeListSearch(demo, parseListSearch(demo, { revisor: 'true' })).revisor).toBe('1');
    // The server parses what the web sends.
    expect(parseListQuery(demo, entries).filters).toContainEqual({ op: 'notNull', field: 'revisor' });
  });

  it('on the real resources: approved orders, exact product references', () => {
    expect(listApiEntries(pedidos, parseListSearch(pedidos, { approved_by: '0' })).find(([k]) => k.startsWith('whereNull'))?.[1]).toBe('approved_by');
    expect(listApiEntries(productos, parseListSearch(productos, { referencia: 'CMB-500' }))).toContainEqual(['where[referencia]', 'CMB-500']);
  });
});

describe('showIf', () => {
  it('offers a filter only while the one it depends on holds a value (one of its values when given)', () => {
    expect(isOffered(demo, 'region', {})).toBe(false);
    expect(isOffered(demo, 'region', { pais: ['CO'] })).toBe(true);
    expect(isOffered(demo, 'vip', { estado: ['a'] })).toBe(false);
    expect(isOffered(demo, 'vip', { estado: ['a', 'c'] })).toBe(true);
    expect(isOffered(demo, 'nombre', {})).toBe(true);
  });

  it('drops the values of filters no longer offered, along a chain', () => {
    expect(pruneHidden(demo, { region: ['Antioquia'], ciudad: ['Medellín'], nombre: ['x'] })).toEqual({ nombre: ['x'] });
    expect(pruneHidden(demo, { pais: ['CO'], region: ['Antioquia'], ciudad: ['Medellín'] })).toEqual({ pais: ['CO'], region: ['Antioquia'], ciudad: ['Medellín'] });
    expect(pruneHidden(demo, { estado: ['a'], vip: ['1'] })).toEqual({ estado: ['a'] });
  });
});

describe('default and localPersistent: the filters a list opens with', () => {
  it('defaults apply, a function default gets the user', () => {
    expect(initialFilters(demo, null, { userId: 7, now: new Date() }, all)).toEqual({ estado: ['a', 'b'], dueño: ['7'] });
    expect(initialFilters(demo, null, { now: new Date() }, all)).toEqual({ estado: ['a', 'b'] });
  });

  it('a remembered value wins over the default, even a cleared one; other filters are not remembered', () => {
    expect(initialFilters(demo, { estado: ['c'] }, { now: new Date() }, all)).toEqual({ estado: ['c'] });
    expect(initialFilters(demo, { estado: [] }, { now: new Date() }, all)).toEqual({});
    expect(initialFilters(demo, { estado: 'basura', nombre: ['x'] }, { now: new Date() }, all)).toEqual({ estado: ['a', 'b'] });
    expect(persistable(demo, { estado: ['c'], nombre: ['x'] })).toEqual({ estado: ['c'] });
    expect(persistable(demo, {})).toEqual({ estado: [] });
  });

  it('leaves out filters the user may not use', () => {
    expect(initialFilters(demo, null, { userId: 7, now: new Date() }, (k) => k !== 'dueño')).toEqual({ estado: ['a', 'b'] });
  });

  it('tickets open on their live estados', () => {
    expect(initialFilters(tickets, null, { now: new Date() }, all)).toEqual({ estado: ['abierto', 'en curso'] });
  });
});

describe('can: the server refuses a filter reserved to a permission', () => {
  const entries: [string, string][] = [['whereLike[secreto]', 'x']];
  it('400 for a user without it, accepted with it (and for trusted calls)', () => {
    expect(() => parseListQuery(demo, entries, { principal: { roles: [], permissions: ['Ver Demos'], modules: [] } })).toThrow(/no se puede filtrar/);
    expect(() => parseListQuery(demo, [['whereNull[]', 'secreto']], { principal: null })).toThrow(/no se puede filtrar/);
    expect(parseListQuery(demo, entries, { principal: { roles: [], permissions: ['Administrar Demos'], modules: [] } }).filters).toEqual([{ op: 'like', field: 'secreto', value: 'x' }]);
    expect(parseListQuery(demo, entries, { principal: { roles: ['SuperAdmin'], permissions: [], modules: [] } }).filters).toHaveLength(1);
    expect(parseListQuery(demo, entries).filters).toHaveLength(1);
  });
});
