import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery, type ListQuery } from '../../src/core/query';
import { getResource } from '../../src/core/resources';
import { localPage, normalizeText, sortRows } from '../../src/web/engine/data/local-list';
import type { Row } from '../../src/web/engine/data/queries';
import { createTestApp, login } from '../helpers/app';

// Local mode (spec 01 §7) must read like the server: the same list query over the rows local mode
// loaded (`limit=10000`) gives the same ids in the same order as the server's own answer.
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let all: Row[];
const r = getResource('categorias-productos')!;

const NAMES = ['Árbol', 'arbol viejo', 'Zeta', 'abeja', 'Ópera', 'oso', 'Óleo', 'Camión', 'camion', 'CAMIÓN grande', 'Ñandú', 'nube',
  'Ángel', 'Éxito', 'exito', 'Útil', 'über', 'Café', 'cafe con leche', '10 piezas', '9 piezas', 'Bebidas', 'bebidas frías', 'Pingüino'];

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.test');
  for (const [i, nombre] of NAMES.entries()) {
    const res = await t.app.inject({ method: 'POST', url: '/demo/api/categorias-productos', headers: { 'auth-token': admin },
      payload: { nombre, descripcion: i % 3 ? `Descripción ${i} de ${nombre}` : null, mostrar_en_tienda: i % 2 === 0, color: i % 4 ? '#0EA5E9' : null } });
    expect(res.statusCode).toBe(201);
  }
  all = await get('limit=10000');
}, 900_000); // migrating and seeding PGlite takes minutes on the loaded shared machine
afterAll(() => t.close());

async function get(qs: string): Promise<Row[]> {
  const res = await t.app.inject({ method: 'GET', url: `/demo/api/categorias-productos?${qs}`, headers: { 'auth-token': admin } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return Array.isArray(body) ? body : body.data;
}

const query = (qs: string): ListQuery => parseListQuery(r, new URLSearchParams(qs).entries());
const ids = (rows: Row[]) => rows.map((x) => x.id);

/** The server's page and local mode's page of the same query string. */
async function both(qs: string) {
  const server = await get(qs);
  const local = localPage(r, all, query(qs));
  return { server: ids(server), local: ids(local.data), total: local.total };
}

describe('local mode reads like the server', () => {
  it.each([
    'query=arbol', 'query=ARBOL', 'query=árbol', 'query=camion', 'query=CAMIÓN', 'query=cafe leche', 'query=exito',
    'query=ñandu', 'query=pinguino', 'query=uber', 'query=descripcion 5', 'query=zz-nothing',
    'where[mostrar_en_tienda]=1', 'where[mostrar_en_tienda]=0', 'where[mostrar_en_tienda]=1&query=cafe',
  ])('filters: %s', async (qs) => {
    const { server, local } = await both(`${qs}&limit=10000`);
    expect(local).toEqual(server);
  });

  it.each([
    'order=-id', 'order=id', 'order=descripcion', 'order=-descripcion', 'order=mostrar_en_tienda', 'order=-mostrar_en_tienda', 'order=color',
    'order=-created_at',
  ])('order: %s (nulls last ascending, first descending; id breaks ties)', async (qs) => {
    const { server, local } = await both(`${qs}&limit=10000`);
    expect(local).toEqual(server);
  });

  it('pages: the same rows on every page, the same total', async () => {
    for (const page of [1, 2, 3, 9]) {
      const qs = `order=-id&paginate=5&page=${page}&query=e`;
      const server = (await t.app.inject({ method: 'GET', url: `/demo/api/categorias-productos?${qs}`, headers: { 'auth-token': admin } })).json();
      const local = localPage(r, all, query(qs));
      expect(ids(local.data)).toEqual(ids(server.data));
      expect(local.total).toBe(server.total);
      expect(local.last_page).toBe(server.last_page);
    }
  });

  it('orders text the Spanish way, accents with their letter, case aside', async () => {
    const local = sortRows(r, all.filter((x) => NAMES.includes(String(x.nombre))), [{ field: 'nombre', dir: 'asc' }, { field: 'id', dir: 'asc' }]).map((x) => String(x.nombre));
    const at = (s: string) => local.indexOf(s);
    expect(at('abeja')).toBeLessThan(at('Ángel'));
    expect(at('Ángel')).toBeLessThan(at('Árbol'));
    expect(at('oso')).toBeLessThan(at('Zeta'));
    expect(at('Óleo')).toBeLessThan(at('Ópera'));
    expect(at('nube')).toBeLessThan(at('Ñandú')); // ñ is a letter of its own, after n
    expect(at('9 piezas')).toBeLessThan(at('abeja'));
    // The server's text collation is ICU too (mando_es): where its order does not hinge on ñ (PGlite
    // has only ICU's root order), it is the same sequence.
    const server = (await get('order=nombre&limit=10000')).map((x) => String(x.nombre)).filter((n) => NAMES.includes(n) && !/ñ/i.test(n));
    expect(local.filter((n) => !/ñ/i.test(n))).toEqual(server);
  });

  it('folds accents and case like lower(unaccent())', () => {
    expect(normalizeText('ÁÉÍÓÚÜÑ áéíóúüñ Straße Æther ＡＢ')).toBe('aeiouun aeiouun strasse aether ab');
  });
});
