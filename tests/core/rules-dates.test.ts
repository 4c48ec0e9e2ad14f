import { describe, expect, it } from 'vitest';
import { parseDateValue, validateValue, type RuleContext } from '../../src/core/rules';

// 10:00 in Bogotá on Saturday 2024-06-15 (15:00 UTC).
const NOW = new Date('2024-06-15T15:00:00Z');
const TZ = 'America/Bogota';
const check = (rules: string, value: unknown, ctx: Partial<RuleContext> = {}) =>
  validateValue(rules, value, { field: 'f', kind: 'date', data: {}, now: NOW, timeZone: TZ, ...ctx });

describe('date', () => {
  it.each(['2024-06-15', '2024-02-29', '2024-06-15 10:30', '2024-06-15 10:30:59', '2024-06-15T10:30:00.123Z',
    '2024-06-15T10:30:00-05:00', '2024-06-15T10:30:00+0530'])('accepts %s', (v) => {
    expect(check('date', v)).toEqual([]);
  });
  it.each(['2023-02-29', '2024-13-01', '2024-06-31', '2024-06-15 24:00', '15/06/2024', 'mañana', '2024-6-5',
    '20240615', 20240615, true, [1]])('rejects %s with the spec text', (v) => {
    expect(check('date', v)).toEqual(['debe ser una fecha valida']);
  });
  // An empty object is an empty value (an `extra` without pairs, as PHP's empty array): only
  // `required` looks at it; the date kind's coercion refuses it on the server.
  it('treats {} as empty', () => {
    expect(check('date', {})).toEqual([]);
    expect(check('required|date', {})).toEqual(['Este campo es obligatorio.']);
  });
  it('accepts a valid Date object', () => expect(check('date', new Date())).toEqual([]));
  it('rejects an invalid Date object', () => expect(check('date', new Date('x'))).toEqual(['debe ser una fecha valida']));
});

describe('after / before with keywords, computed from ctx.now in ctx.timeZone', () => {
  it.each([
    ['after:tomorrow', '2024-06-17', []],
    ['after:tomorrow', '2024-06-16', ['Debe ser una fecha posterior a mañana.']],
    ['after_or_equal:tomorrow', '2024-06-16', []],
    ['after:today', '2024-06-15', ['Debe ser una fecha posterior a hoy.']],
    ['after_or_equal:today', '2024-06-15', []],
    ['before:today', '2024-06-14', []],
    ['before:today', '2024-06-15', ['Debe ser una fecha anterior a hoy.']],
    ['before_or_equal:today', '2024-06-15', []],
    ['before:yesterday', '2024-06-14', ['Debe ser una fecha anterior a ayer.']],
    ['before:yesterday', '2024-06-13', []],
    ['before:now', '2024-06-14', []],
    ['after:2024-01-01', '2024-01-02', []],
    ['after:2024-01-01', '2024-01-01', ['Debe ser una fecha posterior a 2024-01-01.']],
    ['after:tomorrow', 'pronto', ['debe ser una fecha valida']],
  ])('%s ← %s', (rules, value, expected) => expect(check(rules, value)).toEqual(expected));

  it('date fields compare by calendar day, even with a time or against "now"', () => {
    expect(check('before:now', '2024-06-15')).toEqual(['Debe ser una fecha anterior a ahora.']);
    expect(check('after:tomorrow', '2024-06-16 08:00')).toEqual(['Debe ser una fecha posterior a mañana.']);
    expect(check('after:tomorrow', '2024-06-16 08:00', { kind: 'datetime' })).toEqual([]);
  });

  it('crosses month and year ends', () => {
    const now = new Date('2024-12-31T17:00:00Z');
    expect(check('after:tomorrow', '2025-01-01', { now })).toEqual(['Debe ser una fecha posterior a mañana.']);
    expect(check('after:tomorrow', '2025-01-02', { now })).toEqual([]);
  });

  it('"today" is the day in the given zone, not in UTC', () => {
    // 21:00 on the 15th in Bogotá is already the 16th in UTC.
    const lateEvening = new Date('2024-06-16T02:00:00Z');
    expect(check('before:today', '2024-06-15', { now: lateEvening })).toEqual(['Debe ser una fecha anterior a hoy.']);
    expect(check('before:today', '2024-06-15', { now: lateEvening, timeZone: 'UTC' })).toEqual([]);
  });
});

describe('datetime values compare by instant', () => {
  const dt = (rules: string, value: unknown) => check(rules, value, { kind: 'datetime' });
  it('after:now', () => {
    expect(dt('after:now', '2024-06-15T10:00:01-05:00')).toEqual([]);
    expect(dt('after:now', '2024-06-15T14:59:59Z')).toEqual(['Debe ser una fecha posterior a ahora.']);
    expect(dt('after:now', '2024-06-15 10:30')).toEqual([]); // wall-clock time in the zone
  });
  it('after:today is after midnight', () => {
    expect(dt('after:today', '2024-06-15 00:00')).toEqual(['Debe ser una fecha posterior a hoy.']);
    expect(dt('after:today', '2024-06-15 00:01')).toEqual([]);
  });
});

describe('comparison with another field', () => {
  const labels = { ingreso: 'Fecha de ingreso', start: 'Inicio' };
  it.each([
    ['after_or_equal:ingreso', '2024-01-10', { ingreso: '2024-01-10' }, []],
    ['after_or_equal:ingreso', '2024-01-09', { ingreso: '2024-01-10' }, ['Debe ser una fecha posterior o igual a Fecha de ingreso.']],
    ['after:ingreso', '2024-01-10', { ingreso: '2024-01-10' }, ['Debe ser una fecha posterior a Fecha de ingreso.']],
    ['after_or_equal:ingreso', '2024-01-09', {}, []], // nothing to compare with
    ['after_or_equal:ingreso', '2024-01-09', { ingreso: 'nope' }, []], // the other field's own rules report it
    ['after_or_equal:start', '2024-01-10 09:00', { start: '2024-01-10 09:30' }, ['Debe ser una fecha posterior o igual a Inicio.']],
    ['after_or_equal:start', '2024-01-10 09:30', { start: '2024-01-10 09:30' }, []],
  ])('%s ← %s with %j', (rules, value, data, expected) => {
    expect(check(rules, value, { data, labels, kind: 'datetime' })).toEqual(expected);
  });
  it('names the field with its own label when known', () => {
    expect(check('after:start', '2024-01-10', { data: { start: '2024-01-11' }, labels: { ...labels, f: 'Fin' } }))
      .toEqual(['El campo Fin debe ser una fecha posterior a Inicio.']);
  });
});

describe('parseDateValue', () => {
  it('turns an offset into wall-clock time of the zone', () => {
    expect(parseDateValue('2024-06-15T02:00:00Z', TZ)).toEqual({ wall: '2024-06-14T21:00:00.000', dateOnly: false });
    expect(parseDateValue('2024-06-15', TZ)).toEqual({ wall: '2024-06-15T00:00:00.000', dateOnly: true });
  });
});
