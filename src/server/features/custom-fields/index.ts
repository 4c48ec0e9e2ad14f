/**
 * Custom field definitions (spec 03 §2.3; docs/design-notes.md "Custom fields"): the rules the
 * definition body alone cannot know, as a prepare hook of the `custom-fields` resource, and the read
 * every user of a resource needs (GET /api/custom-fields/definitions).
 */
import { sql } from 'kysely';
import { CUSTOM_KEY, MAX_CUSTOM_FIELDS, type CustomFieldDefinition } from '../../../core/custom-fields';
import { getResource } from '../../../core/resources';
import { recordInvalid, registerRecordHooks, type RecordContext } from '../../records';

export const CUSTOM_FIELD_MESSAGES = {
  resource: 'Este recurso no admite campos personalizados.',
  immutable: 'El tipo y el recurso de un campo no cambian; cree otro campo.',
  tooMany: `Un recurso admite como máximo ${MAX_CUSTOM_FIELDS} campos personalizados.`,
};

/** 'Talla de camisa' → 'talla_de_camisa' (ASCII, as CUSTOM_KEY wants it). */
export function keyOf(label: string): string {
  let k = label.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 36).replace(/_+$/, '');
  if (!/^[a-z]/.test(k)) k = `campo_${k}`.replace(/_+$/, '').slice(0, 36);
  return k;
}

async function keysTaken(rec: RecordContext, resource: string): Promise<Set<string>> {
  const rows = (await sql<{ key: string }>`select key from custom_fields where tenant_id = ${rec.tenantId}
    and definition->>'resource' = ${resource}`.execute(rec.trx)).rows;
  return new Set(rows.map((r) => r.key));
}

registerRecordHooks('custom-fields', {
  async prepare(rec, change) {
    const def = change.data.definition as CustomFieldDefinition | undefined | null;
    if (!def || typeof def !== 'object') return; // coercion already refused it (or an update without it)
    const target = getResource(def.resource);
    if (!target?.customFields) throw recordInvalid({ 'definition.resource': [CUSTOM_FIELD_MESSAGES.resource] });
    if (change.before) {
      // Stored values were checked against the type and live under the resource's rows: both stay.
      const was = change.before.definition as CustomFieldDefinition | null;
      if (was && (was.type !== def.type || was.resource !== def.resource)) {
        throw recordInvalid({ [was.type !== def.type ? 'definition.type' : 'definition.resource']: [CUSTOM_FIELD_MESSAGES.immutable] });
      }
      return;
    }
    const taken = await keysTaken(rec, def.resource);
    if (taken.size >= MAX_CUSTOM_FIELDS) throw recordInvalid({ definition: [CUSTOM_FIELD_MESSAGES.tooMany] });
    const base = keyOf(def.label);
    let key = base;
    for (let n = 2; taken.has(key) || key in target.fields || `custom_${key}` in target.fields; n++) key = `${base}_${n}`;
    if (!CUSTOM_KEY.test(key)) throw new Error(`derived custom field key '${key}' is not valid`);
    change.data.key = key;
  },
});
