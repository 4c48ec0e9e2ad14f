/** A test resource for the list-query tests: tickets with one filterable field of every kind. */
import {
  boolean, computed, currency, date, datetime, defineResource, integer, optionsOf, relation, relationMany, select, text,
} from '../../src/core/resource';
import { tickets as realTickets } from '../../src/core/resources';

/** tickets with the fields these tests filter made filterable, plus two scopes. */
export const tickets = defineResource({
  name: 'tickets', label: { one: 'Ticket', many: 'Tickets' },
  fields: {
    ...realTickets.fields,
    titulo: text({ label: 'Título', filter: true, searchable: true }),
    estado: select(optionsOf(['abierto', 'vencido']), { label: 'Estado' }),
    vencimiento: date({ label: 'Vencimiento', filter: true }),
    transferible: boolean({ label: 'Transferible', filter: true }),
    archived_at: datetime({ label: 'Archivado', readonly: true }),
    assignees: relationMany('users', { label: 'Asignados', pivot: 'ticket_user', ownerKey: 'ticket_id', targetKey: 'user_id', filter: true }),
    points: integer({ label: 'Puntos', filter: true }),
    precio: currency({ label: 'Precio', filter: true }),
    cliente_id: relation('clientes', { label: 'Cliente', modulo: 'clientes' }),
    full: computed('text', { label: 'Todo', sql: "titulo || ' ' || estado", filter: true }),
  },
  scopes: { abiertos: [{ field: 'estado', op: 'eq', value: 'abierto' }], sin_cliente: [{ field: 'cliente_id', op: 'null' }] },
});
