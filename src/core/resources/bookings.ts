import { currency, datetime, defineResource, relation, relationMany, select, textarea, type SelectOption } from '../resource';

/** Booking status list (spec 02 §4); values are the spec's, labels Spanish. */
export const BOOKING_STATUSES = [
  { value: 'scheduled', label: 'Programada', tone: 'info' },
  { value: 'confirmed', label: 'Confirmada', tone: 'accent' },
  { value: 'in_progress', label: 'En curso', tone: 'warning' },
  { value: 'completed', label: 'Completada', tone: 'success' },
  { value: 'cancelled', label: 'Cancelada', tone: 'neutral' },
] satisfies SelectOption[];

/** A cancelled booking frees its slot: the overlap rule ignores it. */
export const BOOKING_FREES_SLOT = 'cancelled';

/** Default length of a booking without a product duration (spec: the product's `duration`, else 30 min). */
export const DEFAULT_BOOKING_MINUTES = 30;

/**
 * Bookings (spec 02 §3–§5): a client's appointment with a user on a puesto. The server adds what the
 * rules alone cannot say (src/server/features/bookings): no overlap with another live booking of the
 * same puesto or user, and `total` from the products' prices.
 */
export const bookings = defineResource({
  name: 'bookings',
  label: { one: 'Reserva', many: 'Reservas' },
  gender: 'f',
  module: 'booking',
  permission: 'Reservas',
  defaultOrder: '-start_time',
  views: { calendar: { start: 'start_time', end: 'end_time', color: 'puesto_id', title: ['cliente_id', 'productos'] } },
  fields: {
    cliente_id: relation('clientes', { label: 'Cliente', rules: 'required', filter: true, tab: 'booking' }),
    user_id: relation('users', { label: 'Atiende', rules: 'required', default: (c) => c.userId, tab: 'booking' }),
    puesto_id: relation('puestos', { label: 'Puesto', tab: 'booking' }),
    start_time: datetime({ label: 'Inicio', rules: 'required|date', filter: true, tab: 'booking' }),
    end_time: datetime({ label: 'Fin', rules: 'required|date|after_or_equal:start_time', filter: true, tab: 'booking' }),
    status: select(BOOKING_STATUSES, { label: 'Estado', rules: `required|in:${BOOKING_STATUSES.map((s) => s.value).join(',')}`, default: 'scheduled', tab: 'booking', list: { chip: true } }),
    productos: relationMany('productos', { label: 'Productos', pivot: 'booking_producto', ownerKey: 'booking_id', targetKey: 'producto_id', tab: 'booking' }),
    total: currency({ label: 'Total', readonly: true, tab: 'booking' }),
    notes: textarea({ label: 'Notas', rules: 'max:2000', tab: 'booking', list: { visible: false } }),
  },
});
