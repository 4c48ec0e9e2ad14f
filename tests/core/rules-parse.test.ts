import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/core/resources';
import { parseRules, RULE_NAMES, RuleParseError, validateValue } from '../../src/core/rules';

const plain = (rules: string) => parseRules(rules).map(({ name, args }) => ({ name, args: [...args] }));

describe('parseRules', () => {
  it('splits names and arguments', () => {
    expect(plain('required|min:3|in:a,b c|required_if:tipo,31,13|max50')).toEqual([
      { name: 'required', args: [] },
      { name: 'min', args: ['3'] },
      { name: 'in', args: ['a', 'b c'] },
      { name: 'required_if', args: ['tipo', '31', '13'] },
      { name: 'max50', args: [] },
    ]);
  });

  it('ignores blanks and empty segments', () => {
    expect(plain(' required | min:3 ||')).toEqual([{ name: 'required', args: [] }, { name: 'min', args: ['3'] }]);
    expect(parseRules('')).toEqual([]);
  });

  it('keeps | and , inside a regex pattern, wherever the regex is', () => {
    const rules = parseRules('required|regex:/^(a|b),[|,]\\/x$/i|max:10');
    expect(rules.map((r) => r.name)).toEqual(['required', 'regex', 'max']);
    const re = rules[1].pattern!;
    expect([re.test('A,|/x'), re.test('b,,/X'), re.test('c,|/x')]).toEqual([true, true, false]);
    expect(validateValue('regex:/^(a|b)$/|required', 'b', { field: 'f', data: {} })).toEqual([]);
  });

  it.each([
    ['foo', /unknown rule "foo"/],
    ['required|Required', /unknown rule "Required"/],
    ['min', /takes 1 argument/],
    ['min:a', /expects a number/],
    ['required:x', /takes 0 argument/],
    ['required_if:tipo', /at least 2/],
    ['after:mañana', /expects now, today/],
    ['regex:abc', /\/pattern\/flags/],
    ['regex:/abc', /no closing/],
    ['regex:/(/', /does not compile/],
    ['regex:/a/g', /flags "g" not allowed/],
    ['regex:/a/ii', /not allowed/],
    ['regex:/a/x|', /not allowed/],
    ['regex:/a/ junk', /unexpected text/],
    ['toString', /unknown rule/],
    ['__proto__', /unknown rule/],
    ['min 3', /invalid rule name/],
  ])('rejects %j', (rules, message) => {
    expect(() => parseRules(rules)).toThrow(RuleParseError);
    expect(() => parseRules(rules)).toThrow(message);
  });

  it('knows every rule of spec 03 §5.1', () => {
    const spec = ['required', 'nospecialchar', 'nit', 'min3', 'min6', 'min8', 'min9', 'max50', 'max255', 'email', 'emails',
      'array', 'numeric', 'boolean', 'string', 'phone', 'date', 'password', 'complexityAdvance', 'before', 'before_or_equal',
      'after', 'after_or_equal', 'nit_if', 'max', 'min', 'maxvalue', 'minvalue', 'regex', 'in', 'not_in', 'required_if',
      'required_unless', 'parent'];
    expect(RULE_NAMES).toEqual(expect.arrayContaining(spec));
  });
});

describe('every rule string declared by a resource', () => {
  const declared = RESOURCES.flatMap((r) =>
    Object.entries(r.fields).filter(([, f]) => f.rules !== undefined).map(([k, f]) => [`${r.name}.${k}`, f.rules!] as const));

  it('there are some', () => expect(declared.length).toBeGreaterThan(50));
  it.each(declared)('%s: %s parses', (_field, rules) => {
    expect(() => parseRules(rules)).not.toThrow();
  });
  it('fields named in required_if/nit_if/after:field exist in the same resource', () => {
    for (const r of RESOURCES) {
      for (const f of Object.values(r.fields)) {
        for (const rule of parseRules(f.rules ?? '')) {
          const ref = ['required_if', 'required_unless', 'nit_if'].includes(rule.name) ? rule.args[0]
            : ['before', 'before_or_equal', 'after', 'after_or_equal'].includes(rule.name)
              && !/^(now|today|tomorrow|yesterday|\d{4}-.*)$/.test(rule.args[0]) ? rule.args[0] : undefined;
          if (ref) expect(Object.keys(r.fields), `${r.name}: ${f.rules}`).toContain(ref);
        }
      }
    }
  });
});
