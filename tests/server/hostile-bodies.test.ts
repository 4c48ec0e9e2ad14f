import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Field, Resource } from '../../src/core/resource/types';
import { getResource, RESOURCES } from '../../src/core/resources';
import { api, createTestApp, login } from '../helpers/app';

// §5 of issue 10: whatever a client sends in a body or a query string, the answer is a 4xx that
// names the offending field, never a 500 (a 500 on a body means the value reached SQL unchecked).

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let token: string;
/** One existing id per resource, for updates. */
const existing: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, 'admin@demo.test');
  admin = api(t.app, token);
  for (const r of RESOURCES) {
    const rows = (await admin('GET', 'demo', `${r.name}?limit=1`)).json();
    if (Array.isArray(rows) && rows[0]) existing[r.name] = rows[0].id;
  }
}, 60_000);
afterAll(() => t.close());

const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

/** Stands for a 5,000-deep array: spliced into the JSON text, since no serializer recurses that deep. */
const DEEP = '\u0001deep5000';
const DEEP_JSON = `${'['.repeat(5000)}1${']'.repeat(5000)}`;

/** Sends the body as JSON text, with DEEP markers replaced by the deep array. */
async function send(method: 'POST' | 'PUT', path: string, body: unknown) {
  const payload = JSON.stringify(body).split(JSON.stringify(DEEP)).join(DEEP_JSON);
  return t.app.inject({ method, url: `/demo/api/${path}`, headers: { 'auth-token': token, 'content-type': 'application/json' }, payload });
}

/** Values the fuzzing of issue 10 found turning into 500s, plus their relatives. */
const HOSTILE: unknown[] = [
  2147483648, -2147483649, 9007199254740993, '99999999999999999999', 1e308, -1e-320,
  '9999999999999999', '99999999999999.99999', '1e5', 'NaN', 'Infinity',
  'a\u0000b', '\u0000', '\ud800', 'x\udfffy', { toString: 'x' }, { valueOf: 1 }, [], [1, [2]], ['\u0000'],
  { a: '\u0000' }, { '\ud800': 1 }, DEEP, [DEEP], { a: DEEP }, nested(40), '2024-02-30', '99999-01-01', true, -1, 0, '', ' ',
  [2147483648], [{ id: 2147483648 }], [{ id: { toString: 'x' } }],
];

const writable = (r: Resource): [string, Field][] =>
  Object.entries(r.fields).filter(([, f]) => !f.readonly && f.kind !== 'computed');

const hostileValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)) },
);

const bodyFor = (r: Resource) => fc.dictionary(
  fc.constantFrom(...writable(r).map(([name]) => name), 'password_confirmation', 'no_such_field'),
  hostileValue, { maxKeys: 5 },
);

const mutation = fc.constantFrom(...RESOURCES.map((r) => r.name)).chain((name) =>
  fc.tuple(fc.constant(name), fc.constantFrom<'POST' | 'PUT'>('POST', 'PUT'), bodyFor(getResource(name)!)));

/** The 400 of the error handler when PostgreSQL itself refuses a value (the safety net). */
const DB_REFUSED = 'Solicitud incorrecta: un valor no es válido.';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

describe('hostile bodies never become a 500', () => {
  it('random and hostile create/update bodies on every resource: 4xx names a field, never 5xx', async () => {
    await fc.assert(fc.asyncProperty(mutation, async ([name, method, body]) => {
      const r = getResource(name)!;
      const path = method === 'POST' ? name : `${name}/${existing[name]}`;
      const res = await send(method, path, body);
      const shown = `${method} ${path} ${JSON.stringify(body)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, shown).toBeLessThan(500);
      // Resource fields are checked before SQL; the error handler's database safety net is not the check.
      expect(res.json().message, shown).not.toBe(DB_REFUSED);
      if (res.statusCode === 422) {
        const errors = res.json().errors ?? {};
        expect(Object.keys(errors).length, shown).toBeGreaterThan(0);
        // A child row's error names its field by path (items.0.cantidad, contracts.md).
        for (const key of Object.keys(errors)) expect(key.split('.')[0] in r.fields || key.endsWith('_confirmation'), shown).toBe(true);
      }
    }), { numRuns: 250, seed: SEED, verbose: 1 });
  }, 60_000);

  // Each case: the field must get a 422 of its own (the value is not silently stored or truncated).
  it.each([
    ['clientes', 'vendedor_id', 2147483648],
    ['clientes', 'vendedor_id', -2147483649],
    ['users', 'roles', [2147483648]],
    ['clientes', 'nombres', 'Ana\u0000'],
    ['clientes', 'nombres', '\ud800'],
    ['clientes', 'extra', { nota: 'a\u0000b' }],
    ['clientes', 'extra', { nota: '\udc00' }],
    ['clientes', 'extra', { ['\ud800']: 1 }],
    ['taxes', 'rate', '9999999999999999'],
    ['taxes', 'rate', '99999999999999.99999'],
    ['productos', 'precio', '99999999999999999'],
    ['tickets', 'priority', { toString: 'x' }],
    ['clientes', 'nombres', { toString: 'x' }],
    ['clientes', 'extra', DEEP],
    ['clientes', 'extra', nested(100)],
  ])('%s.%s = hostile value → 422 on the field', async (resource, field, value) => {
    for (const [method, path] of [['POST', resource], ['PUT', `${resource}/${existing[resource]}`]] as const) {
      const res = await send(method, path, { [field]: value });
      expect(res.statusCode, `${method} ${res.body.slice(0, 200)}`).toBe(422);
      expect(res.json().errors[field], method).toBeDefined();
    }
  });

  it('refuses a 9.7 MB JSON field instead of storing it', async () => {
    const extra = { blob: 'x'.repeat(9_700_000) };
    const res = await admin('PUT', 'demo', `clientes/${existing.clientes}`, { extra });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.extra).toBeDefined();
    const list = await admin('GET', 'demo', 'clientes?limit=50');
    expect(list.body.length).toBeLessThan(200_000);
  });

  it('still accepts ordinary values at the edges of the columns', async () => {
    const ok = await admin('POST', 'demo', 'taxes', { name: 'Borde', rate: '99999999999999.9999' });
    expect(ok.statusCode, ok.body).toBe(201);
    // A client's extra is key/value text (the `extra` kind); free JSON lives in json fields (an annotation's extra).
    const prod = await admin('PUT', 'demo', `clientes/${existing.clientes}`, { extra: { nota: 'ñandú 🦜' } });
    expect(prod.statusCode, prod.body).toBe(200);
    expect(prod.json().extra.nota).toBe('ñandú 🦜');
    const note = await admin('POST', 'demo', 'annotations', { note: 'Borde', extra: { nota: 'ñandú 🦜', lista: [1, 2, { a: null }] } });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().extra).toEqual({ nota: 'ñandú 🦜', lista: [1, 2, { a: null }] });
  });
});

describe('routes outside the resource kit', () => {
  // Their values reach SQL as parameters; what PostgreSQL refuses as data is the client's 400.
  it.each([
    ['login', { username: 'a\u0000', password: 'demo1234' }],
    ['login', { username: 'admin@demo.test', password: '\ud800' }],
    ['password/reset', { token: 'a\u0000', email: 'a\u0000', password: 'x\u0000yz12345', password_confirmation: 'x\u0000yz12345' }],
    ['password/email', { email: 'a\u0000@b.co' }],
    ['register', { email: 'n\u0000@b.co', full_name: 'N\u0000', password: 'demo12345', password_confirmation: 'demo12345' }],
  ])('POST %s with NUL bytes or lone surrogates → 4xx', async (path, body) => {
    const res = await api(t.app)('POST', 'demo', path, body);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('GET login with a NUL byte → 4xx', async () => {
    const res = await api(t.app)('GET', 'demo', 'login?username=%00&password=x');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('hostile query-string values are a 400, never a 500', () => {
  it.each([
    'clientes?where[vendedor_id]=2147483648',
    'clientes?whereIn[vendedor_id]=1,99999999999',
    'clientes?where[id]=2147483648',
    'clientes?where[estado]=%00',
    'clientes?whereLike[nombres]=a%00b',
    'clientes?where[nombres]=%ED%A0%80',
    'clientes?q=%00',
    'taxes?where[rate]=99999999999999999999999',
  ])('%s', async (path) => {
    const res = await admin('GET', 'demo', path);
    expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
  });
});
