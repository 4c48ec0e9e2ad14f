// Demo custom forms (spec 02 §3 Form, Form submission): an equipment inspection with its own
// numbering and two surveys on the tenant's shared sequence, with responses in several states —
// numbered by the same hook as a user's (src/server/features/forms/numbering.ts).
import { formResponses, forms, registrationUsers } from '../../core/resources';
import type { Resource } from '../../core/resource/types';

/** What the forms seed needs of the seeder (back-office.ts passes its own). */
export interface FormsSeeder {
  create(r: Resource, body: Record<string, unknown>, userId?: number | null): Promise<number>;
}

const q = (type: string, label: string, extra: Record<string, unknown> = {}) => ({ type, label, ...extra });

export async function seedForms(s: FormsSeeder, ctx: { admin: number; clienteIds: number[] }) {
  const inspeccion = await s.create(forms, {
    name: 'Inspección de equipos', prefix: 'INS-', required_signature: true,
    description: 'Lista de chequeo de la visita técnica a los equipos del cliente.',
    questions: [q('text', 'Equipo', { required: true }), q('select', 'Estado general', { options: 'Bueno,Regular,Malo' }), q('textarea', 'Observaciones')],
  });
  const satisfaccion = await s.create(forms, {
    name: 'Encuesta de satisfacción', prefix: 'ENC-', use_global_sequence: true,
    description: 'Cómo calificó el cliente el servicio recibido.',
    questions: [q('rating', 'Calificación del servicio', { required: true }), q('textarea', 'Comentarios')],
  });
  const visita = await s.create(forms, {
    name: 'Acta de visita', prefix: 'ACT-', use_global_sequence: true, description: 'Lo acordado en la visita comercial.',
    questions: [q('date', 'Fecha de la visita', { required: true }), q('textarea', 'Acuerdos')],
  });
  const answered = (form: number, cliente: number, status: string, answers: Record<string, unknown>) =>
    s.create(formResponses, { form_id: form, cliente_id: ctx.clienteIds[cliente], status, answers, submitter_id: ctx.admin, ...(status === 'approved' ? { approver_id: ctx.admin } : {}) }, ctx.admin);
  await answered(inspeccion, 0, 'approved', { Equipo: 'Aire acondicionado piso 2', 'Estado general': 'Bueno' });
  await answered(inspeccion, 3, 'submitted', { Equipo: 'Planta eléctrica', 'Estado general': 'Regular', Observaciones: 'Cambiar filtro de aire' });
  await answered(satisfaccion, 1, 'submitted', { 'Calificación del servicio': 5 });
  await answered(visita, 2, 'draft', { 'Fecha de la visita': '2026-11-18' });
  await answered(satisfaccion, 4, 'rejected', { 'Calificación del servicio': 2, Comentarios: 'Respuesta incompleta' });

  await s.create(registrationUsers, { code: 'PORTAL-2026', name: 'Diana Cárdenas', email: 'diana.cardenas@gmail.com', document: '1019283746', phone: '3157778899', cliente_id: ctx.clienteIds[1], password: 'portal2026', password_confirmation: 'portal2026' });
  await s.create(registrationUsers, { code: 'PORTAL-2026', name: 'Felipe Rojas', email: 'felipe.rojas@hotmail.com', document: '80765432', cliente_id: ctx.clienteIds[1], password: 'portal2026', password_confirmation: 'portal2026' });
}
