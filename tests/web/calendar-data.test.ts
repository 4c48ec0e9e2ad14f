import { describe, expect, it } from 'vitest';
import { bookings, clientes, tickets } from '../../src/core/resources';
import { birthdayEvents, defaultEnd, eventTitle, moveBody, rangeParams, toEvent } from '../../src/web/screens/calendar/calendar-data';

// The calendars read a resource's `views.calendar`: what they ask the API for a visible range, how
// a record becomes an event and how a moved event becomes a write.

const from = new Date('2026-11-23T05:00:00Z');
const to = new Date('2026-11-30T05:00:00Z');

describe('calendar data from views.calendar', () => {
  it('asks for bookings overlapping the range (start before its end, end after its start) with the title and colour relations', () => {
    const p = Object.fromEntries(rangeParams(bookings, from, to));
    expect(p['whereDatelwe[start_time]']).toBe(to.toISOString());
    expect(p['whereDategte[end_time]']).toBe(from.toISOString());
    expect(p.include.split(',').sort()).toEqual(['cliente', 'productos', 'puesto']);
  });

  it('asks for tickets due inside the range by day (a date field, the end exclusive)', () => {
    const p = Object.fromEntries(rangeParams(tickets, new Date(2026, 10, 23), new Date(2026, 10, 30)));
    expect(p['whereDategte[vencimiento]']).toBe('2026-11-23');
    expect(p['whereDatelwe[vencimiento]']).toBe('2026-11-29');
  });

  it('a booking becomes a timed event titled by client and products, coloured by its puesto; a cancelled one is muted', () => {
    const row = { id: 7, start_time: '2026-11-24T13:00:00.000Z', end_time: '2026-11-24T14:00:00.000Z', status: 'cancelled',
      cliente: { id: 1, full_name: 'José Pérez Gómez' }, productos: [{ id: 3, name: 'Soporte técnico por hora' }], puesto: { id: 2, color: '#0D9488' } };
    const ev = toEvent(bookings, row, 'bookings', '#000000', true)!;
    expect(ev).toMatchObject({ id: 'bookings:7', title: 'José Pérez Gómez · Soporte técnico por hora', allDay: false, color: '#0D9488',
      end: '2026-11-24T14:00:00.000Z', durationEditable: true, muted: true, recordId: 7 });
    expect(toEvent(bookings, { ...row, puesto: null }, 'bookings', '#123456', false)).toMatchObject({ color: '#123456', editable: false });
  });

  it('a ticket becomes an all-day event on its due date, titled by titulo, not resizable', () => {
    expect(toEvent(tickets, { id: 4, titulo: 'Renovar licencias', vencimiento: '2026-11-26' }, 'tickets', '#D97706', true))
      .toMatchObject({ start: '2026-11-26', allDay: true, title: 'Renovar licencias', durationEditable: false });
    expect(toEvent(tickets, { id: 5, titulo: 'Sin fecha', vencimiento: null }, 'tickets', '#D97706', true)).toBeNull();
    expect(eventTitle(bookings, { id: 9 })).toBe('9');
  });

  it('a move writes start and end (datetimes as ISO, a date field as the local day)', () => {
    const s = new Date('2026-11-25T15:00:00Z');
    const e = new Date('2026-11-25T15:30:00Z');
    expect(moveBody(bookings, s, e)).toEqual({ start_time: s.toISOString(), end_time: e.toISOString() });
    expect(moveBody(tickets, new Date(2026, 10, 27), null)).toEqual({ vencimiento: '2026-11-27' });
  });

  it("a new booking lasts its products' durations, else 30 minutes", () => {
    const s = new Date('2026-11-25T15:00:00Z');
    expect(defaultEnd(s, [60, 120]).toISOString()).toBe('2026-11-25T18:00:00.000Z');
    expect(defaultEnd(s, [null, 0]).toISOString()).toBe('2026-11-25T15:30:00.000Z');
  });

  it('birthdays fall on their day every year in range; 29 February on the 28th in other years', () => {
    const rows = [{ id: 1, full_name: 'Ana', nacimiento: '1990-11-25' }, { id: 2, full_name: 'Leo', nacimiento: '1992-02-29' }, { id: 3, full_name: 'X', nacimiento: null }];
    const nov = birthdayEvents(rows, 'nacimiento', clientes, new Date(2026, 10, 23), new Date(2026, 10, 30), '#DB2777', (n) => `Cumpleaños de ${n}`);
    expect(nov.map((e) => [e.start, e.title])).toEqual([['2026-11-25', 'Cumpleaños de Ana']]);
    const feb = birthdayEvents(rows, 'nacimiento', clientes, new Date(2027, 1, 1), new Date(2027, 2, 1), '#DB2777', (n) => n);
    expect(feb.map((e) => e.start)).toEqual(['2027-02-28']);
  });
});
