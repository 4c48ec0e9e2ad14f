import { defineResource, relation, richtext } from '../resource';

/**
 * Ticket comments (spec 02 §3 Ticket.last_seguimiento; issue 11). A comment is reachable exactly when
 * its ticket is (row scope through `ticket_id`), read with 'Ver Tickets'; whoever sees a ticket may
 * comment on it. The author is fixed by the server, and only the author — or whoever may administer
 * tickets ('Administrar Tickets', SuperAdmin) — edits or deletes a comment. Attachments are files of
 * the comment.
 */
export const seguimientos = defineResource({
  name: 'seguimientos',
  label: { one: 'Seguimiento', many: 'Seguimientos' },
  title: 'id',
  module: 'tickets',
  permission: 'Tickets',
  access: { create: 'Ver Tickets', update: ['Ver Tickets', 'Administrar Tickets'], delete: ['Ver Tickets', 'Administrar Tickets'] },
  author: 'user_id',
  defaultOrder: 'id',
  fields: {
    ticket_id: relation('tickets', { label: 'Ticket', rules: 'required' }),
    texto: richtext({ label: 'Comentario', rules: 'required|max:20000', searchable: true }),
    user_id: relation('users', { label: 'Autor', readonly: true, default: (c) => c.userId, include: 'user' }),
  },
  rowScope: { client: null, own: [], team: null, parent: 'ticket_id' },
  files: { field: 'archivo', maxKb: 20480 },
});
