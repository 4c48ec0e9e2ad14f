import { boolean, date, datetime, defineResource, integer, json, optionsOf, relation, relationMany, richtext, select, text, withTones } from '../resource';

export const TICKET_ESTADOS = ['abierto', 'en curso', 'completado', 'rechazado', 'vencido'] as const;
/** Status colours of the estado badges (lists, cards). */
const TICKET_TONES = { abierto: 'info', 'en curso': 'warning', completado: 'success', rechazado: 'neutral', vencido: 'danger' } as const;
export const TICKET_PRIORITIES = [
  { value: 0, label: 'Ninguna' }, { value: 1, label: 'Baja' }, { value: 2, label: 'Media' },
  { value: 3, label: 'Alta' }, { value: 4, label: 'Urgente' }, { value: 5, label: 'Vencida' },
];

export const tickets = defineResource({
  name: 'tickets',
  label: { one: 'Ticket', many: 'Tickets' },
  title: 'titulo',
  module: 'tickets',
  permission: 'Tickets',
  menu: { group: 'Tickets', order: 10, icon: 'ticket' },
  fields: {
    titulo: text({ label: 'Título', rules: 'required|min:3|max:255', searchable: true, tab: 'ticket' }),
    contenido: richtext({ label: 'Contenido', rules: 'required|min:5|max:20000', searchable: true, tab: 'ticket', list: { visible: false } }),
    estado: select(withTones(optionsOf(TICKET_ESTADOS), TICKET_TONES), { label: 'Estado', rules: `required|min:2|in:${TICKET_ESTADOS.join(',')}`, default: 'abierto', tab: 'ticket', list: { chip: true },
      // The list opens on live tickets; a user's own choice is remembered on the device.
      filter: { default: ['abierto', 'en curso'], localPersistent: true } }),
    priority: select(TICKET_PRIORITIES, { label: 'Prioridad', rules: 'required|in:0,1,2,3,4,5', default: 2, tab: 'ticket' }),
    categoria_id: relation('categorias-tickets', { label: 'Categoría', rules: 'required', tab: 'ticket' }),
    cliente_id: relation('clientes', { label: 'Cliente', modulo: 'clientes', filter: true, tab: 'ticket' }),
    // Non-admins cannot choose the owner: it is fixed to themselves (spec 02 §6).
    user_id: relation('users', { label: 'Creado por', rules: 'required', superAdminOnly: true, default: (c) => c.userId, tab: 'others' }),
    guardian_id: relation('users', { label: 'Responsable', rules: 'required', default: (c) => c.userId, tab: 'others' }),
    assignees: relationMany('users', { label: 'Asignados', pivot: 'ticket_user', ownerKey: 'ticket_id', targetKey: 'user_id', filter: true, tab: 'others', list: { visible: false } }),
    vencimiento: date({ label: 'Vencimiento', rules: 'date|after:tomorrow', tab: 'others' }),
    points: integer({ label: 'Puntos', rules: 'integer|minvalue:0|maxvalue:99', default: 0, tab: 'others', list: { visible: false } }),
    transferible: boolean({ label: 'Transferible', default: false, tab: 'others', list: { visible: false } }),
    archived_at: datetime({ label: 'Archivado', readonly: true, list: { visible: false } }),
    extra: json({ label: 'Extra', formHidden: true, list: { visible: false } }),
    // Position of the card inside its board column (the board view's `order`); set by dragging.
    orden: integer({ label: 'Orden', rules: 'integer', formHidden: true, list: { visible: false } }),
    // The last comment (user, texto as plain text, created_at), kept by the seguimientos hooks.
    last_seguimiento: json({ label: 'Último seguimiento', readonly: true, formHidden: true, list: { visible: false } }),
  },
  // The ticket's own attachments (spec 02 §5: archivo max 20480 KB).
  files: { field: 'archivo', maxKb: 20480 },
  views: {
    calendar: { start: 'vencimiento' },
    board: {
      column: 'estado',
      order: 'orden',
      boards: { field: 'categoria_id', columns: 'lists' },
      card: ['priority', 'assignees', 'vencimiento', 'points', 'last_seguimiento'],
      done: ['completado', 'rechazado'],
    },
  },
});
