/**
 * The board's URL filters run on the server (issue 11): what the board sends for assignee, priority,
 * client, text and archived answers exactly the cards the local matcher keeps from the whole board,
 * under the same tenant and row-scope rules as any list.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../src/core/resources';
import { filterFieldsOf, filterQuery, matchesFilters, NO_FILTERS, type BoardFilters } from '../../src/web/engine/board/filters';
import { api, createTestApp, login } from '../helpers/app';

let app: FastifyInstance;
let db: Kysely<any>;
let close: () => Promise<void>;
let admin: ReturnType<typeof api>;
const ff = filterFieldsOf(tickets);
type Row = Record<string, unknown> & { id: number; categoria_id: number };

beforeAll(async () => {
  ({ app, db, close } = await createTestApp());
  admin = api(app, await login(app, 'admin@demo.test'));
}, 120_000);
afterAll(async () => { await close?.(); });

const FIELDS = 'fields=titulo,estado,orden,categoria_id,priority,cliente_id,archived_at&include=assignees';
const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

async function board(categoria: number, f: BoardFilters): Promise<Row[]> {
  const q = filterQuery(f, ff).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const res = await admin('GET', 'demo', `tickets?limit=10000&${FIELDS}&where[categoria_id]=${categoria}${q ? `&${q}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('board filters on the server', () => {
  it('assignee, priority and client narrow the board as the local matcher does', async () => {
    const all = (await admin('GET', 'demo', `tickets?limit=10000&${FIELDS}`)).json() as Row[];
    const categoria = all[0].categoria_id;
    const whole = all.filter((r) => r.categoria_id === categoria);
    const someone = Number((whole.flatMap((r) => r.assignees as { id: number }[]))[0]?.id);
    const cliente = Number(whole.find((r) => r.cliente_id)?.cliente_id ?? all.find((r) => r.cliente_id)!.cliente_id);
    const cases: BoardFilters[] = [
      { ...NO_FILTERS, assignee: [someone] },
      { ...NO_FILTERS, priority: [String(whole[0].priority)] },
      { ...NO_FILTERS, priority: ['4', '5'] },
      { ...NO_FILTERS, cliente: [cliente] },
      { ...NO_FILTERS, assignee: [someone], priority: [String(whole[0].priority)] },
    ];
    let narrowed = 0;
    for (const f of cases) {
      const expected = ids(whole.filter((c) => matchesFilters(c, f, ff)));
      if (expected.length < whole.length) narrowed++;
      expect(ids(await board(categoria, f)), JSON.stringify(f)).toEqual(expected);
    }
    expect(narrowed, 'the cases really filter something').toBeGreaterThan(2);
    expect(ids(await board(categoria, { ...NO_FILTERS, assignee: [someone] })).length).toBeGreaterThan(0);
  });

  it('text finds words of the title accent-insensitively; #id finds that card', async () => {
    const [row] = (await admin('GET', 'demo', 'tickets?limit=1&fields=titulo,categoria_id')).json() as Row[];
    const word = String(row.titulo).split(/\s+/).find((w) => w.length >= 5)!;
    const folded = word.normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase();
    expect(ids(await board(row.categoria_id, { ...NO_FILTERS, q: folded }))).toContain(row.id);
    expect(ids(await board(row.categoria_id, { ...NO_FILTERS, q: `#${row.id}` }))).toEqual([row.id]);
    expect(await board(row.categoria_id, { ...NO_FILTERS, q: 'zzqxwv inexistente' })).toEqual([]);
  });

  it('archived cards are hidden unless asked for, then only they show', async () => {
    const [row] = (await admin('GET', 'demo', 'tickets?limit=1&fields=titulo,categoria_id')).json() as Row[];
    await sql`update tickets set archived_at = now() where id = ${row.id}`.execute(db);
    try {
      expect(ids(await board(row.categoria_id, NO_FILTERS))).not.toContain(row.id);
      const archived = await board(row.categoria_id, { ...NO_FILTERS, archived: true });
      expect(ids(archived)).toEqual([row.id]);
      expect(matchesFilters(archived[0], { ...NO_FILTERS, archived: true }, ff)).toBe(true);
    } finally {
      await sql`update tickets set archived_at = null where id = ${row.id}`.execute(db);
    }
  });
});
