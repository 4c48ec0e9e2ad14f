import { describe, expect, it } from 'vitest';
import {
  coerceDefinition, customField, type CustomFieldDefinition, typeEnabled, takesMultiple, withCustomFields, CUSTOM_FIELD_TYPES, DISABLED_BY_DEFAULT,
} from '../../src/core/custom-fields';
import { getResource } from '../../src/core/resources';

const coerce = (raw: unknown) => coerceDefinition(raw, typeEnabled, takesMultiple);

describe('custom field definitions (spec 03 §2.3)', () => {
  it('fill the spec defaults', () => {
    expect(coerce({ type: 'text', label: ' Apodo ' })).toEqual({ ok: true, value: {
      type: 'text', label: 'Apodo', group: 'data', resource: 'users', multiple: false, scale: 5, step: 1, options: '', columns: '', required: false,
    } });
  });

  it('keep file, richtext, image and signature disabled, and every other type with a kind enabled', () => {
    for (const t of DISABLED_BY_DEFAULT) expect(typeEnabled(t)).toBe(false);
    expect(CUSTOM_FIELD_TYPES.filter(typeEnabled)).toEqual(expect.arrayContaining(['text', 'number', 'select', 'date', 'boolean', 'currency', 'phone', 'color']));
    const r = coerce({ type: 'file', label: 'Adjunto' });
    expect(r.ok).toBe(false);
  });

  it('never make a section or a boolean required, and clean the comma lists', () => {
    const b = coerce({ type: 'boolean', label: 'VIP', required: true });
    expect(b.ok && (b.value as { required: boolean }).required).toBe(false);
    const s = coerce({ type: 'select', label: 'Talla', options: ' S,,M , S ,L', required: 'true' });
    expect(s.ok && s.value).toMatchObject({ options: 'S, M, L', required: true });
  });

  it('answer the errors of each part', () => {
    const r = coerce({ type: 'nope', label: '', scale: 0, step: 2, required: 'maybe', options: 5 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors!).sort()).toEqual(['label', 'options', 'required', 'scale', 'step', 'type']);
    expect(coerce('text').ok).toBe(false);
    expect(coerce({ type: 'text', label: 'a\u0000b' }).ok).toBe(false);
  });
});

describe('derived fields', () => {
  const clientes = getResource('clientes')!;
  const coerced = coerce({ type: 'select', label: 'Talla', resource: 'clientes', options: 'S, M', required: true });
  if (!coerced.ok) throw new Error('the definition should be valid');
  const talla = { id: 1, key: 'talla', searchable: true, definition: coerced.value as CustomFieldDefinition };

  it('are ordinary fields of their kind, stored in the custom column', () => {
    const [name, f] = customField(talla)!;
    expect(name).toBe('custom_talla');
    expect(f).toMatchObject({ kind: 'select', label: 'Talla', tab: 'data', rules: 'required', filter: true, searchable: true,
      stored: { column: 'custom', key: 'talla' }, options: [{ value: 'S', label: 'S' }, { value: 'M', label: 'M' }] });
  });

  it('join only their own resource, after its fields, and its search', () => {
    const r = withCustomFields(clientes, [talla, { ...talla, id: 2, key: 'otro', definition: { ...talla.definition, resource: 'users' } }]);
    expect(Object.keys(r.fields).at(-1)).toBe('custom_talla');
    expect(r.fields).not.toHaveProperty('custom_otro');
    expect(r.search).toContain('custom_talla');
    expect(clientes.fields).not.toHaveProperty('custom_talla');
    // Nothing to add: the very same object (shared caches for tenants without custom fields).
    expect(withCustomFields(clientes, [])).toBe(clientes);
    expect(withCustomFields(getResource('roles')!, [talla])).toBe(getResource('roles'));
  });

  it('skip keys that are not safe identifiers', () => {
    expect(customField({ ...talla, key: "x'; drop table" })).toBeNull();
  });
});
