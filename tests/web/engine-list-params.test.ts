import { describe, expect, it } from 'vitest';
import { clientes, productos, tickets, users } from '../../src/core/resources';
import {
  clearFilters, listApiEntries, listFields, toListQuery, parseListSearch, parsePageSize, serializeListSearch, toggleSort, withFilter, withQuery,
} from '../../src/web/engine/data/list-params';
import { parseListQuery } from '../../src/core/query';
import { resourceKeys } from '../../src/web/engine/data/keys';
import { currency, date, defineResource, select, text } from '../../src/core/resource';

// A resource with one filter of each kind the engine maps.
const demo = defineResource({
  name: 'demo',
  label: { one: 'Demo', many: 'Demos' },
  fields: {
    nombre: text({ label: 'Nombre', filter: true }),
    estado: select([{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], { label: 'Estado' }),
    tipo: select([{ value: 1, label: 'Uno' }], { label: 'Tipo', filter: { multiple: false } }),
    vence: date({ label: 'Vence', filter: true }),
    total: currency({ label: 'Total', filter: true }),
  },
});

describe('URL → list state', () => {
  it('defaults: sort -id, page 1, 10 per page', () => {
    expect(parseListSearch(clientes, {})).toEqual({
      sortBy: 'id', descending: true, page: 1, itemsPerPage: 10, query: '', filters: {},
    });
  });

  it('page size: numeric kept, not numeric → 5, "Todos" is -1, capped at 10000', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('abc')).toBe(5);
    expect(parsePageSize('10x')).toBe(5);
    expect(parsePageSize(undefined)).toBe(10);
    expect(parsePageSize('-1')).toBe(-1);
    expect(parsePageSize('0')).toBe(10);
    expect(parsePageSize('999999')).toBe(10000);
  });

  it('reads sort, page, query and filters; drops what is invalid', () => {
    const s = parseListSearch(tickets, {
      sortBy: 'titulo', descending: 'false', page: '3', itemsPerPage: '50', query: 'caja',
      estado: 'abierto,en curso', categoria_id: '4,x,7', vencimiento: '2024-01-01,2024-12-31', points: '3', bogus: '1',
    });
    // points has no `filter`: ignored. vencimiento is the start of tickets' calendar view, which makes it filterable.
    expect(s).toEqual({
      sortBy: 'titulo', descending: false, page: 3, itemsPerPage: 50, query: 'caja',
      filters: { estado: ['abierto', 'en curso'], categoria_id: ['4', '7'], vencimiento: ['2024-01-01', '2024-12-31'] },
    });
  });

  it('an unsortable or unknown sortBy falls back to the default order', () => {
    expect(parseListSearch(users, { sortBy: 'password' }).sortBy).toBe('id');
    expect(parseListSearch(users, { sortBy: 'roles' }).sortBy).toBe('id');
    expect(parseListSearch(users, { sortBy: 'nope', page: '-2' })).toMatchObject({ sortBy: 'id', descending: true, page: 1 });
  });

  it('booleans and open date ranges', () => {
    const s = parseListSearch(productos, { active: 'true', destacado: 'nope' });
    expect(s.filters).toEqual({ active: ['1'] });
    expect(parseListSearch(demo, { vence: ',2024-05-01' }).filters).toEqual({ vence: ['', '2024-05-01'] });
    expect(parseListSearch(demo, { vence: 'x,y' }).filters).toEqual({});
    expect(parseListSearch(demo, { tipo: '1,2' }).filters).toEqual({ tipo: ['1'] });
  });
});

describe('sorting rules (spec 01 §4)', () => {
  const base = parseListSearch(clientes, { page: '4' });
  it('a new column sorts ascending and goes back to page 1', () => {
    expect(toggleSort(base, 'nombres')).toMatchObject({ sortBy: 'nombres', descending: false, page: 1 });
  });
  it('the same column toggles direction', () => {
    const once = toggleSort(base, 'nombres');
    expect(toggleSort(once, 'nombres')).toMatchObject({ sortBy: 'nombres', descending: true });
    expect(toggleSort(toggleSort(once, 'nombres'), 'nombres').descending).toBe(false);
    expect(toggleSort(base, 'id').descending).toBe(false);
  });
});

describe('state → URL (round trip)', () => {
  it('always carries sort and paging; filters joined by commas', () => {
    let s = parseListSearch(tickets, {});
    s = withFilter(s, 'estado', ['abierto', 'vencido']);
    s = withQuery(s, 'josé');
    const url = serializeListSearch(tickets, s);
    expect(url).toEqual({
      descending: 'true', sortBy: 'id', page: '1', itemsPerPage: '10', query: 'josé', estado: 'abierto,vencido',
    });
    expect(parseListSearch(tickets, url)).toEqual(s);
  });
  it('search and filters reset to page 1; clear removes both', () => {
    const s = parseListSearch(tickets, { page: '5', estado: 'abierto', query: 'x' });
    expect(withQuery(s, 'y').page).toBe(1);
    expect(withFilter(s, 'priority', ['1']).page).toBe(1);
    expect(clearFilters(s)).toMatchObject({ filters: {}, query: '', page: 1 });
    expect(withFilter(s, 'estado', []).filters).toEqual({});
  });
});

describe('state → API query', () => {
  it('drops filter values the server would refuse', () => {
    const s = parseListSearch(tickets, { priority: 'x,3' });
    expect(listApiEntries(tickets, s)[0]).toEqual(['whereIn[priority]', '3']);
  });
  it('maps paging, order, include, search and each filter kind', () => {
    const s = parseListSearch(tickets, {
      sortBy: 'titulo', descending: 'true', page: '2', itemsPerPage: '25', query: ' caja ',
      estado: 'abierto,en curso', categoria_id: '4',
    });
    expect(listApiEntries(tickets, s, ['cliente', 'categoria'])).toEqual([
      ['whereIn[estado]', 'abierto,en curso'], ['whereIn[categoria_id]', '4'],
      ['q', 'caja'], ['include', 'categoria,cliente'], ['order[titulo]', 'desc'], ['paginate', '25'], ['page', '2'],
    ]);
    // What the web sends is exactly what the server parses.
    expect(parseListQuery(tickets, listApiEntries(tickets, s, ['cliente', 'categoria']))).toEqual(toListQuery(tickets, s, ['cliente', 'categoria']));
    const d = parseListSearch(demo, { nombre: 'ana', estado: 'a,b', tipo: '1', vence: '2024-01-01,2024-02-01', total: '5' });
    expect(listApiEntries(demo, d).slice(0, -3)).toEqual([
      ['whereLike[nombre]', 'ana'], ['whereIn[estado]', 'a,b'], ['where[tipo]', '1'],
      ['whereDategte[vence]', '2024-01-01'], ['whereDatelwe[vence]', '2024-02-01'], ['where[total]', '5'],
    ]);
    expect(serializeListSearch(demo, d)).toMatchObject({ vence: '2024-01-01,2024-02-01', estado: 'a,b' });
  });
  it('"Todos" pages by 10000; booleans use where; text uses whereLike', () => {
    const p = parseListSearch(productos, { itemsPerPage: '-1', active: '0' });
    expect(listApiEntries(productos, p)).toEqual([
      ['where[active]', '0'], ['order[id]', 'desc'], ['paginate', '10000'], ['page', '1'],
    ]);
    const c = parseListSearch(clientes, { sector: 'salud', sortBy: 'nombres' });
    expect(listApiEntries(clientes, c)).toContainEqual(['whereLike[sector]', 'salud']);
    expect(listApiEntries(clientes, c)).toContainEqual(['order[nombres]', 'asc']);
  });
});

it('cache keys come from one factory and share the resource prefix', () => {
  const list = resourceKeys.list('clientes', [['page', '1']]);
  expect(list.slice(0, 2)).toEqual(resourceKeys.all('clientes'));
  expect(resourceKeys.one('clientes', '5', 'entidad')).toEqual(['r', 'clientes', 'one', 5, 'entidad']);
});

describe('the list asks only for what it shows (fields=)', () => {
  it('visible columns plus the title, only readable fields; the server accepts the result', () => {
    const admin = { roles: ['SuperAdmin'], permissions: [], modules: [] };
    const fields = listFields(clientes, ['nombres', 'apellidos', 'estado', 'no_such_column'], admin);
    expect(fields).toEqual(expect.arrayContaining(['nombres', 'apellidos', 'estado']));
    expect(fields).not.toContain('no_such_column');
    if (clientes.title) expect(fields).toContain(clientes.title);
    const entries = listApiEntries(clientes, parseListSearch(clientes, {}), [], fields);
    expect(entries).toContainEqual(['fields', fields.join(',')]);
    expect(parseListQuery(clientes, entries, { principal: admin }).fields).toEqual(['id', ...fields]);
  });
});

describe('dialogs in the URL', () => {
  it('create (optionally from a copy), edit and view need what they name', async () => {
    const { parseDialog, dialogKeys } = await import('../../src/web/engine/data/list-params');
    expect(parseDialog({ dialog: 'create' })).toEqual({ kind: 'create', id: null, from: null });
    expect(parseDialog({ dialog: 'create', from: '7' })).toEqual({ kind: 'create', id: null, from: 7 });
    expect(parseDialog({ dialog: 'edit', id: '5' })).toEqual({ kind: 'edit', id: 5, from: null });
    expect(parseDialog({ dialog: 'view', id: 'x' })).toEqual({ kind: null, id: null, from: null });
    expect(parseDialog({ dialog: 'nope', id: '5' }).kind).toBeNull();
    expect(dialogKeys({ kind: 'edit', id: 5, from: null })).toEqual({ dialog: 'edit', id: '5' });
    expect(dialogKeys({ kind: null, id: null, from: null })).toEqual({});
  });
});
