import { wallOf, shiftDay } from '../../core/rules/dates';

/**
 * Demo agenda: puestos with colours and bookings this week and next, relative to the seed time (the
 * calendar opens on something real), plus birthdays around today.
 */

/** Puestos: [nombre, color, localizacion]. */
export const DEMO_PUESTOS: [string, string, string][] = [
  ['Mesa de soporte 1', '#2563EB', 'Primer piso'],
  ['Mesa de soporte 2', '#0D9488', 'Primer piso'],
  ['Sala de capacitación', '#9333EA', 'Segundo piso, sala B'],
  ['Taller de mantenimiento', '#EA580C', 'Bodega'],
];

/** Service durations in minutes (productos.duration, the booking's default length). */
export const DEMO_DURATIONS: Record<string, number> = { 'SER-400': 60, 'SER-401': 120, 'SER-402': 180 };

export interface DemoBooking {
  /** Days after this week's Monday (Colombian time); 7–11 is next week. */
  day: number;
  at: string;
  /** Minutes; default the products' durations. */
  minutes?: number;
  puesto: number;
  user: 'admin' | 'staff';
  cliente: number;
  productos: string[];
  status?: string;
  notes?: string;
}

export const DEMO_BOOKINGS: DemoBooking[] = [
  { day: 0, at: '08:00', puesto: 0, user: 'staff', cliente: 0, productos: ['SER-400'], notes: 'Revisar el portátil de recepción.' },
  { day: 0, at: '10:30', puesto: 3, user: 'admin', cliente: 7, productos: ['SER-401'] },
  { day: 1, at: '09:00', puesto: 2, user: 'admin', cliente: 3, productos: ['SER-402'], notes: 'Capacitación para dos personas del área contable.' },
  { day: 1, at: '14:00', puesto: 1, user: 'staff', cliente: 10, productos: ['SER-400'] },
  { day: 2, at: '08:30', puesto: 0, user: 'staff', cliente: 1, productos: ['SER-400'], minutes: 90 },
  { day: 2, at: '11:00', puesto: 3, user: 'admin', cliente: 5, productos: ['SER-401'], status: 'confirmed' },
  { day: 2, at: '15:00', puesto: 1, user: 'staff', cliente: 13, productos: ['SER-400'], status: 'cancelled', notes: 'El cliente reprogramó.' },
  { day: 3, at: '09:30', puesto: 1, user: 'staff', cliente: 11, productos: ['SER-400'], status: 'confirmed' },
  { day: 3, at: '13:00', puesto: 2, user: 'admin', cliente: 9, productos: ['SER-402'], status: 'confirmed' },
  { day: 4, at: '08:00', puesto: 3, user: 'staff', cliente: 6, productos: ['SER-401'] },
  { day: 4, at: '10:00', puesto: 0, user: 'admin', cliente: 15, productos: ['SER-400'], minutes: 45 },
  { day: 5, at: '09:00', puesto: 0, user: 'staff', cliente: 12, productos: ['SER-400'] },
  { day: 7, at: '09:00', puesto: 2, user: 'admin', cliente: 0, productos: ['SER-402'], status: 'confirmed' },
  { day: 7, at: '14:30', puesto: 1, user: 'staff', cliente: 2, productos: ['SER-400', 'SER-401'] },
  { day: 8, at: '08:00', puesto: 3, user: 'staff', cliente: 4, productos: ['SER-401'] },
  { day: 9, at: '10:00', puesto: 0, user: 'admin', cliente: 16, productos: ['SER-400'] },
  { day: 9, at: '16:00', puesto: 1, user: 'staff', cliente: 8, productos: ['SER-400'], minutes: 30 },
  { day: 10, at: '11:00', puesto: 2, user: 'admin', cliente: 3, productos: ['SER-402'] },
  { day: 11, at: '08:30', puesto: 3, user: 'staff', cliente: 1, productos: ['SER-401'] },
];

/** This week's Monday in Colombia, 'YYYY-MM-DD'. */
export function mondayOf(now: Date): string {
  const today = (wallOf(now, 'America/Bogota') ?? now.toISOString()).slice(0, 10);
  const dow = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return shiftDay(today, -((dow + 6) % 7));
}

/** Colombian wall time (UTC-5 all year) → ISO instant. */
export const bogota = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-05:00`).toISOString();

/** The booking's start and end instants and its status as of `now` (past ones are completed). */
export function demoSlot(b: DemoBooking, now: Date, minutes: number) {
  const start = bogota(shiftDay(mondayOf(now), b.day), b.at);
  const end = new Date(new Date(start).getTime() + minutes * 60_000).toISOString();
  const status = b.status === 'cancelled' ? 'cancelled' : new Date(end) < now ? 'completed'
    : new Date(start) <= now ? 'in_progress' : (b.status ?? 'scheduled');
  return { start_time: start, end_time: end, status };
}

/** Birthdays near the seed date: [days from today, birth year], for clientes and users. */
export const DEMO_BIRTHDAYS = { clientes: [[10, 1988], [12, 1992], [15, 1979], [3, 1995]], users: [[2, 1990], [9, 1986]] } as const;

/** A birth date whose birthday falls `days` from today (Colombian time), in `year`. */
export function birthdayIn(now: Date, days: number, year: number): string {
  const day = shiftDay((wallOf(now, 'America/Bogota') ?? now.toISOString()).slice(0, 10), days);
  const md = day.slice(5);
  return `${year}-${md === '02-29' ? '02-28' : md}`;
}

/** The Colombian calendar day `days` after today, 'YYYY-MM-DD'. */
export const dayFromToday = (now: Date, days: number) => shiftDay((wallOf(now, 'America/Bogota') ?? now.toISOString()).slice(0, 10), days);

/** Tickets with a due date (after tomorrow, as the rule asks), for the ticket calendar. */
export const DEMO_DUE_TICKETS = [
  { titulo: 'Renovar licencias del antivirus', contenido: 'Las licencias de las 12 estaciones vencen este mes.', categoria: 0, priority: 2, cliente: 0, guardian: 'staff' as const, days: 2 },
  { titulo: 'Enviar certificado de retención', contenido: 'El cliente pidió el certificado de retención en la fuente del año.', categoria: 1, priority: 3, cliente: 3, guardian: 'admin' as const, days: 4 },
  { titulo: 'Cambiar tóner de la impresora', contenido: 'La impresora del segundo piso marca tóner bajo.', categoria: 0, priority: 1, cliente: 7, guardian: 'staff' as const, days: 6 },
  { titulo: 'Conciliar facturas de noviembre', contenido: 'Revisar las facturas pendientes de pago con el área contable.', categoria: 1, priority: 4, cliente: 1, guardian: 'admin' as const, days: 9 },
];
