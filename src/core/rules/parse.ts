import { ruleDef } from './table';
import type { ParsedRule } from './types';

/** A rule string that cannot be right: a programming error in a resource file. */
export class RuleParseError extends Error {
  constructor(message: string, readonly rules: string) {
    super(`${message} in rules "${rules.length > 80 ? `${rules.slice(0, 77)}...` : rules}"`);
    this.name = 'RuleParseError';
  }
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_RULES_CHARS = 20_000;
/** `g` and `y` would make test() stateful (lastIndex); `d` is useless for a yes/no answer. */
const REGEX_FLAGS = /^[imsuv]*$/;

/**
 * 'required|min:3|in:a,b' → [{name:'required',args:[]}, {name:'min',args:['3']}, …]. Segments are
 * split on '|', the name from its arguments on the first ':', arguments on ','; blanks around names
 * and arguments are dropped and empty segments ignored. A `regex:` rule is written with slashes,
 * `regex:/^[a-z|,]+$/i`, and may contain '|' and ',' inside them; it may appear anywhere.
 * Throws RuleParseError for unknown rules, wrong argument counts or bad arguments, and patterns
 * that do not compile.
 */
export function parseRules(rules: string): ParsedRule[] {
  if (typeof rules !== 'string') throw new RuleParseError('rules must be a string', String(rules));
  if (rules.length > MAX_RULES_CHARS) throw new RuleParseError('rule string too long', rules);
  const out: ParsedRule[] = [];
  let i = 0;
  while (i <= rules.length) {
    const bar = rules.indexOf('|', i);
    const end = bar === -1 ? rules.length : bar;
    const segment = rules.slice(i, end);
    const colon = segment.indexOf(':');
    const name = (colon === -1 ? segment : segment.slice(0, colon)).trim();
    if (name === 'regex') {
      if (colon === -1) throw new RuleParseError('regex needs a /pattern/', rules);
      const { rule, next } = readRegex(rules, i + colon + 1);
      out.push(rule);
      i = next;
      continue;
    }
    i = end + 1;
    if (name === '' && segment.trim() === '') continue;
    const args = colon === -1 ? [] : segment.slice(colon + 1).split(',').map((a) => a.trim());
    out.push(makeRule(name, args, rules));
  }
  return out;
}

function makeRule(name: string, args: string[], rules: string): ParsedRule {
  if (!NAME.test(name)) throw new RuleParseError(`invalid rule name "${name.slice(0, 40)}"`, rules);
  const def = ruleDef(name);
  if (!def) throw new RuleParseError(`unknown rule "${name}"`, rules);
  const [min, max] = def.args ?? [0, 0];
  if (args.length < min || args.length > max) {
    const wanted = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    throw new RuleParseError(`rule "${name}" takes ${wanted} argument(s), got ${args.length}`, rules);
  }
  const problem = def.validateArgs?.(args);
  if (problem) throw new RuleParseError(`rule "${name}" ${problem}`, rules);
  return Object.freeze({ name, args: Object.freeze(args) });
}

/** Reads `/pattern/flags` from `start`; returns the rule and the index after the following '|'. */
function readRegex(rules: string, start: number): { rule: ParsedRule; next: number } {
  let i = start;
  while (rules[i] === ' ') i++;
  if (rules[i] !== '/') throw new RuleParseError('regex pattern must be written as /pattern/flags', rules);
  let j = i + 1;
  let inClass = false;
  for (; j < rules.length; j++) {
    const c = rules[j];
    if (c === '\\') j++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '/') break;
  }
  if (j >= rules.length) throw new RuleParseError('regex pattern has no closing /', rules);
  const source = rules.slice(i + 1, j);
  let k = j + 1;
  while (k < rules.length && /[A-Za-z]/.test(rules[k])) k++;
  const flags = rules.slice(j + 1, k);
  while (rules[k] === ' ') k++;
  if (k < rules.length && rules[k] !== '|') throw new RuleParseError('unexpected text after the regex pattern', rules);
  if (!REGEX_FLAGS.test(flags) || new Set(flags).size !== flags.length) {
    throw new RuleParseError(`regex flags "${flags}" not allowed (use i, m, s, u or v)`, rules);
  }
  let pattern: RegExp;
  try {
    pattern = new RegExp(source, flags);
  } catch (e) {
    throw new RuleParseError(`regex does not compile (${(e as Error).message})`, rules);
  }
  return { rule: Object.freeze({ name: 'regex', args: Object.freeze([`/${source}/${flags}`]), pattern }), next: k + 1 };
}

const CACHE = new Map<string, readonly ParsedRule[]>();
const CACHE_LIMIT = 1000;

/** parseRules with a cache, for the hot path (every field of every write). */
export function cachedRules(rules: string): readonly ParsedRule[] {
  let parsed = CACHE.get(rules);
  if (!parsed) {
    parsed = Object.freeze(parseRules(rules));
    if (CACHE.size >= CACHE_LIMIT) CACHE.clear();
    CACHE.set(rules, parsed);
  }
  return parsed;
}
