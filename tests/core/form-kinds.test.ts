// The form field kinds of spec 03 §3.2 (issue 13), storage/API half: parsing rules and messages.
import { describe, expect, it } from 'vitest';
import { addressComplete, joinAddress, parseAddress } from '../../src/core/resource/address';
import {
  coerceAddress, coerceExtra, coerceMonth, coerceOptionList, coerceRating, coerceTable, coerceTime, FORM_KIND_MESSAGES, ratingStep,
} from '../../src/core/resource/coerce-form';
import { coerceValue, columnType, KINDS } from '../../src/core/resource/kinds';
import {
  address, checkboxMultiple, defineResource, divider, extra, month, number, radio, rating, section, table, text, time,
} from '../../src/core/resource';
import { isFieldVisible } from '../../src/core/resource/visible';
import { validateRecord } from '../../src/core/rules';

const ok = (value: unknown) => ({ ok: true, value });
const bad = (message: string) => ({ ok: false, message });

describe('month and time', () => {
  it('stores a month as its first day, from YYYY-MM or any date in it', () => {
    expect(coerceMonth('2026-11')).toEqual(ok('2026-11-01'));
    expect(coerceMonth('2026-02-28')).toEqual(ok('2026-02-01'));
    expect(coerceMonth('2026-13')).toEqual(bad(FORM_KIND_MESSAGES.month));
    expect(coerceMonth('nov 2026')).toEqual(bad(FORM_KIND_MESSAGES.month));
    expect(columnType(month({ label: 'm' }))).toBe('date');
  });

  it('keeps a time as HH:mm', () => {
    expect(coerceTime('8:05')).toEqual(ok('08:05'));
    expect(coerceTime('17:00:59')).toEqual(ok('17:00'));
    expect(coerceTime('24:00')).toEqual(bad(FORM_KIND_MESSAGES.time));
    expect(coerceTime('12:60')).toEqual(bad(FORM_KIND_MESSAGES.time));
    expect(coerceValue(time({ label: 't' }), 800).ok).toBe(false);
  });
});

describe('rating', () => {
  it('defaults to 5 stars in half steps; scale is kept within 1..10', () => {
    const r = rating({ label: 'r' });
    expect(coerceRating(r, 3.5)).toEqual(ok('3.5'));
    expect(coerceRating(r, '4,5')).toEqual(ok('4.5'));
    expect(coerceRating(r, 5)).toEqual(ok('5.0'));
    expect(coerceRating(r, 3.3)).toEqual(bad('Debe ser una calificación de 0 a 5 en pasos de 0,5.'));
    expect(coerceRating(r, 5.5).ok).toBe(false);
    expect(coerceRating(r, -1).ok).toBe(false);
    expect(coerceRating(rating({ label: 'r', scale: 50 }), 10)).toEqual(ok('10.0'));
    expect(coerceRating(rating({ label: 'r', scale: 50 }), 10.5).ok).toBe(false);
  });

  it('whole steps when half steps are off; step 0.1 to 1.0 overrides', () => {
    expect(coerceRating(rating({ label: 'r', halfIncrements: false }), 2.5).ok).toBe(false);
    expect(coerceRating(rating({ label: 'r', step: 0.1 }), 3.7)).toEqual(ok('3.7'));
    expect(coerceRating(rating({ label: 'r', step: 0.1 }), 3.75).ok).toBe(false);
    expect(ratingStep({ step: 2 })).toBe(0.5); // outside 0.1–1.0: ignored
    expect(ratingStep({ step: 0.25 })).toBe(0.3);
  });
});

describe('radio and checkbox_multiple', () => {
  const opts = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }, { value: 'c', label: 'C' }];
  it('takes only the options, a list kept in the options order', () => {
    expect(coerceValue(radio(opts, { label: 'r' }), 'b')).toEqual(ok('b'));
    expect(coerceValue(radio(opts, { label: 'r' }), 'z').ok).toBe(false);
    const cm = checkboxMultiple(opts, { label: 'c' });
    expect(coerceOptionList(cm, ['c', 'a', 'a'])).toEqual(ok(['a', 'c']));
    expect(coerceOptionList(cm, 'b,c')).toEqual(ok(['b', 'c']));
    expect(coerceOptionList(cm, ['a', 'z'])).toEqual(bad(FORM_KIND_MESSAGES.options));
    expect(coerceOptionList(cm, [{ a: 1 }])).toEqual(bad(FORM_KIND_MESSAGES.options));
    expect(columnType(cm)).toBe('jsonb');
  });
});

describe('address', () => {
  it('reads street type, street, # number and extra from one string', () => {
    expect(parseAddress('Calle 45 # 12-34 Apto 301')).toEqual({ type: 'Calle', street: '45', number: '12-34', extra: 'Apto 301' });
    expect(parseAddress('Diagonal 75B # 2A-80')).toEqual({ type: 'Diagonal', street: '75B', number: '2A-80', extra: '' });
    expect(parseAddress('Calle 1 nro 1 1')).toEqual({ type: 'Calle', street: '1', number: '1', extra: '1' });
    expect(parseAddress('cra. 7 #71-21')).toEqual({ type: 'Carrera', street: '7', number: '71-21', extra: '' });
    expect(parseAddress('Avenida Boyacá # 3')).toMatchObject({ type: '', street: 'Avenida Boyacá', number: '3' });
  });

  it('requires the three parts and stores the canonical string', () => {
    expect(coerceAddress('kr 7 # 71-21 Of. 2')).toEqual(ok('Carrera 7 # 71-21 Of. 2'));
    expect(coerceAddress('Transversal 23 # 94-33')).toEqual(ok('Transversal 23 # 94-33'));
    expect(coerceAddress('Calle 1 nro 1 1')).toEqual(ok('Calle 1 # 1 1'));
    for (const v of ['Calle 45', 'Calle # 12-34', 'Avenida 5 # 3-2', '# 12']) expect(coerceAddress(v)).toEqual(bad(FORM_KIND_MESSAGES.address));
    expect(addressComplete(parseAddress('Troncal 3 # 4'))).toBe(true);
    expect(joinAddress({ type: 'Calle', street: '10', number: '', extra: '' })).toBe('Calle 10');
  });
});

describe('extra', () => {
  it('stores pairs as one object; blank pairs dropped, keys unique and needed', () => {
    expect(coerceExtra([{ key: ' combo 2-5 ', value: '9000' }, { key: '', value: '' }])).toEqual(ok({ 'combo 2-5': '9000' }));
    expect(coerceExtra({ color: 'rojo', talla: 3 })).toEqual(ok({ color: 'rojo', talla: '3' }));
    expect(coerceExtra('{"a":"1"}')).toEqual(ok({ a: '1' }));
    expect(coerceExtra([{ key: 'a', value: '1' }, { key: 'a', value: '2' }])).toEqual(bad(FORM_KIND_MESSAGES.extraDuplicate));
    expect(coerceExtra([{ key: '', value: 'x' }])).toEqual(bad(FORM_KIND_MESSAGES.extraKey));
    expect(coerceExtra([{ key: 'a', value: { deep: 1 } }])).toEqual(bad(FORM_KIND_MESSAGES.extra));
    expect(coerceExtra(42)).toEqual(bad(FORM_KIND_MESSAGES.extra));
  });
});

describe('table', () => {
  const t = table([{ key: 'desde', label: 'Desde', kind: 'time' }, { key: 'hasta', label: 'Hasta', kind: 'time' }, { key: 'nota', label: 'Nota' }], { label: 't' });
  it('keeps the columns, types the cells and drops empty rows', () => {
    expect(coerceTable(t, [{ desde: '8:00', hasta: '12:00', otro: 'x' }, { desde: '', hasta: null }, { nota: 'n' }]))
      .toEqual(ok([{ desde: '08:00', hasta: '12:00', nota: '' }, { desde: '', hasta: '', nota: 'n' }]));
  });
  it('reports a bad cell at its path', () => {
    const c = coerceTable(t, [{ desde: '08:00' }, { desde: '25:00' }]);
    expect(c).toMatchObject({ ok: false, errors: { '1.desde': [FORM_KIND_MESSAGES.time] } });
    expect(coerceTable(t, 'nope').ok).toBe(false);
    expect(coerceTable(t, [1, 2]).ok).toBe(false);
  });
});

describe('number with the integer flag, and layout kinds', () => {
  it('refuses fractions when integer is set', () => {
    expect(coerceValue(number({ label: 'n', integer: true }), '12.5').ok).toBe(false);
    expect(coerceValue(number({ label: 'n', integer: true }), '12')).toEqual(ok('12.00'));
  });
  it('divider and section have no column and ignore what is sent', () => {
    expect(columnType(section({ label: 'Datos' }))).toBeNull();
    expect(columnType(divider())).toBeNull();
    expect(coerceValue(divider(), 'x')).toEqual(ok(undefined));
    expect(KINDS.section.layout).toBe(true);
  });
});

describe('field properties in validation', () => {
  const r = defineResource({
    name: 'kinds-test',
    label: { one: 'Prueba', many: 'Pruebas' },
    fields: {
      tipo: radio([{ value: 'persona', label: 'Persona' }, { value: 'empresa', label: 'Empresa' }], { label: 'Tipo', rules: 'required' }),
      razon_social: text({ label: 'Razón social', rules: 'required|max:5', visibleIf: { field: 'tipo', is: 'empresa' } }),
      codigo: text({ label: 'Código', pattern: '[A-Z]{3}-\\d+' }),
      edad: number({ label: 'Edad', min: 18, max: 99 }),
      datos: extra({ label: 'Datos', min: 1, max: 2 }),
      dir: address({ label: 'Dirección' }),
    },
  });

  it('a field visibleIf hides is not required, but its other rules still apply', () => {
    expect(validateRecord(r, { tipo: 'persona' }, { mode: 'create' })).toEqual({});
    expect(validateRecord(r, { tipo: 'empresa' }, { mode: 'create' })).toEqual({ razon_social: ['El campo Razón social es obligatorio.'] });
    expect(validateRecord(r, { tipo: 'persona', razon_social: 'demasiado larga' }, { mode: 'create' }).razon_social).toHaveLength(1);
  });

  it('pattern, min/max values and counts speak the rule messages', () => {
    const e = validateRecord(r, { tipo: 'persona', codigo: 'abc-1', edad: '17', datos: { a: '1', b: '2', c: '3' } }, { mode: 'create' });
    expect(e.codigo).toEqual(['El campo Código no tiene un formato válido.']);
    expect(e.edad).toEqual(['El campo Edad debe ser al menos 18.']);
    expect(e.datos).toEqual(['El campo Datos no debe tener más de 2 elementos.']);
    expect(validateRecord(r, { tipo: 'persona', codigo: 'ABC-12', edad: 30 }, { mode: 'create' })).toEqual({});
  });

  it('with coerce (the web form) a value its kind refuses gets the kind message, as the server answers', () => {
    const e = validateRecord(r, { tipo: 'persona', dir: 'Calle 5' }, { mode: 'create', coerce: true });
    expect(e).toEqual({ dir: [FORM_KIND_MESSAGES.address] });
  });

  it('conditions: is / not / filled, lists all hold', () => {
    expect(isFieldVisible({ visibleIf: { field: 'a', is: [1, 2] } }, { a: '2' })).toBe(true);
    expect(isFieldVisible({ visibleIf: { field: 'a', not: 'x' } }, { a: 'x' })).toBe(false);
    expect(isFieldVisible({ visibleIf: { field: 'a', filled: true } }, { a: ' ' })).toBe(false);
    expect(isFieldVisible({ visibleIf: [{ field: 'a', is: true }, { field: 'b', is: 'POS' }] }, { a: true, b: 'FE' })).toBe(false);
    expect(isFieldVisible({ visibleIf: { field: 'a', is: true } }, { a: 1 })).toBe(true);
  });
});
