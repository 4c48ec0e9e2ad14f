import { sql, type Kysely } from 'kysely';
import { forgetTenantCaches } from '../cache-hooks';
import { MODULES, permissionCatalog, SUPER_ADMIN, type Principal } from '../../core/access';
import { D } from '../../core/money';
import { RESOURCES, bookings, categoriasProductos, categoriasTickets, clientes, entidades, paymentMethods, pedidos, productos, puestos, roles, taxes, tickets, users } from '../../core/resources';
import type { Resource } from '../../core/resource/types';
import { type Tx } from '../db/tenant-scope';
import { installFileFields } from '../files/fields';
import type { FileStorage } from '../files/storage';
import { seedBackOffice } from './back-office';
import { seedDianSettings } from './dian';
import { seedDianCertificate } from './dian-certificate';
import { demoClientele } from './clientele';
import { seedReceivables } from './receivables';
import { seedNotes } from './notes';
import { seedTicketBoards } from './seed-tickets';
import { seedStock } from './stock';
import { Records } from '../records';
import {
  ACME_CLIENTES, ACME_PRODUCTOS, DEMO_CATEGORIAS, DEMO_CLIENTES, DEMO_PASSWORD, DEMO_PAYMENT_METHODS, DEMO_PEDIDOS, DEMO_PRODUCTOS, DEMO_TAXES,
  type DemoPago,
} from './demo-data';
import { DEMO_BIRTHDAYS, DEMO_BOOKINGS, DEMO_DUE_TICKETS, DEMO_DURATIONS, DEMO_PUESTOS, birthdayIn, dayFromToday, demoSlot } from './agenda';

export const DEMO_USERS = [
  { tenant: 'demo', email: 'admin@demo.test', role: 'SuperAdmin' },
  { tenant: 'demo', email: 'staff@demo.test', role: 'Soporte (Ver/Agregar/Editar Tickets, Ver Clientes)' },
  { tenant: 'demo', email: 'cliente@demo.test', role: 'usuario vinculado a un cliente' },
  { tenant: 'acme', email: 'admin@acme.test', role: 'SuperAdmin' },
];

interface TenantSeed {
  name: string;
  display_name: string;
  modules: string[];
  /** Self-registration from the login screen (acme has it open, so the register mode can be tried). */
  registration_open?: boolean;
  fill: (s: Seeder) => Promise<void>;
}

/** Writes through the records layer, as a SuperAdmin would, so seed data passes the same rules. */
class Seeder {
  private readonly principal: Principal;
  constructor(readonly trx: Tx, readonly tenantId: number, modules: string[], readonly storage?: FileStorage, readonly clientele = 0) {
    this.principal = { roles: [SUPER_ADMIN], permissions: [], modules };
  }
  private as(userId: number | null) {
    return new Records(this.trx, { tenantId: this.tenantId, principal: { ...this.principal, userId } });
  }
  create(r: Resource, body: Record<string, unknown>, userId: number | null = null, trusted = false) {
    return this.as(userId).create(r, body, { trusted });
  }
  update(r: Resource, id: number, body: Record<string, unknown>, userId: number | null = null) {
    return this.as(userId).update(r, id, body);
  }
  get(r: Resource, id: number) {
    return this.as(null).get(r, id);
  }
  async permissionIds(names: string[]): Promise<number[]> {
    const rows = (await sql<{ id: number }>`select id from permissions where tenant_id = ${this.tenantId}
      and name = any(${names}::text[]) order by id`.execute(this.trx)).rows;
    if (rows.length !== names.length) throw new Error(`seed: unknown permission among ${names.join(', ')}`);
    return rows.map((r) => r.id);
  }
}

async function commonData(s: Seeder, clientesData: Record<string, unknown>[], productosData: typeof DEMO_PRODUCTOS) {
  const names = permissionCatalog(RESOURCES);
  await sql`insert into permissions (tenant_id, name) select ${s.tenantId}, unnest(${names}::text[])`.execute(s.trx);
  const superAdmin = await s.create(roles, { name: SUPER_ADMIN });
  const sede = await s.create(entidades, { name: 'Sede principal', codigo: 'PRI' });
  await s.create(entidades, { name: 'Sucursal norte', codigo: 'NOR', parent_id: sede });
  const taxIds: Record<string, number> = {};
  for (const t of DEMO_TAXES) taxIds[t.name] = await s.create(taxes, t);
  const categorias: number[] = [];
  for (const nombre of DEMO_CATEGORIAS) categorias.push(await s.create(categoriasProductos, { nombre, mostrar_en_tienda: true }));
  const productoIds: Record<string, { id: number; name: string; precio: string; taxes: number[] }> = {};
  for (const [referencia, name, cat, precio, precio_compra, type, taxNames] of productosData) {
    const taxes = taxNames.map((n) => taxIds[n]);
    const id = await s.create(productos, { referencia, name, categoria_id: categorias[cat], precio, precio_compra, type,
      taxes, description: `${name}.`, ...(DEMO_DURATIONS[referencia] ? { duration: DEMO_DURATIONS[referencia] } : {}) });
    productoIds[referencia] = { id, name, precio, taxes };
  }
  const clienteIds: number[] = [];
  for (const c of clientesData) clienteIds.push(await s.create(clientes, c));
  const metodoIds: Record<string, number> = {};
  for (const [nombre, codigo, descripcion] of DEMO_PAYMENT_METHODS) metodoIds[nombre] = await s.create(paymentMethods, { nombre, codigo, descripcion });
  return { superAdmin, sede, clienteIds, productoIds, metodoIds };
}

/** A demo payment's amount from the order's total (see DemoPago). */
function demoAmount([, amount]: DemoPago, total: string): string {
  const t = new D(total);
  if (amount === 'total') return t.toFixed(2);
  if (amount === 'mitad') return t.div(2).toDecimalPlaces(0, D.ROUND_UP).toFixed(2);
  if (amount === 'redondeo') return t.div(50000).toDecimalPlaces(0, D.ROUND_CEIL).plus(t.mod(50000).isZero() ? 1 : 0).times(50000).toFixed(2);
  return amount;
}

/** Puestos, bookings this week and next (relative to now, so the calendar has something real), birthdays. */
async function agenda(s: Seeder, users_: { admin: number; staff: number }, clienteIds: number[],
  productoIds: Record<string, { id: number; precio: string }>, categorias: number[]) {
  const now = new Date();
  for (const d of DEMO_DUE_TICKETS) {
    await s.create(tickets, { titulo: d.titulo, contenido: d.contenido, categoria_id: categorias[d.categoria], priority: d.priority,
      cliente_id: clienteIds[d.cliente], guardian_id: users_[d.guardian], vencimiento: dayFromToday(now, d.days) }, users_.admin);
  }
  const puestoIds: number[] = [];
  for (const [nombre, color, localizacion] of DEMO_PUESTOS) puestoIds.push(await s.create(puestos, { nombre, color, localizacion }));
  for (const b of DEMO_BOOKINGS) {
    const minutes = b.minutes ?? b.productos.reduce((m, ref) => m + (DEMO_DURATIONS[ref] ?? 30), 0);
    await s.create(bookings, {
      ...demoSlot(b, now, minutes), cliente_id: clienteIds[b.cliente], user_id: users_[b.user], puesto_id: puestoIds[b.puesto],
      productos: b.productos.map((ref) => productoIds[ref].id), notes: b.notes ?? null,
    }, users_.admin);
  }
  for (const [i, [days, year]] of DEMO_BIRTHDAYS.clientes.entries()) {
    await s.update(clientes, clienteIds[10 + i], { nacimiento: birthdayIn(now, days, year) });
  }
  await s.update(users, users_.admin, { nacimiento: birthdayIn(now, DEMO_BIRTHDAYS.users[0][0], DEMO_BIRTHDAYS.users[0][1]) });
  await s.update(users, users_.staff, { nacimiento: birthdayIn(now, DEMO_BIRTHDAYS.users[1][0], DEMO_BIRTHDAYS.users[1][1]) });
}

const TENANTS: TenantSeed[] = [
  {
    name: 'demo',
    display_name: 'Comercializadora Demo S.A.S.',
    modules: [...MODULES],
    fill: async (s) => {
      const { superAdmin, sede, clienteIds, productoIds, metodoIds } = await commonData(s, DEMO_CLIENTES, DEMO_PRODUCTOS);
      const soporte = await s.create(roles, { name: 'Soporte', permissions: await s.permissionIds(['Ver Tickets', 'Agregar Tickets', 'Editar Tickets', 'Ver Clientes']) });
      const clienteRole = await s.create(roles, { name: 'Cliente', permissions: await s.permissionIds(['Ver Tickets', 'Agregar Tickets']) });
      const admin = await s.create(users, { full_name: 'Laura Administradora', email: 'admin@demo.test', documento: '52987654', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, roles: [superAdmin], entidad_id: sede, admin: true });
      const staff = await s.create(users, { full_name: 'Santiago Soporte', email: 'staff@demo.test', documento: '1032456789', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, roles: [soporte], entidad_id: sede, cargo: 'Agente de soporte' });
      const cliente = await s.create(users, { full_name: 'José Pérez Gómez', email: 'cliente@demo.test', documento: '1020304050', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, roles: [clienteRole], cliente_id: clienteIds[10] });
      const soporteCat = await s.create(categoriasTickets, { nombre: 'Soporte técnico', color: '#2563EB' });
      const factCat = await s.create(categoriasTickets, { nombre: 'Facturación', color: '#16A34A' });
      const t = (titulo: string, contenido: string, categoria_id: number, extra: Record<string, unknown>, by: number) =>
        s.create(tickets, { titulo, contenido, categoria_id, ...extra }, by);
      await t('El portátil no enciende', 'El equipo de recepción no enciende desde esta mañana.', soporteCat, { priority: 3, cliente_id: clienteIds[0], guardian_id: staff, assignees: [staff] }, admin);
      await t('Factura con NIT errado', 'La factura FE-1024 salió con el NIT sin dígito de verificación.', factCat, { priority: 4, estado: 'en curso', cliente_id: clienteIds[1], guardian_id: admin }, admin);
      // Orders with lines priced from the catalogue (the server computes each line and the total).
      // Payments are recorded once the total is known (the server computes it from the lines).
      for (const o of DEMO_PEDIDOS) {
        const c = DEMO_CLIENTES[o.cliente];
        const id = await s.create(pedidos, {
          numero_pedido: o.numero, cliente_id: clienteIds[o.cliente], fecha_pedido: o.fecha, estado: o.estado,
          fecha_entrega: o.entrega ?? null, direccion_envio: c.direccion, vendedor_id: admin, entidad_id: sede,
          items: o.lineas.map(([ref, cantidad, descuento]) => {
            const p = productoIds[ref];
            return { producto_id: p.id, nombre: p.name, cantidad, precio: p.precio, descuento, taxes: p.taxes };
          }),
        }, admin);
        if (!o.pagos) continue;
        const total = String((await s.get(pedidos, id))?.total ?? '0');
        await s.update(pedidos, id, { pagos: o.pagos.map((p) => ({ payment_method_id: metodoIds[p[0]], valor: demoAmount(p, total) })) }, admin);
      }
      await agenda(s, { admin, staff }, clienteIds, productoIds, [soporteCat, factCat]);
      await t('Solicitud de capacitación', 'Queremos una capacitación en facturación electrónica para dos personas.', factCat, { priority: 1, cliente_id: clienteIds[10], guardian_id: staff }, cliente);
      await seedTicketBoards(s, { admin, staff, cliente }, clienteIds, { 'Soporte técnico': soporteCat, Facturación: factCat }, s.storage);
      await seedBackOffice(s, { admin, sede, clienteIds, productoIds });
      const invoiceIds = await seedReceivables(s, { admin, sede, clienteIds, clientes: DEMO_CLIENTES, productoIds });
      await seedNotes(s, { admin, invoiceIds, productoIds });
      await seedDianSettings(s);
      await seedDianCertificate(s, 'Comercializadora Demo S.A.S.', '901555123');
      await seedStock(s, DEMO_PRODUCTOS.map(([referencia, , , precio, , type]) => ({ referencia, precio, type, id: productoIds[referencia].id })), clienteIds);
      for (const c of demoClientele(s.clientele)) await s.create(clientes, c, admin);
    },
  },
  {
    name: 'acme',
    display_name: 'Acme Colombia S.A.S.',
    modules: MODULES.filter((m) => m !== 'tickets'),
    registration_open: true,
    fill: async (s) => {
      const { superAdmin } = await commonData(s, ACME_CLIENTES, ACME_PRODUCTOS);
      await s.create(users, { full_name: 'Andrea Acme', email: 'admin@acme.test', documento: '1011223344', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD, roles: [superAdmin], admin: true });
    },
  },
];

/**
 * Loads the demo tenants once: a tenant that already exists is left as it is. `clientele` adds that many
 * generated clients to the demo business (`npm start` does; test apps keep the compact demo).
 */
export async function seedDemo(db: Kysely<any>, opts: { storage?: FileStorage; clientele?: number } = {}): Promise<string[]> {
  const created: string[] = [];
  // Seeded files (documents) go through the file fields' hooks like an upload, before any route exists.
  if (opts.storage) installFileFields();
  for (const t of TENANTS) {
    const exists = (await sql`select 1 from tenants where name = ${t.name}`.execute(db)).rows.length;
    if (exists) continue;
    const tenantId = await db.transaction().execute(async (trx) => {
      const id = (await sql<{ id: number }>`insert into tenants (name, display_name, modules, registration_open)
        values (${t.name}, ${t.display_name}, ${t.modules}::text[], ${t.registration_open ?? false}) returning id`.execute(trx)).rows[0].id;
      await sql`select set_config('app.tenant_id', ${String(id)}, true)`.execute(trx);
      await sql`set local role mando_app`.execute(trx);
      await t.fill(new Seeder(trx, id, t.modules, opts.storage, opts.clientele));
      return id;
    });
    // The seed's writes ran no afterCommit hooks: what was cached while it ran (custom fields read
    // before it added one, say) is forgotten now that they are committed.
    forgetTenantCaches(tenantId);
    created.push(t.name);
  }
  return created;
}

