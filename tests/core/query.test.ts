import { describe, expect, it } from 'vitest';
import type { Principal } from '../../src/core/access';
import {
  MAX_IN_VALUES, MAX_PAGE_SIZE, MAX_Q_LENGTH, parseListQuery, QueryError, serializeListQuery, type ListQuery,
} from '../../src/core/query';
import { clientes, permissions, taxes, users } from '../../src/core/resources';
import { tickets } from './query-fixtures';


const qs = (s: string) => new URLSearchParams(s).entries() as Iterable<[string, string]>;
const parse = (r: Parameters<typeof parseListQuery>[0], s: string, principal?: Principal | null) =>
  parseListQuery(r, qs(s), principal === undefined ? {} : { principal });
const fails = (r: Parameters<typeof parseListQuery>[0], s: string, message: string | RegExp, principal?: Principal | null) => {
  let err: unknown;
  try { parse(r, s, principal); } catch (e) { err = e; }
  expect(err).toBeInstanceOf(QueryError);
  expect((err as QueryError).status).toBe(400);
  if (typeof message === 'string') expect((err as QueryError).message).toBe(message);
  else expect((err as QueryError).message).toMatch(message);
};

const admin: Principal = { roles: ['Administrador'], permissions: ['Ver Clientes'], modules: ['clientes', 'tickets', 'entidades'] };
const superAdmin: Principal = { roles: ['SuperAdmin'], permissions: [], modules: [] };

describe('parseListQuery operators', () => {
  it('parses an empty query to the empty AST', () => {
    expect(parse(clientes, '')).toEqual({
      filters: [], scopes: [], include: [], order: [], count: false, archiveOnly: false, allowsInactive: false,
    } satisfies ListQuery);
  });

  it('where / whereIn / whereNull / whereNotNull / whereLike / date bounds', () => {
    const q = parse(tickets, 'where[estado]=abierto&whereIn[priority]=1,2&whereIn[priority]=3&whereNull[]=cliente_id'
      + '&whereNotNull[]=vencimiento&whereLike[titulo]=José&whereDategte[vencimiento]=2024-01-01'
      + '&whereDatelwe[created_at]=2024-12-31T23:59:59Z');
    expect(q.filters).toEqual([
      { op: 'eq', field: 'estado', value: 'abierto' },
      { op: 'in', field: 'priority', values: [1, 2, 3] },
      { op: 'null', field: 'cliente_id' },
      { op: 'notNull', field: 'vencimiento' },
      { op: 'like', field: 'titulo', value: 'José' },
      { op: 'dateGte', field: 'vencimiento', value: '2024-01-01' },
      { op: 'dateLte', field: 'created_at', value: '2024-12-31T23:59:59Z' },
    ]);
  });

  it('types values by kind: integer, boolean, relation, text select kept as text', () => {
    expect(parse(users, 'where[active]=1').filters).toEqual([{ op: 'eq', field: 'active', value: true }]);
    expect(parse(users, 'where[active]=false').filters).toEqual([{ op: 'eq', field: 'active', value: false }]);
    expect(parse(tickets, 'where[id]=7&whereIn[categoria_id]=1, 2 ,,3').filters).toEqual([
      { op: 'eq', field: 'id', value: 7 }, { op: 'in', field: 'categoria_id', values: [1, 2, 3] }]);
    expect(parse(clientes, 'where[tipo_documento]=31').filters).toEqual([{ op: 'eq', field: 'tipo_documento', value: '31' }]);
    expect(parse(taxes, 'where[status]=1').filters).toEqual([{ op: 'eq', field: 'status', value: 1 }]);
  });

  it('accepts PHP-style and indexed keys, whereNull lists, repeated where keeps the last value', () => {
    expect(parse(tickets, 'whereIn[estado][]=abierto&whereIn[estado][]=vencido').filters)
      .toEqual([{ op: 'in', field: 'estado', values: ['abierto', 'vencido'] }]);
    expect(parse(tickets, 'whereNull=cliente_id,vencimiento&whereNull[0]=cliente_id').filters)
      .toEqual([{ op: 'null', field: 'cliente_id' }, { op: 'null', field: 'vencimiento' }]);
    expect(parse(tickets, 'where[estado]=a&where[estado]=b').filters).toEqual([{ op: 'eq', field: 'estado', value: 'b' }]);
  });

  it('ignores empty filter values', () => {
    expect(parse(tickets, 'where[estado]=&whereIn[priority]=&whereLike[titulo]=%20&q=%20%20').filters).toEqual([]);
  });

  it('scopes, from/to, q/query, include/load, count and flags', () => {
    const q = parse(tickets, 'scope[x]=0&from=2024-01-01&to=2024-01-31&query=  hola  mundo &include=cliente,categoria&load=assignees.roles'
      + '&count=1&archive_only=1&allows_inactive=true');
    expect(q).toMatchObject({
      from: '2024-01-01', to: '2024-01-31', q: 'hola  mundo', include: ['cliente', 'categoria', 'assignees.roles'],
      count: true, archiveOnly: true, allowsInactive: true,
    });
    expect(parse(taxes, 'where[status]=1&scope[taxes]=1').scopes).toEqual(['taxes']);
    expect(parse(taxes, 'scope[taxes]=0').scopes).toEqual([]);
  });

  it('order: order[f]=dir in sequence, -f form, sortBy+descending, duplicates keep the first', () => {
    expect(parse(clientes, 'order[nombres]=asc&order[id]=DESC&order[nombres]=desc').order)
      .toEqual([{ field: 'nombres', dir: 'asc' }, { field: 'id', dir: 'desc' }]);
    expect(parse(clientes, 'order=-created_at,full_name').order)
      .toEqual([{ field: 'created_at', dir: 'desc' }, { field: 'full_name', dir: 'asc' }]);
    expect(parse(clientes, 'sortBy=nombres&descending=true').order).toEqual([{ field: 'nombres', dir: 'desc' }]);
    expect(parse(clientes, 'order=id&sortBy=nombres').order).toEqual([{ field: 'id', dir: 'asc' }]);
  });

  it('paging: clamps paginate/limit to 10000, page to >= 1, non-positive paginate means all', () => {
    expect(parse(clientes, 'paginate=25&page=3')).toMatchObject({ paginate: 25, page: 3 });
    expect(parse(clientes, 'paginate=999999&page=0')).toMatchObject({ paginate: MAX_PAGE_SIZE, page: 1 });
    expect(parse(clientes, 'paginate=-1').paginate).toBe(MAX_PAGE_SIZE);
    expect(parse(clientes, 'limit=50000').limit).toBe(MAX_PAGE_SIZE);
    expect(parse(clientes, 'limit=0').limit).toBeUndefined();
    expect(parse(clientes, 'page=-4').page).toBe(1);
  });

  it('ignores non-operator keys', () => {
    expect(parse(clientes, '_=123&token=abc&ids[]=1&ids[]=2&_method=PUT&itemsPerPage=10&lang=es'))
      .toEqual(parse(clientes, ''));
  });

  it('cuts q to 200 characters', () => {
    expect(parse(clientes, `q=${'á'.repeat(500)}`).q).toBe('á'.repeat(MAX_Q_LENGTH));
  });
});

describe('parseListQuery errors (400)', () => {
  it('unknown and non-filterable fields', () => {
    fails(clientes, 'where[foo]=1', "El campo 'foo' no existe en clientes.");
    fails(clientes, 'where[nombres]=x', "El campo 'nombres' no se puede filtrar en clientes.");
    fails(clientes, 'whereIn[__proto__]=1', "El campo '__proto__' no existe en clientes.");
    fails(users, 'where[password]=x', "El campo 'password' no existe en usuarios.");
    fails(clientes, 'where[created_at]=2024-01-01', "El campo 'created_at' no se puede filtrar en clientes.");
    fails(tickets, 'whereDategte[estado]=2024-01-01', "El filtro whereDategte no aplica al campo 'estado'.");
    fails(users, 'whereLike[active]=1', "El filtro whereLike no aplica al campo 'active'.");
    fails(clientes, 'whereNull[]=nope', "El campo 'nope' no existe en clientes.");
  });

  it('unique fields are lookup keys, hence filterable', () => {
    expect(parse(users, 'where[email]=a@b.co').filters).toHaveLength(1);
    fails(users, 'where[documento]=1', "El campo 'documento' no se puede filtrar en usuarios.");
    expect(parse(permissions, 'whereIn[name]=Ver Clientes,Editar Clientes').filters)
      .toEqual([{ op: 'in', field: 'name', values: ['Ver Clientes', 'Editar Clientes'] }]);
  });

  it('id is always filterable and sortable; created_at/updated_at date-filterable', () => {
    expect(parse(permissions, 'whereIn[id]=1,2&order[updated_at]=desc&whereDategte[updated_at]=2024-01-01').filters).toHaveLength(2);
  });

  it('bad values for typed fields', () => {
    fails(tickets, 'where[id]=abc', "Valor no válido para 'id': 'abc' (se esperaba un número entero).");
    fails(tickets, "where[categoria_id]=1 OR 1=1", /se esperaba un número entero/);
    fails(tickets, 'whereIn[priority]=1,x', /Valor no válido para 'priority'/);
    fails(users, 'where[active]=maybe', /se esperaba 1, 0, true o false/);
    fails(tickets, 'where[vencimiento]=2024-02-30', /se esperaba una fecha/);
    fails(tickets, 'whereDategte[vencimiento]=ayer', "Fecha no válida en 'whereDategte[vencimiento]': 'ayer' (usa AAAA-MM-DD).");
    fails(clientes, 'from=2024-13-01', /Fecha no válida en 'from'/);
    fails(tickets, 'where[id]=99999999999999999999', /se esperaba un número entero/);
  });

  it('order errors', () => {
    fails(clientes, 'order[nombres]=up', "Orden no válido: 'up' en order[nombres] (usa asc o desc).");
    fails(clientes, 'order[foo]=asc', "Orden no válido: el campo 'foo' no existe en clientes.");
    fails(clientes, 'order[location]=asc', "Orden no válido: no se puede ordenar por 'location'.");
    fails(users, 'order=-roles', "Orden no válido: no se puede ordenar por 'roles'.");
    fails(clientes, 'sortBy=extra', /no se puede ordenar por 'extra'/);
  });

  it('paging, flags, scopes, includes', () => {
    fails(clientes, 'page=2.5', "'page' debe ser un número entero: '2.5'.");
    fails(clientes, 'paginate=ten', /'paginate' debe ser un número entero/);
    fails(clientes, 'limit=1e3', /'limit' debe ser un número entero/);
    fails(clientes, 'count=maybe', "'count' debe ser 1 o 0: 'maybe'.");
    fails(clientes, 'scope[nope]=1', "Filtro desconocido: el scope 'nope' no existe en clientes.");
    fails(clientes, 'scope[constructor]=1', /scope 'constructor' no existe/);
    fails(clientes, 'include=nope', "Relación desconocida: 'nope' en clientes.");
    fails(tickets, 'include=cliente.nope', "Relación desconocida: 'cliente.nope' en tickets.");
    fails(tickets, 'load=a..b', /Relación desconocida/);
    fails(clientes, 'archive_only=1', 'Clientes no tiene archivados.');
  });

  it('unknown bracketed operators, missing field, long values, NUL', () => {
    fails(clientes, 'wehre[estado]=1', "Parámetro no válido: 'wehre[estado]'.");
    fails(clientes, 'where=1', "Falta el campo en 'where' (usa where[campo]=valor).");
    fails(clientes, 'a[b]c=1', "Parámetro no válido: 'a[b]c'.");
    fails(clientes, `where[estado]=${'x'.repeat(30000)}`, "El valor de 'where[estado]' es demasiado largo.");
    fails(clientes, 'where[estado]=a%00b', 'La consulta contiene caracteres no válidos.');
  });

  it('caps whereIn lists', () => {
    const many = Array.from({ length: MAX_IN_VALUES + 1 }, (_, i) => i).join(',');
    fails(tickets, `whereIn[id]=${many}`, `Demasiados valores en whereIn[id] (máximo ${MAX_IN_VALUES}).`);
    expect(() => parse(tickets, `whereIn[id]=${many.split(',').slice(0, MAX_IN_VALUES).join(',')}`)).not.toThrow();
  });
});

describe('field visibility with a principal', () => {
  it('a non-SuperAdmin cannot filter, order or include SuperAdmin-only fields', () => {
    fails(tickets, 'where[user_id]=1', "El campo 'user_id' no existe en tickets.", admin);
    fails(taxes, 'where[is_mandatory]=1', "El campo 'is_mandatory' no existe en impuestos.", admin);
    fails(users, 'order[admin]=asc', /no existe en usuarios/, admin);
    fails(users, 'include=cliente', "Relación desconocida: 'cliente' en usuarios.", admin);
    expect(parse(tickets, 'where[user_id]=1', superAdmin).filters).toHaveLength(1);
    expect(parse(tickets, 'where[user_id]=1').filters).toHaveLength(1); // trusted call, no principal
  });

  it('module-gated fields need the module', () => {
    fails(clientes, 'whereIn[entidad_id]=1', /no existe/, { ...admin, modules: ['clientes'] });
    fails(clientes, 'whereIn[entidad_id]=1', /no existe/, null);
  });
});

describe('serializeListQuery', () => {
  it('round-trips a full query', () => {
    const q = parse(tickets, 'where[estado]=abierto&whereIn[priority]=1,2&whereNull[]=cliente_id&whereLike[titulo]=a b'
      + '&whereDatelwe[vencimiento]=2024-01-01&from=2024-01-01&q=hola&include=cliente&order=-id&paginate=10&page=2'
      + '&count=1&archive_only=1&allows_inactive=1&where[transferible]=0&whereIn[points]=-1,0'
      + '&where[precio]=10.50&whereIn[assignees]=4&whereLike[full]=x%25_');
    expect(parseListQuery(tickets, serializeListQuery(q))).toEqual(q);
    expect(new URLSearchParams(serializeListQuery(q)).toString()).toContain('order%5Bid%5D=desc');
  });
});
