import { afterEach, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/core/access';
import { clientes, tickets } from '../../src/core/resources';
import { resourceKeys } from '../../src/web/engine/data/keys';
import { listPreloadQuery } from '../../src/web/engine/list/preload';
import { columnsStorageKey } from '../../src/web/engine/list/use-columns';

// The route loader warms the list with listPreloadQuery; the screen must then ask for the same key,
// or the list would load twice. These are the requests the screen makes (seen in the browser).
const superAdmin: Principal = { roles: ['SuperAdmin'], permissions: [], modules: ['clientes', 'tickets'] };

afterEach(() => {
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

function fakeStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() { return map.size; },
  };
}

describe('listPreloadQuery', () => {
  it('a bare /clientes asks for the default page, newest first', () => {
    const key = listPreloadQuery(clientes, {}, superAdmin).queryKey;
    expect(key).toEqual(resourceKeys.list('clientes', [['order[id]', 'desc'], ['paginate', '10'], ['page', '1'], ['fields', expect.any(String)]]));
    // Only the visible columns (and the title) are asked for: not the hidden Nombre comercial.
    const fields = (key[3] as [string, string][]).find(([k]) => k === 'fields')![1].split(',');
    expect(fields).toEqual(expect.arrayContaining(['nombres', 'apellidos']));
    expect(fields).not.toContain('nombre_comercial');
  });

  it('follows the URL: sort, page, size and search', () => {
    const key = listPreloadQuery(clientes, { sortBy: 'nombres', descending: 'false', page: '2', itemsPerPage: '25', query: 'ana' }, superAdmin).queryKey;
    expect(key[3]).toEqual(expect.arrayContaining([['order[nombres]', 'asc'], ['paginate', '25'], ['page', '2'], ['q', 'ana']]));
  });

  it('embeds the relations of the visible columns, as the screen does', () => {
    const key = listPreloadQuery(tickets, {}, superAdmin).queryKey;
    expect(key[3]).toContainEqual(['include', 'categoria,cliente,guardian,user']);
  });

  it("honours the user's stored column choice", () => {
    globalThis.localStorage = fakeStorage({ [columnsStorageKey('tickets')]: JSON.stringify({ cliente_id: false, user_id: false }) });
    const key = listPreloadQuery(tickets, {}, superAdmin).queryKey;
    expect(key[3]).toContainEqual(['include', 'categoria,guardian']);
  });
});
