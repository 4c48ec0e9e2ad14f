import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/core/resources';
import { formatNit, parseRules, RULE_NAMES, RuleParseError, validateRecord, validateValue } from '../../src/core/rules';
import type { ValueKind } from '../../src/core/rules';

const DECLARED = [...new Set(RESOURCES.flatMap((r) => Object.values(r.fields).map((f) => f.rules).filter((x): x is string => !!x)))];
const EXTRA = ['nospecialchar|nit|emails|array|boolean|string|date|password|complexityAdvance',
  'min3|min6|min8|min9|max50|max255|integer|numeric|min:1|max:3',
  'required_if:a,1,x|required_unless:b,2|nit_if:a,31|before:now|after_or_equal:b|before_or_equal:yesterday',
  'in:a,b,1|not_in:c|parent|confirmed|sometimes|regex:/^[a-z]+$/i|minvalue:-1|maxvalue:1000'];
const KINDS: ValueKind[] = ['text', 'textarea', 'email', 'phone', 'password', 'color', 'integer', 'number', 'currency',
  'boolean', 'date', 'datetime', 'select', 'relation', 'relation_multiple', 'json', 'computed', 'file', 'image'];

const hostile = fc.anything({
  withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true,
  withSparseArray: true, withBoxedValues: true, withObjectString: true, withUnicodeString: true,
});
const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.stringMatching(/^[\d.eE+\-@;:|,/ ()]{0,80}$/),
);
const valueArb = fc.oneof(hostile, hostileString, fc.double(), fc.bigInt(), fc.constantFrom(1e308, -1e308, Number.NaN, Infinity));

describe('hostile values never throw and always give string[]', () => {
  it('validateValue', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DECLARED, ...EXTRA), valueArb, fc.constantFrom(undefined, ...KINDS),
        fc.dictionary(fc.string(), hostile), fc.oneof(fc.constant(null), fc.integer(), fc.string()), fc.date(),
        (rules, value, kind, data, recordId, now) => {
          const out = validateValue(rules, value, { field: 'a', kind, data: { ...data, a: value, b: value }, recordId, now });
          expect(Array.isArray(out)).toBe(true);
          for (const m of out) expect(typeof m === 'string' && m.length > 0).toBe(true);
          expect(new Set(out).size).toBe(out.length);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('validateRecord on every resource', () => {
    const superAdmin = { roles: ['SuperAdmin'], permissions: [], modules: [] };
    fc.assert(
      fc.property(fc.constantFrom(...RESOURCES), fc.dictionary(fc.string(), valueArb), fc.constantFrom('create', 'update') as fc.Arbitrary<'create' | 'update'>,
        (resource, junk, mode) => {
          const data = { ...junk, ...Object.fromEntries(Object.keys(resource.fields).map((k) => [k, junk[k] ?? null])) };
          const errors = validateRecord(resource, data, { principal: superAdmin, mode });
          for (const [k, msgs] of Object.entries(errors)) {
            expect(k in resource.fields).toBe(true);
            expect(msgs.length).toBeGreaterThan(0);
          }
        }),
      { numRuns: 500 },
    );
  });
});

describe('parseRules on random text returns or throws a RuleParseError', () => {
  const token = fc.constantFrom(...RULE_NAMES, 'regex:/', '/', '/i', '|', ':', ',', '\\', '[', ']', '(', ')', '*', '+', 'now', '3', '-1', 'x', ' ');
  const soup = fc.array(token, { maxLength: 30 }).map((t) => t.join(''));
  it.each([['random strings', fc.string({ unit: 'binary', maxLength: 200 })], ['rule-like soup', soup]] as const)('%s', (_n, arb) => {
    fc.assert(
      fc.property(arb, (s) => {
        try {
          const rules = parseRules(s);
          for (const r of rules) expect(RULE_NAMES).toContain(r.name);
        } catch (e) {
          expect(e).toBeInstanceOf(RuleParseError);
          expect((e as Error).message).toMatch(/in rules "/);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

// Growth, not speed: the same input eight times longer may take about eight times as long (linear),
// never sixty-four (quadratic backtracking). Each size is timed as the best of three runs, so a busy
// machine slows both sides alike instead of failing the check.
describe('no super-linear work on long adversarial input', () => {
  const rules = 'numeric|email|emails|phone|date|nit|min:3|max:255|nospecialchar|password|in:a,b|after:today';
  const best = (value: string) => Math.min(...[0, 1, 2].map(() => {
    const t = performance.now();
    validateValue(rules, value, { field: 'f', data: {} });
    return performance.now() - t;
  }));
  it.each([
    ['digits then junk', (n: number) => `${'1'.repeat(2 * n)}x`],
    ['dots', (n: number) => `${'1.'.repeat(n)}x`],
    ['at signs', (n: number) => `${'a@'.repeat(n)}`],
    ['email-like', (n: number) => `${'a.'.repeat(n)}@${'b-'.repeat(n / 2)}.c`],
    ['semicolons', (n: number) => `${'a@b.co;'.repeat(n * 0.3)}x`],
    ['dashes', (n: number) => `${'2024-'.repeat(n / 2)}`],
  ])('%s', (_n, make) => {
    const small = best(make(25_000));
    const large = best(make(200_000));
    expect(large).toBeLessThan(24 * small + 5);
  });
});

describe('properties of the rules', () => {
  it('minvalue/maxvalue agree with exact decimal order, strings or numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: -1e6, max: 1e6 }), fc.boolean(),
        (units, cents, bound, asString) => {
          const text = `${units}.${String(cents).padStart(2, '0')}`;
          const exact = units * 100 + (units < 0 ? -cents : cents);
          const value = asString ? text : Number(text);
          expect(validateValue(`minvalue:${bound}`, value, { field: 'f', data: {} }).length === 0).toBe(exact >= bound * 100);
          expect(validateValue(`maxvalue:${bound}`, value, { field: 'f', data: {} }).length === 0).toBe(exact <= bound * 100);
        }),
    );
  });

  it('max:n on text passes exactly when the text has at most n characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 40 }), fc.integer({ min: 0, max: 40 }), (s, n) => {
        fc.pre(s.trim() !== '');
        expect(validateValue(`max:${n}`, s, { field: 'f', data: {} }).length === 0).toBe([...s].length <= n);
      }),
    );
  });

  it('in: compares as strings', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 50 }), (list, v) => {
        const rules = `in:${list.join(',')}`;
        const expected = list.includes(v) ? [] : ['El valor seleccionado no es válido.'];
        expect(validateValue(rules, v, { field: 'f', data: {} })).toEqual(expected);
        expect(validateValue(rules, String(v), { field: 'f', data: {} })).toEqual(expected);
      }),
    );
  });

  it('every base with its check digit is a valid NIT, any other digit is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), fc.integer({ min: 0, max: 9 }), (base, other) => {
        const nit = formatNit(base);
        expect(validateValue('nit', nit, { field: 'f', data: {} })).toEqual([]);
        const dv = Number(nit.slice(-1));
        fc.pre(other !== dv);
        expect(validateValue('nit', `${base}-${other}`, { field: 'f', data: {} })).toEqual(['No es un NIT válido']);
      }),
    );
  });

  it('after:today on date fields is plain calendar order', () => {
    const now = new Date('2024-06-15T15:00:00Z');
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true }), (d) => {
        const day = d.toISOString().slice(0, 10);
        const out = validateValue('date|after:today', day, { field: 'f', kind: 'date', data: {}, now, timeZone: 'UTC' });
        expect(out.length === 0).toBe(day > '2024-06-15');
      }),
    );
  });
});
