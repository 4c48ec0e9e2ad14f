import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// Bookings (spec 02 §3–§5): their rules, the total from the products' prices, and the overlap rule
// (same puesto or same user, live bookings only, whole tenant whatever the writer's row scope,
// safe when two writes race).

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let ids: { cliente: number; otroCliente: number; admin: number; staff: number; p1: number; p2: number; soporte: number; mant: number };

const at = (day: number, hhmm: string) => new Date(`2030-03-${String(day).padStart(2, '0')}T${hhmm}:00-05:00`).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  const clientes = (await admin('GET', 'demo', 'clientes?limit=2&order=id')).json();
  const users = (await admin('GET', 'demo', 'users?limit=10')).json() as { id: number; email: string }[];
  const puestos = (await admin('GET', 'demo', 'puestos?limit=10')).json() as { id: number; nombre: string }[];
  const productos = (await admin('GET', 'demo', 'productos?whereIn[referencia]=SER-400,SER-401&order=referencia')).json();
  ids = {
    cliente: clientes[0].id, otroCliente: clientes[1].id,
    admin: users.find((u) => u.email === 'admin@demo.test')!.id, staff: users.find((u) => u.email === 'staff@demo.test')!.id,
    p1: puestos.find((p) => p.nombre === 'Mesa de soporte 1')!.id, p2: puestos.find((p) => p.nombre === 'Mesa de soporte 2')!.id,
    soporte: productos[0].id, mant: productos[1].id,
  };
}, 60_000);
afterAll(() => t.close());

const booking = (extra: Record<string, unknown>) => ({ cliente_id: ids.cliente, user_id: ids.admin, puesto_id: ids.p1, ...extra });
const create = (extra: Record<string, unknown>, as = admin) => as('POST', 'demo', 'bookings', booking(extra));

describe('bookings: demo data', () => {
  it('has puestos with colours and bookings this week and next', async () => {
    const puestos = (await admin('GET', 'demo', 'puestos')).json() as { color: string }[];
    expect(puestos.length).toBeGreaterThanOrEqual(3);
    expect(puestos.every((p) => /^#[0-9A-F]{6}$/i.test(p.color))).toBe(true);
    const monday = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const rows = (await admin('GET', 'demo', `bookings?whereDategte[start_time]=${monday}&whereDatelwe[start_time]=${inTwoWeeks}`)).json();
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });
});

describe('bookings: rules', () => {
  it('requires cliente, start and end; end on or after start; notes at most 2000', async () => {
    const res = await admin('POST', 'demo', 'bookings', { user_id: ids.admin, start_time: at(1, '10:00'), end_time: at(1, '09:00'), notes: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['cliente_id', 'end_time', 'notes']);
    expect(errors.end_time[0]).toMatch(/posterior o igual a Inicio/);
    expect((await create({ start_time: at(1, '10:00'), end_time: at(1, '10:00') })).statusCode).toBe(201);
  });

  it('defaults status to scheduled and the user to the writer; refuses a status outside the list', async () => {
    const res = await admin('POST', 'demo', 'bookings', { cliente_id: ids.cliente, start_time: at(2, '08:00'), end_time: at(2, '08:30') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'scheduled', user_id: ids.admin, total: '0.00' });
    expect((await create({ start_time: at(2, '11:00'), end_time: at(2, '11:30'), status: 'pending' })).statusCode).toBe(422);
  });

  it('totals the products prices (decimal), ignoring a total sent by the client', async () => {
    const res = await create({ start_time: at(3, '08:00'), end_time: at(3, '11:00'), productos: [ids.soporte, ids.mant], total: '1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total).toBe('275000.00');
    const upd = await admin('PUT', 'demo', `bookings/${res.json().id}`, { productos: [ids.mant] });
    expect(upd.json().total).toBe('180000.00');
    const got = (await admin('GET', 'demo', `bookings/${res.json().id}?include=productos`)).json();
    expect(got.productos.map((p: { id: number }) => p.id)).toEqual([ids.mant]);
  });
});

describe('bookings: no overlap for the same puesto or user', () => {
  it('refuses the same puesto at an overlapping time, naming the puesto and the slot', async () => {
    expect((await create({ start_time: at(4, '09:00'), end_time: at(4, '10:00') })).statusCode).toBe(201);
    const res = await create({ user_id: ids.staff, start_time: at(4, '09:30'), end_time: at(4, '10:30') });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['start_time']);
    expect(res.json().message).toBe('El puesto Mesa de soporte 1 ya tiene una reserva que se cruza con este horario (4 de marzo, 09:00–10:00).');
  });

  it('refuses the same user on another puesto, naming the user', async () => {
    expect((await create({ start_time: at(5, '09:00'), end_time: at(5, '10:00') })).statusCode).toBe(201);
    const res = await create({ puesto_id: ids.p2, start_time: at(5, '08:30'), end_time: at(5, '09:01') });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.start_time[0]).toMatch(/^Laura Administradora ya tiene una reserva que se cruza/);
  });

  it('allows touching ends, another puesto and user, and ignores cancelled bookings', async () => {
    expect((await create({ start_time: at(6, '09:00'), end_time: at(6, '10:00') })).statusCode).toBe(201);
    expect((await create({ start_time: at(6, '10:00'), end_time: at(6, '10:30') })).statusCode).toBe(201);
    expect((await create({ start_time: at(6, '08:30'), end_time: at(6, '09:00') })).statusCode).toBe(201);
    expect((await create({ user_id: ids.staff, puesto_id: ids.p2, start_time: at(6, '09:00'), end_time: at(6, '10:00') })).statusCode).toBe(201);
    const cancelled = await create({ start_time: at(6, '09:15'), end_time: at(6, '09:45'), status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    // Bringing it back to life would overlap: refused.
    expect((await admin('PUT', 'demo', `bookings/${cancelled.json().id}`, { status: 'confirmed' })).statusCode).toBe(422);
  });

  it('checks a move (update) against others but not against the booking itself', async () => {
    const a = (await create({ start_time: at(7, '09:00'), end_time: at(7, '10:00') })).json().id;
    const b = (await create({ start_time: at(7, '11:00'), end_time: at(7, '12:00') })).json().id;
    expect((await admin('PUT', 'demo', `bookings/${a}`, { start_time: at(7, '09:30'), end_time: at(7, '10:30') })).statusCode).toBe(200);
    const move = await admin('PUT', 'demo', `bookings/${b}`, { start_time: at(7, '10:00') });
    expect(move.statusCode).toBe(422);
    expect(move.json().errors.start_time[0]).toMatch(/se cruza/);
    const stored = (await admin('GET', 'demo', `bookings/${b}`)).json();
    expect(stored.start_time).toBe(at(7, '11:00'));
  });

  it('lets only one of two concurrent overlapping creates through', async () => {
    const [x, y] = await Promise.all([
      create({ start_time: at(8, '09:00'), end_time: at(8, '10:00') }),
      create({ user_id: ids.staff, start_time: at(8, '09:30'), end_time: at(8, '10:30') }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 422]);
    const rows = (await admin('GET', 'demo', `bookings?whereDategte[start_time]=2030-03-08&whereDatelwe[start_time]=2030-03-08`)).json();
    expect(rows).toHaveLength(1);
  });

  it('many racing moves onto one slot leave exactly one booking there', async () => {
    const made = await Promise.all([0, 1, 2, 3].map((i) => create({ user_id: i % 2 ? ids.staff : ids.admin, puesto_id: i % 2 ? ids.p2 : ids.p1,
      start_time: at(9, `0${i}:00`), end_time: at(9, `0${i}:30`) })));
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const moves = await Promise.all(made.map((r) => admin('PUT', 'demo', `bookings/${r.json().id}`, {
      puesto_id: ids.p1, start_time: at(9, '12:00'), end_time: at(9, '12:30') })));
    expect(moves.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
  });
});

describe('bookings: row scope and permissions', () => {
  let ana: ReturnType<typeof api>;
  let anaId: number;
  beforeAll(async () => {
    const perms = ((await admin('GET', 'demo', 'permissions?whereIn[name]=Ver Reservas,Agregar Reservas,Editar Reservas')).json() as { id: number }[]).map((p) => p.id);
    const role = await admin('POST', 'demo', 'roles', { name: 'Agenda propia', permissions: perms, row_scopes: { bookings: 'own' } });
    expect(role.statusCode, role.body).toBe(201);
    const user = await admin('POST', 'demo', 'users', { full_name: 'Ana Agenda', email: 'ana.agenda@demo.test', documento: '55443322',
      password: 'demo1234', password_confirmation: 'demo1234', roles: [role.json().id] });
    anaId = user.json().id;
    ana = api(t.app, await login(t.app, 'ana.agenda@demo.test'));
  });

  it('a user limited to its own bookings sees only those, cannot move others, and still cannot take their slot', async () => {
    const theirs = (await create({ start_time: at(10, '09:00'), end_time: at(10, '10:00') })).json().id;
    const mine = await ana('POST', 'demo', 'bookings', { cliente_id: ids.cliente, puesto_id: ids.p2, start_time: at(10, '09:00'), end_time: at(10, '10:00') });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().user_id).toBe(anaId);
    const listed = (await ana('GET', 'demo', 'bookings?whereDategte[start_time]=2030-03-10&whereDatelwe[start_time]=2030-03-10')).json();
    expect(listed.map((b: { id: number }) => b.id)).toEqual([mine.json().id]);
    expect((await ana('PUT', 'demo', `bookings/${theirs}`, { start_time: at(10, '14:00'), end_time: at(10, '15:00') })).statusCode).toBe(404);
    // The slot on puesto 1 is taken by a booking Ana cannot see: still refused.
    const clash = await ana('PUT', 'demo', `bookings/${mine.json().id}`, { puesto_id: ids.p1 });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.start_time[0]).toMatch(/Mesa de soporte 1/);
  });

  it('staff without Reservas permissions cannot list or create bookings', async () => {
    const staff = api(t.app, await login(t.app, 'staff@demo.test'));
    expect((await staff('GET', 'demo', 'bookings')).statusCode).toBe(403);
    expect((await staff('POST', 'demo', 'bookings', booking({ start_time: at(11, '09:00'), end_time: at(11, '10:00') }))).statusCode).toBe(403);
  });
});
