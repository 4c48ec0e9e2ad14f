import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUMBERING_MESSAGES } from '../../src/server/features/invoicing/numbering';
import { registerRecordHooks } from '../../src/server/records';
import { api, createTestApp, login } from '../helpers/app';

// Issue 15 'Numbering from the active billing resolution': prefix + consecutive number, gap-free and
// unique per resolution under concurrent invoicing, a failed transaction burns none, refused outside
// the resolution's dates or range. The demo's FE resolution (FE 1001–1200) numbered FE1001…FE1009.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let cliente: number;
let fe: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  cliente = (await demo('GET', 'demo', 'clientes?limit=1&order=id')).json()[0].id;
  fe = (await demo('GET', 'demo', 'proxy_resolutions?where[type]=FE&limit=1')).json()[0];
}, 400_000);
afterAll(() => t?.close());

const day = (n: number) => new Date(Date.now() - 5 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const body = (extra: Record<string, unknown> = {}) => ({
  cliente_id: cliente, type: 'FE', direccion: 'Carrera 7 # 71-21', fecha: day(0),
  items: [{ nombre: 'Soporte técnico por hora', cantidad: '1', precio: '95000' }], ...extra,
});
const next = async (id: number) => (await demo('GET', 'demo', `proxy_resolutions/${id}`)).json().next_number as number;

describe('invoice numbers come from the billing resolution', () => {
  it('an FE invoice takes prefix + the next number; a typed number is not used; it never changes after', async () => {
    const before = await next(fe.id);
    const res = await demo('POST', 'demo', 'invoices', body({ number: 'MIO-1' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ number: `FE${before}`, resolution_id: fe.id });
    expect(await next(fe.id)).toBe(before + 1);
    const put = await demo('PUT', 'demo', `invoices/${res.json().id}`, { number: 'FE9999' });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors.number).toEqual([NUMBERING_MESSAGES.locked]);
    // A plain invoice may not take a number the resolution will hand out.
    const plain = await demo('POST', 'demo', 'invoices', body({ type: 'invoice', number: `FE${before + 5}` }));
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.number).toEqual([NUMBERING_MESSAGES.reserved]);
    expect((await demo('POST', 'demo', 'invoices', body({ type: 'invoice', number: 'INT-77' }))).statusCode).toBe(201);
  });

  it('concurrent invoices get distinct consecutive numbers', async () => {
    const before = await next(fe.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => demo('POST', 'demo', 'invoices', body())));
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const numbers = answers.map((a) => a.json().number).sort();
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, i) => `FE${before + i}`).sort());
    expect(await next(fe.id)).toBe(before + 6);
  });

  it('a transaction that fails after numbering burns no number', async () => {
    const before = await next(fe.id);
    const off = registerRecordHooks('invoices', {
      afterWrite(_rec, change) { if (change.data.orden_compra === 'FALLA') throw new Error('a later step failed'); },
    });
    try {
      const failed = await demo('POST', 'demo', 'invoices', body({ orden_compra: 'FALLA' }));
      expect(failed.statusCode).toBe(500);
    } finally { off(); }
    expect(await next(fe.id)).toBe(before);
    expect((await demo('POST', 'demo', 'invoices', body())).json().number).toBe(`FE${before}`);
  });

  it('is refused outside the resolution: before it starts, after it ends, exhausted, switched off, other type', async () => {
    const mk = async (extra: Record<string, unknown>) => (await demo('POST', 'demo', 'proxy_resolutions', {
      number: `1876${Date.now() % 1e9}`, type: 'FE', prefix: 'TST', start_range: 1, end_range: 2, start_date: day(-10), end_date: day(10), ...extra,
    })).json();
    const err = async (extra: Record<string, unknown>) => (await demo('POST', 'demo', 'invoices', body(extra))).json().errors?.resolution_id;
    const r = await mk({});
    expect(await err({ resolution_id: r.id, fecha: day(-11) })).toEqual([NUMBERING_MESSAGES.notYet]);
    expect(await err({ resolution_id: r.id, fecha: day(11), vencimiento: day(12) })).toEqual([NUMBERING_MESSAGES.expired]);
    expect((await demo('POST', 'demo', 'invoices', body({ resolution_id: r.id }))).json().number).toBe('TST1');
    expect((await demo('POST', 'demo', 'invoices', body({ resolution_id: r.id }))).json().number).toBe('TST2');
    expect(await err({ resolution_id: r.id })).toEqual([NUMBERING_MESSAGES.exhausted]);
    const off = await mk({ active: false, prefix: 'OFF', start_range: 500, end_range: 600 });
    expect(await err({ resolution_id: off.id })).toEqual([NUMBERING_MESSAGES.inactive]);
    const pos = await mk({ type: 'POS', prefix: 'PX', start_range: 700, end_range: 800 });
    expect(await err({ resolution_id: pos.id })).toEqual([NUMBERING_MESSAGES.otherType]);
  });
});

describe('numbering under load', () => {
  it('200 invoices from 8 concurrent writers get 200 distinct consecutive numbers, no gap', async () => {
    const r = (await demo('POST', 'demo', 'proxy_resolutions', {
      number: `18764${Date.now() % 1e8}`, type: 'FE', prefix: 'CARGA', start_range: 1, end_range: 5000, start_date: day(-1), end_date: day(30),
    })).json();
    // Eight cashiers, each invoicing 25 times in a row: up to eight transactions wait on the row lock at once.
    const cashier = async () => {
      const got: string[] = [];
      for (let i = 0; i < 25; i++) {
        const res = await demo('POST', 'demo', 'invoices', body({ resolution_id: r.id, type: 'FE' }));
        expect(res.statusCode, res.body).toBe(201);
        got.push(res.json().number);
      }
      return got;
    };
    const numbers = (await Promise.all(Array.from({ length: 8 }, cashier))).flat();
    const seq = numbers.map((n) => Number(n.replace('CARGA', ''))).sort((a, b) => a - b);
    expect(new Set(seq).size).toBe(200);
    expect(seq).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(await next(r.id)).toBe(201);
  }, 400_000);
});
