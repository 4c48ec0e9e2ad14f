import { describe, expect, it } from 'vitest';
import { coerceDecimal, coerceJson, coerceText, MAX_JSON_DEPTH } from '../../src/core/resource/coerce';
import { coerceValue, columnType, KINDS } from '../../src/core/resource/kinds';
import { currency, integer, json, number, relation, select } from '../../src/core/resource/fields';

describe('field-kind catalogue: body values', () => {
  it('rounds decimals to the column scale as PostgreSQL does, and refuses what the column cannot hold', () => {
    expect(coerceDecimal('12.345', 2)).toEqual({ ok: true, value: '12.35' });
    expect(coerceDecimal('-12.345', 2)).toEqual({ ok: true, value: '-12.35' });
    expect(coerceDecimal('-0.001', 2)).toEqual({ ok: true, value: '0.00' });
    expect(coerceDecimal('1,234,567.5', 0)).toEqual({ ok: true, value: '1234568' });
    expect(coerceDecimal(0.1, 4)).toEqual({ ok: true, value: '0.1000' });
    expect(coerceDecimal('99999999999999.9999', 4)).toEqual({ ok: true, value: '99999999999999.9999' });
    expect(coerceDecimal('99999999999999.99995', 4).ok).toBe(false); // rounds to 15 integer digits
    expect(coerceDecimal('9999999999999999', 4).ok).toBe(false);
    expect(coerceDecimal('1e5', 2).ok).toBe(false);
    expect(coerceDecimal(1e300, 2).ok).toBe(false);
  });

  it('keeps integers and ids within the integer column', () => {
    expect(coerceValue(integer({ label: 'n' }), 2147483647)).toEqual({ ok: true, value: 2147483647 });
    expect(coerceValue(relation('users', { label: 'u' }), '2147483648').ok).toBe(false);
    expect(coerceValue(integer({ label: 'n' }), 1.5).ok).toBe(false);
  });

  it('refuses text PostgreSQL cannot store, and objects where a scalar goes', () => {
    expect(coerceText('a\u0000b').ok).toBe(false);
    expect(coerceText('\ud800x').ok).toBe(false);
    expect(coerceText('🦜 ñ')).toEqual({ ok: true, value: '🦜 ñ' });
    const priority = select([{ value: 1, label: 'Alta' }], { label: 'p' });
    expect(coerceValue(priority, { toString: 'x' }).ok).toBe(false);
  });

  it('bounds JSON by depth and size without recursing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(coerceJson(deep).ok).toBe(false);
    let ok: unknown = 1;
    for (let i = 1; i < MAX_JSON_DEPTH; i++) ok = [ok];
    expect(coerceJson(ok).ok).toBe(true);
    expect(coerceJson({ a: 'x'.repeat(70_000) }).ok).toBe(false);
    expect(coerceValue(json({ label: 'j' }), '{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
  });
});

describe('field-kind catalogue: one entry per kind', () => {
  it('derives column types, filter operators and API schemas from the entry', () => {
    expect(columnType(currency({ label: 'c' }))).toBe('numeric(18,2)');
    expect(columnType(number({ label: 'n', scale: 4 }))).toBe('numeric(18,4)');
    expect(KINDS.json.noEquality).toBe(true);
    expect(KINDS.date.dateBounds).toBe(true);
    expect(KINDS.integer.openapi(integer({ label: 'n' }))).toMatchObject({ maximum: 2147483647 });
    expect(KINDS.integer.query(undefined, '2147483648').ok).toBe(false);
    expect(KINDS.text.query(undefined, 'a\u0000').ok).toBe(false);
  });
});
