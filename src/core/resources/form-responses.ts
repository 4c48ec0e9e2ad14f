import { defineResource, json, relation, select, text, withTones } from '../resource';

export const SUBMISSION_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'invoiced'] as const;
const STATUS_LABELS: Record<(typeof SUBMISSION_STATUSES)[number], string> = {
  draft: 'Borrador', submitted: 'Enviada', approved: 'Aprobada', rejected: 'Rechazada', invoiced: 'Facturada',
};

/**
 * Responses to a custom form (spec 02 §3 'Form submission': number, user_id, form_id, cliente_id,
 * status, answers, approver_id, submitter_id; §4 status draft, submitted, approved, rejected,
 * invoiced). The number comes from the form's sequence on create (src/server/features/forms); a
 * client-linked user sees its client's responses. Creating one takes 'Agregar Respuestas' (spec 01
 * §6); reading takes that or 'Ver Formularios'. Answers are edited on the form's own questions with
 * the forms issue (ROADMAP 2).
 */
export const formResponses = defineResource({
  name: 'form-responses',
  label: { one: 'Respuesta de formulario', many: 'Respuestas de formularios' },
  gender: 'f',
  title: 'number',
  module: 'forms',
  permission: 'Formularios',
  access: { view: ['Ver Formularios', 'Agregar Respuestas'], create: ['Agregar Formularios', 'Agregar Respuestas'] },
  menu: { group: 'Administración', order: 61, icon: 'inbox' },
  fields: {
    // Unique within its form (the form's locked sequence); forms may share a prefix, so not tenant-wide.
    number: text({ label: 'Número', readonly: true, searchable: true, filter: true }),
    form_id: relation('forms', { label: 'Formulario', rules: 'required', filter: true }),
    cliente_id: relation('clientes', { label: 'Cliente', modulo: 'clientes', filter: true }),
    status: select(withTones(SUBMISSION_STATUSES.map((v) => ({ value: v, label: STATUS_LABELS[v] })),
      { draft: 'neutral', submitted: 'info', approved: 'success', rejected: 'danger', invoiced: 'accent' }),
    { label: 'Estado', rules: `required|in:${SUBMISSION_STATUSES.join(',')}`, default: 'draft', filter: true, list: { chip: true } }),
    submitter_id: relation('users', { label: 'Enviada por', include: 'submitter', list: { visible: false } }),
    approver_id: relation('users', { label: 'Aprobada por', include: 'approver', list: { visible: false } }),
    user_id: relation('users', { label: 'Creada por', readonly: true, default: (c) => c.userId, list: { visible: false } }),
    answers: json({ label: 'Respuestas', formHidden: true, list: { visible: false } }),
  },
});
