import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADOS_CLIENTE } from '../../src/core/resources/clientes';
import { isValidNit } from '../../src/core/rules/nit';
import { DEMO_CLIENTELE_SIZE, demoClientele } from '../../src/server/seed/clientele';
import { DEMO_CLIENTES } from '../../src/server/seed/demo-data';
import { api, createTestApp, login } from '../helpers/app';

// The demo business `npm start` serves (issue 14): a few hundred clients, written through the record
// pipeline, spread like a real company's — every funnel estado, many cities, birthdays all year.

let t: Awaited<ReturnType<typeof createTestApp>>;
let demo: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp({ demoClientele: DEMO_CLIENTELE_SIZE });
  demo = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
}, 400_000);
afterAll(() => t?.close());

describe('the demo business', () => {
  it('has a few hundred clients in the demo tenant only', async () => {
    const total = (await demo('GET', 'demo', 'clientes?count=1')).json().count;
    expect(total).toBe(DEMO_CLIENTES.length + DEMO_CLIENTELE_SIZE);
    expect(total).toBeGreaterThanOrEqual(200);
    expect((await acme('GET', 'acme', 'clientes?count=1')).json().count).toBe(2);
  });

  it('companies carry NITs with a valid check digit; every document is unique', async () => {
    const rows: any[] = (await demo('GET', 'demo', 'clientes?limit=500')).json();
    const companies = rows.filter((c) => c.tipo_documento === '31');
    expect(companies.length).toBeGreaterThan(90);
    for (const c of companies) {
      expect(isValidNit(c.document), c.document).toBe(true);
      expect(c.document, 'nine digits and the check digit').toMatch(/^\d{9}-\d$/);
    }
    expect(new Set(rows.map((c) => c.document)).size).toBe(rows.length);
  });

  it('spreads over every funnel estado, a dozen cities and birthdays in every month', async () => {
    const rows: any[] = (await demo('GET', 'demo', 'clientes?limit=500')).json();
    expect(new Set(rows.map((c) => c.estado))).toEqual(new Set(ESTADOS_CLIENTE));
    expect(new Set(rows.map((c) => c.ciudad)).size).toBeGreaterThanOrEqual(12);
    const months = new Set(rows.filter((c) => c.nacimiento).map((c) => String(c.nacimiento).slice(5, 7)));
    expect(months.size).toBe(12);
    const bogota = (await demo('GET', 'demo', 'clientes?where[ciudad]=11001&count=1')).json().count;
    expect(bogota).toBeGreaterThan(10);
  });

  it('is the same clientele on every machine', () => {
    const today = new Date('2026-11-27T12:00:00Z');
    expect(demoClientele(20, today)).toEqual(demoClientele(20, today));
  });
});
