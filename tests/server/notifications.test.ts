import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, login } from '../helpers/app';

// Notifications (spec 01 §2.5, §3, §7; issue 12): every endpoint, each user reaching only its own
// (404 for anyone else's, SuperAdmin included), and the events that create them — never for the
// person who acted.

type Api = ReturnType<typeof api>;
type N = { id: number; user_id: number; titulo: string; mensaje: string; read_at: string | null; data: Record<string, number>; created_at: string };

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Api;
let staff: Api;
let bea: Api;
let acme: Api;
let anon: Api;
let ids: { admin: number; staff: number; bea: number; categoria: number; cliente: number; puesto: number };

const list = async (as: Api) => {
  const res = await as('GET', 'demo', 'notifications?limit=50&order=-created_at');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as N[];
};
const unread = async (as: Api) => {
  const res = await as('GET', 'demo', 'notifications?count=1&whereNull[]=read_at');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { count: number }).count;
};
const newTicket = async (extra: Record<string, unknown> = {}, as: Api = admin) => {
  const res = await as('POST', 'demo', 'tickets', { titulo: 'Impresora sin red', contenido: '<p>La impresora no imprime.</p>', categoria_id: ids.categoria, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const about = (rows: N[], key: string, value: number) => rows.filter((n) => n.data?.[key] === value);

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  staff = api(t.app, await login(t.app, 'staff@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
  anon = api(t.app);
  const users = (await admin('GET', 'demo', 'users?limit=50')).json() as { id: number; email: string }[];
  const soporte = (await admin('GET', 'demo', 'roles?where[name]=Soporte')).json()[0].id;
  const created = await admin('POST', 'demo', 'users', {
    full_name: 'Beatriz Técnica', email: 'bea@demo.test', documento: '99887766', password: 'demo1234', password_confirmation: 'demo1234', roles: [soporte],
  });
  expect(created.statusCode, created.body).toBe(201);
  bea = api(t.app, await login(t.app, 'bea@demo.test'));
  ids = {
    admin: users.find((u) => u.email === 'admin@demo.test')!.id,
    staff: users.find((u) => u.email === 'staff@demo.test')!.id,
    bea: created.json().id,
    categoria: (await admin('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id,
    cliente: (await admin('GET', 'demo', 'clientes?limit=1&order=id')).json()[0].id,
    puesto: (await admin('GET', 'demo', 'puestos?limit=1')).json()[0].id,
  };
}, 60_000);
afterAll(() => t.close());

describe('notifications: endpoints', () => {
  it('the demo seed leaves its people notifications (written as their authors); a signed-out call is a 401', async () => {
    const seeded = await list(staff);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((n) => n.user_id === ids.staff && !n.mensaje.startsWith('Santiago Soporte'))).toBe(true);
    expect(await unread(staff)).toBe(seeded.filter((n) => !n.read_at).length);
    expect((await anon('GET', 'demo', 'notifications?limit=50&order=-created_at')).statusCode).toBe(401);
    expect((await anon('GET', 'demo', 'notificaciones/leer-todas')).statusCode).toBe(401);
    expect((await anon('GET', 'demo', 'notificacion/1/leida')).statusCode).toBe(401);
  });

  it('list (newest first, at most 50), unread count, leida, noleida, leer-todas, delete', async () => {
    await staff('GET', 'demo', 'notificaciones/leer-todas');
    const first = await newTicket({ assignees: [ids.staff] });
    const second = await newTicket({ assignees: [ids.staff], titulo: 'Correo caído' });
    const rows = (await list(staff)).slice(0, 2);
    expect(rows.map((n) => n.data.ticket_id)).toEqual([second, first]);
    expect(rows[0]).toMatchObject({
      user_id: ids.staff, read_at: null, titulo: `Te asignaron el ticket #${second}`,
      mensaje: 'Laura Administradora te asignó el ticket «Correo caído».', data: { ticket_id: second },
    });
    expect(typeof rows[0].created_at).toBe('string');
    expect(await unread(staff)).toBe(2);

    const read = await staff('GET', 'demo', `notificacion/${rows[0].id}/leida`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: rows[0].id, titulo: rows[0].titulo });
    expect(read.json().read_at).toEqual(expect.any(String));
    expect(await unread(staff)).toBe(1);
    // Reading it again keeps the first time.
    expect((await staff('GET', 'demo', `notificacion/${rows[0].id}/leida`)).json().read_at).toBe(read.json().read_at);

    const back = await staff('GET', 'demo', `notificacion/${rows[0].id}/noleida`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ id: rows[0].id, read_at: null });
    expect(await unread(staff)).toBe(2);

    const all = await staff('GET', 'demo', 'notificaciones/leer-todas');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ message: 'All notifications marked as read' });
    expect(await unread(staff)).toBe(0);
    expect((await list(staff)).every((n) => n.read_at)).toBe(true);

    const del = await staff('DELETE', 'demo', `notificacion/${rows[1].id}/delete`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toEqual(expect.any(String));
    expect((await list(staff)).map((n) => n.id)).not.toContain(rows[1].id);
    expect((await staff('DELETE', 'demo', `notificacion/${rows[1].id}/delete`)).statusCode).toBe(404);
    expect((await staff('GET', 'demo', `notificacion/${rows[1].id}/leida`)).statusCode).toBe(404);
    expect((await staff('GET', 'demo', 'notificacion/abc/leida')).statusCode).toBe(404);
  });

  it('the list is capped at 50, newest first', async () => {
    await staff('GET', 'demo', 'notificaciones/leer-todas');
    const ticket = await newTicket();
    // 55 assignments: add and remove staff in turns (each addition notifies).
    for (let i = 0; i < 28; i++) {
      await admin('PUT', 'demo', `tickets/${ticket}`, { assignees: [ids.staff] });
      await admin('PUT', 'demo', `tickets/${ticket}`, { assignees: [] });
    }
    const rows = await list(staff);
    expect(rows).toHaveLength(50);
    const times = rows.map((n) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await unread(staff)).toBe(28);
  }, 60_000);
});

describe('notifications: isolation', () => {
  it('nobody else reads, marks, edits or deletes a user’s notification (404), SuperAdmin and other tenants included', async () => {
    const ticket = await newTicket({ assignees: [ids.staff] });
    const mine = about(await list(staff), 'ticket_id', ticket)[0];
    expect(mine).toBeDefined();
    for (const other of [admin, bea, acme]) {
      const tenant = other === acme ? 'acme' : 'demo';
      expect((await other('GET', tenant, `notifications/${mine.id}`)).statusCode).toBe(404);
      expect((await other('GET', tenant, `notificacion/${mine.id}/leida`)).statusCode).toBe(404);
      expect((await other('GET', tenant, `notificacion/${mine.id}/noleida`)).statusCode).toBe(404);
      expect((await other('PUT', tenant, `notifications/${mine.id}`, { read_at: null })).statusCode).toBe(404);
      expect((await other('DELETE', tenant, `notificacion/${mine.id}/delete`)).statusCode).toBe(404);
      expect((await other('DELETE', tenant, `notifications/${mine.id}`)).statusCode).toBe(404);
      expect((await other('GET', tenant, `notifications?limit=50&whereIn[id]=${mine.id}`)).json()).toEqual([]);
      expect((await other('GET', tenant, `notifications?limit=50&where[user_id]=${ids.staff}`)).json()).toEqual([]);
    }
    // leer-todas of someone else leaves mine unread.
    await admin('GET', 'demo', `notifications?limit=1`);
    await bea('GET', 'demo', 'notificaciones/leer-todas');
    await admin('GET', 'demo', 'notificaciones/leer-todas');
    expect((await staff('GET', 'demo', `notifications/${mine.id}`)).json().read_at).toBeNull();
    // Creating notifications is the server's: staff has no permission; SuperAdmin cannot aim one at anybody.
    expect((await staff('POST', 'demo', 'notifications', { user_id: ids.staff, titulo: 'x' })).statusCode).toBe(403);
    const forged = await admin('POST', 'demo', 'notifications', { user_id: ids.staff, titulo: 'Falsa', mensaje: 'x' });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.statusCode).toBeLessThan(500);
    expect((await list(staff)).some((n) => n.titulo === 'Falsa')).toBe(false);
    // Only read_at is the owner's to change.
    const put = await staff('PUT', 'demo', `notifications/${mine.id}`, { titulo: 'Otro', user_id: ids.bea, read_at: '2030-01-01T00:00:00Z' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ titulo: mine.titulo, user_id: ids.staff });
  });
});

describe('notifications: events', () => {
  it('assignment on create and on update notifies the new assignees only, never the writer', async () => {
    const ticket = await newTicket({ assignees: [ids.staff, ids.admin] });
    expect(about(await list(admin), 'ticket_id', ticket)).toEqual([]);
    expect(about(await list(staff), 'ticket_id', ticket)).toHaveLength(1);
    expect(about(await list(bea), 'ticket_id', ticket)).toHaveLength(0);
    await admin('PUT', 'demo', `tickets/${ticket}`, { assignees: [ids.staff, ids.admin, ids.bea] });
    expect(about(await list(staff), 'ticket_id', ticket)).toHaveLength(1);
    expect(about(await list(bea), 'ticket_id', ticket)).toMatchObject([{ titulo: `Te asignaron el ticket #${ticket}` }]);
    // An unrelated edit notifies nobody.
    await admin('PUT', 'demo', `tickets/${ticket}`, { titulo: 'Impresora del segundo piso' });
    expect(about(await list(bea), 'ticket_id', ticket)).toHaveLength(1);
  });

  it('a new responsible (guardian) is told; a refused write notifies nobody', async () => {
    const ticket = await newTicket();
    await admin('PUT', 'demo', `tickets/${ticket}`, { guardian_id: ids.bea });
    expect(about(await list(bea), 'ticket_id', ticket)).toMatchObject([{
      titulo: `Eres responsable del ticket #${ticket}`, mensaje: 'Laura Administradora te hizo responsable del ticket «Impresora sin red».',
    }]);
    const refused = await admin('PUT', 'demo', `tickets/${ticket}`, { assignees: [ids.staff], titulo: '' });
    expect(refused.statusCode).toBe(422);
    expect(about(await list(staff), 'ticket_id', ticket)).toEqual([]);
  });

  it('a comment notifies the ticket’s owner, responsible and assignees, not its author', async () => {
    const ticket = await newTicket({ assignees: [ids.staff, ids.bea] }); // owner and responsible: admin
    const comment = await staff('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>Cambié el <b>tóner</b>.</p>' });
    expect(comment.statusCode, comment.body).toBe(201);
    const cid = comment.json().id;
    const expected = { titulo: `Nuevo comentario en el ticket #${ticket}`, mensaje: 'Santiago Soporte comentó en «Impresora sin red»: Cambié el tóner.', data: { ticket_id: ticket, comentario_id: cid } };
    expect(about(await list(admin), 'comentario_id', cid)).toMatchObject([expected]);
    expect(about(await list(bea), 'comentario_id', cid)).toMatchObject([expected]);
    expect(about(await list(staff), 'comentario_id', cid)).toEqual([]);
    // Someone who only follows (guardian) and is not the owner hears of it too.
    await admin('PUT', 'demo', `tickets/${ticket}`, { guardian_id: ids.staff, assignees: [ids.bea] });
    const second = (await bea('POST', 'demo', 'seguimientos', { ticket_id: ticket, texto: '<p>Listo.</p>' })).json().id;
    expect(about(await list(staff), 'comentario_id', second)).toHaveLength(1);
    expect(about(await list(admin), 'comentario_id', second)).toHaveLength(1);
    expect(about(await list(bea), 'comentario_id', second)).toHaveLength(0);
  });

  it('bookings: created, moved, cancelled for the attending user; one’s own booking notifies nobody', async () => {
    const at = (day: number, hhmm: string) => new Date(`2031-05-${String(day).padStart(2, '0')}T${hhmm}:00-05:00`).toISOString();
    const res = await admin('POST', 'demo', 'bookings', { cliente_id: ids.cliente, user_id: ids.bea, puesto_id: ids.puesto, start_time: at(5, '09:00'), end_time: at(5, '10:00') });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    const mine = async () => about(await list(bea), 'booking_id', id).map((n) => n.titulo);
    expect(await mine()).toEqual(['Nueva reserva']);
    expect(about(await list(bea), 'booking_id', id)[0].mensaje).toMatch(/^Laura Administradora agendó una reserva contigo con .+: 5 de mayo, 09:00–10:00\.$/);
    await admin('PUT', 'demo', `bookings/${id}`, { notes: 'Traer cargador' });
    expect(await mine()).toEqual(['Nueva reserva']);
    await admin('PUT', 'demo', `bookings/${id}`, { start_time: at(6, '09:00'), end_time: at(6, '10:00') });
    expect(await mine()).toEqual(['Reserva modificada', 'Nueva reserva']);
    await admin('PUT', 'demo', `bookings/${id}`, { status: 'cancelled' });
    expect(await mine()).toEqual(['Reserva cancelada', 'Reserva modificada', 'Nueva reserva']);
    const own = await admin('POST', 'demo', 'bookings', { cliente_id: ids.cliente, user_id: ids.admin, puesto_id: ids.puesto, start_time: at(7, '09:00'), end_time: at(7, '10:00') });
    expect(about(await list(admin), 'booking_id', own.json().id)).toEqual([]);
  });
});

describe('push subscriptions', () => {
  const sub = { endpoint: 'https://push.example.test/send/abc', keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') } };

  it('only for oneself, validated, and the public key is served', async () => {
    const key = await staff('GET', 'demo', 'web-push/public-key');
    expect(key.statusCode).toBe(200);
    expect(Buffer.from(key.json().publicKey, 'base64url')).toHaveLength(65);
    expect((await anon('GET', 'demo', 'web-push/public-key')).statusCode).toBe(401);
    expect((await staff('POST', 'demo', `users/${ids.staff}/subscribe-web-push`, sub)).statusCode).toBe(200);
    expect((await admin('POST', 'demo', `users/${ids.staff}/subscribe-web-push`, sub)).statusCode).toBe(403);
    expect((await anon('POST', 'demo', `users/${ids.staff}/subscribe-web-push`, sub)).statusCode).toBe(401);
    const bad = await staff('POST', 'demo', `users/${ids.staff}/subscribe-web-push`, { endpoint: 'http://10.0.0.1/x', keys: { p256dh: 'abc', auth: '' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['endpoint', 'keys.auth', 'keys.p256dh']);
    expect((await staff('POST', 'demo', `users/${ids.staff}/subscribe-web-push`, [])).statusCode).toBe(422);

    const app = await staff('POST', 'demo', `users/${ids.staff}/subscribe-app-push`, { pushToken: 'fcm-token-1', platform: 'android', appVersion: '1.2.3' });
    expect(app.statusCode, app.body).toBe(200);
    expect((await staff('POST', 'demo', `users/${ids.staff}/subscribe-app-push`, { platform: 'ios' })).statusCode).toBe(422);
    expect((await bea('POST', 'demo', `users/${ids.staff}/subscribe-app-push`, { pushToken: 'x' })).statusCode).toBe(403);
  });
});
