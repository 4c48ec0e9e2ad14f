import { boolean, defineResource, integer, json, text, textarea } from '../resource';

/**
 * Custom forms (spec 02 §3 'Form': name, description, use_global_sequence, prefix, current_number,
 * questions, required_signature, template; §5 name required ≤ 100, description ≤ 500, prefix ≤ 20).
 * Questions are field-creator definitions; each response takes the next number of the form's
 * sequence (or of the tenant's shared one) — src/server/features/forms. Answering, approval and the
 * PDF template editor come with the forms issue (ROADMAP 2). Permission word 'Formularios', module 'forms'.
 */
export const forms = defineResource({
  name: 'forms',
  label: { one: 'Formulario', many: 'Formularios' },
  module: 'forms',
  permission: 'Formularios',
  menu: { group: 'Administración', order: 60, icon: 'file-text' },
  fields: {
    name: text({ label: 'Nombre', rules: 'required|max:100', searchable: true, unique: true }),
    description: textarea({ label: 'Descripción', rules: 'max:500', searchable: true }),
    prefix: text({ label: 'Prefijo', rules: 'max:20', hint: 'Antecede el número de cada respuesta: F-12.' }),
    use_global_sequence: boolean({ label: 'Numeración compartida', default: false, hint: 'Las respuestas siguen un consecutivo común a los formularios que lo usan.', list: { visible: false } }),
    current_number: integer({ label: 'Último número', default: 0, rules: 'integer|minvalue:0', readonly: true }),
    required_signature: boolean({ label: 'Requiere firma', default: false }),
    // A list of field-creator definitions ({ type, label, required, options … }); its editor and the
    // answering form come with the forms issue (ROADMAP 2).
    questions: json({ label: 'Preguntas', formHidden: true, list: { visible: false } }),
    template: textarea({ label: 'Plantilla', rules: 'max:100000', list: { visible: false } }),
  },
});
