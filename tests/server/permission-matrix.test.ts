import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/core/resources';
import { fillFields, prefilterFields } from '../../src/core/access';
import { api, createTestApp, login, userWithOnly } from '../helpers/app';

// Role × resource × verb: a user holding exactly one permission may do exactly that one thing.
// The expected names are written out here from spec 01 §6 (not derived from the resource files), so
// a resource that borrows another's word (categorias-tickets once used 'Tickets') fails.

type Verb = 'view' | 'create' | 'update' | 'delete';
const VERBS: Verb[] = ['view', 'create', 'update', 'delete'];
const words = (w: string): Record<Verb, string> => ({ view: `Ver ${w}`, create: `Agregar ${w}`, update: `Editar ${w}`, delete: `Eliminar ${w}` });
// Granting rights is administration: roles and permissions are read with 'Ver Usuarios' and written
// only with 'Administrar Usuarios' (else 'Editar Usuarios' could raise its own rights).
const ADMIN_USERS = { view: 'Ver Usuarios', create: 'Administrar Usuarios', update: 'Administrar Usuarios', delete: 'Administrar Usuarios' };

// Not a permission: every signed-in user ('*', on its own rows) or nobody but the server ('-').
const EVERYONE = '*';
const NOBODY = '-';

const EXPECTED: Record<string, Record<Verb, string | string[]>> = {
  users: words('Usuarios'),
  roles: ADMIN_USERS,
  permissions: ADMIN_USERS,
  entidades: words('Entidades'),
  clientes: words('Clientes'),
  productos: words('Productos'),
  'categorias-productos': words('Categorias'),
  'categorias-tickets': words('Categorias'),
  taxes: words('Impuestos'),
  tickets: words('Tickets'),
  pedidos: words('Pedidos'),
  puestos: words('Puestos'),
  bookings: words('Reservas'),
  // Comments: whoever may see a ticket may comment on it (spec 01 §6 has no word of their own); a
  // comment is changed by its author or an admin of tickets. The probe comment is another user's, so
  // updating it takes 'Administrar Tickets'; deleting a missing id is allowed to authors and admins.
  seguimientos: { view: 'Ver Tickets', create: 'Ver Tickets', update: 'Administrar Tickets', delete: ['Ver Tickets', 'Administrar Tickets'] },
  'payment-methods': words('Metodos de Pagos'),
  // A user's own notifications: read, marked and deleted by their owner; written by the server.
  notifications: { view: EVERYONE, create: NOBODY, update: EVERYONE, delete: EVERYONE },
  // Custom field definitions (spec 03 §2.3) are administration; their readers use /custom-fields/definitions.
  'custom-fields': { view: 'Administrar Usuarios', create: 'Administrar Usuarios', update: 'Administrar Usuarios', delete: 'Administrar Usuarios' },
  // Issue 14: the spec's words (Bancos, Conceptos, Cargos, Turnos follow the same scheme where spec 01 §6 names none).
  proveedores: words('Proveedores'),
  expenses: words('Gastos'),
  bodegas: words('Bodegas'),
  units: words('Unidades'),
  conductores: words('Conductores'),
  vehiculos: words('Vehiculos'),
  workers: words('Trabajadores'),
  charges: words('Cargos'),
  concepts: words('Conceptos'),
  horarios: words('Horarios'),
  schedules: words('Turnos'),
  annotations: words('Minutas'),
  banks: words('Bancos'),
  companies: words('Empresas'),
  'categorias-documentos': words('Documentos'),
  documents: words('Documentos'),
  sliders: words('Portadas'),
  transports: words('Transportes'),
  purchase_orders: words('Ordenes de Compra'),
  // Spec 01 §6 names no word for supplier invoices: the same scheme, like Bancos.
  'invoices-proveedores': words('Facturas de Proveedores'),
  'programacion-pedidos': words('Programacion'),
  forms: words('Formularios'),
  // Spec 01 §6: 'Agregar Respuestas' answers forms; reading responses takes it or 'Ver Formularios'.
  'form-responses': { ...words('Formularios'), view: ['Ver Formularios', 'Agregar Respuestas'], create: ['Agregar Formularios', 'Agregar Respuestas'] },
  // People signed up under a client's code are managed like users.
  'registration-users': words('Usuarios'),
  invoices: words('Facturas'),
  receipts: words('Recibos'),
  // Spec 01 §6: one word for both kinds of notes.
  credit_notes: words('Notas Débito/Crédito'),
  debit_notes: words('Notas Débito/Crédito'),
  // Billing resolutions are the tenant's DIAN setup: read with 'Ver Facturas', changed only by the
  // invoices' administrators.
  proxy_resolutions: { view: 'Ver Facturas', create: 'Administrar Facturas', update: 'Administrar Facturas', delete: 'Administrar Facturas' },
  // Inventory items are catalogue items like products (spec 01 §6 names no word of their own).
  inventarios: words('Productos'),
  // Stock per warehouse is the warehouses' ('Bodegas').
  bodega_inventario: words('Bodegas'),
  // Tenant settings: spec 01 §6 names no permission, so only the SuperAdmin role writes them; every
  // signed-in user reads (the public keys only: the banner, tests/server/settings.test.ts).
  settings: { view: EVERYONE, create: NOBODY, update: NOBODY, delete: NOBODY },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
const someId: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  for (const r of RESOURCES) {
    const rows = (await admin('GET', 'demo', `${r.name}?limit=1`)).json();
    someId[r.name] = rows[0]?.id ?? 999999;
  }
}, 60_000);
afterAll(() => t.close());

/** The status of one verb on one resource (cheap calls that change nothing when allowed). */
async function attempt(as: ReturnType<typeof api>, resource: string, verb: Verb) {
  switch (verb) {
    case 'view': return as('GET', 'demo', `${resource}?limit=1`);
    case 'create': return as('POST', 'demo', resource, {});
    case 'update': return as('PUT', 'demo', `${resource}/${someId[resource]}`, {});
    case 'delete': return as('DELETE', 'demo', `${resource}?ids[]=999999999`);
  }
}

describe('role × resource × verb', () => {
  it('every registered resource is in the expected table', () => {
    for (const r of RESOURCES) expect(EXPECTED, r.name).toHaveProperty(r.name);
  });

  it('one permission allows exactly its own verb on its own resources', async () => {
    const names = [...new Set(RESOURCES.flatMap((r) => VERBS.flatMap((v) => EXPECTED[r.name][v])))].filter((p) => p !== EVERYONE && p !== NOBODY);
    let n = 0;
    for (const permission of names) {
      const as = await userWithOnly(t.app, admin, permission, n++);
      for (const r of RESOURCES) {
        for (const verb of VERBS) {
          const res = await attempt(as, r.name, verb);
          const expected = ([] as string[]).concat(EXPECTED[r.name][verb]);
          const allowed = expected.includes(permission) || expected.includes(EVERYONE);
          const where = `${permission} → ${verb} ${r.name}: ${res.statusCode} ${res.body.slice(0, 120)}`;
          if (allowed) {
            expect(res.statusCode, where).not.toBe(403);
            expect(res.statusCode, where).toBeLessThan(500);
          } else if (verb === 'view' && res.statusCode === 200) {
            // An item selector may look records up without 'Ver': then only id, title and search fields
            // (and the fields a pick fills a form it may write from).
            const lookupKeys = new Set(['id', 'created_at', 'updated_at', r.title, ...r.search, ...prefilterFields(r.name, RESOURCES), ...fillFields(r.name, RESOURCES)]);
            for (const row of res.json()) for (const k of Object.keys(row)) expect(lookupKeys.has(k), `${where} (${k})`).toBe(true);
          } else {
            expect(res.statusCode, where).toBe(403);
          }
        }
      }
    }
  }, 900_000);
});
