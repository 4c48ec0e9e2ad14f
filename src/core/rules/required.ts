import { parseRules } from './parse';
import { matchesAny, own } from './values';

/** The other fields a rule string's conditional presence rules (required_if, required_unless) read. */
export function requiredDependencies(rules: string | undefined): string[] {
  if (!rules) return [];
  return [...new Set(parseRules(rules).filter((r) => r.name === 'required_if' || r.name === 'required_unless').map((r) => r.args[0]))];
}

/**
 * Must the field be filled, given the record's values? 'required', or a required_if whose other field
 * holds one of its values, or a required_unless whose other field holds none — the same conditions the
 * rules check, so the form marks a field required exactly when saving would ask for it.
 */
export function isRequiredFor(rules: string | undefined, data: Record<string, unknown>): boolean {
  if (!rules) return false;
  return parseRules(rules).some((r) => r.name === 'required'
    || (r.name === 'required_if' && matchesAny(own(data, r.args[0]), r.args.slice(1)))
    || (r.name === 'required_unless' && !matchesAny(own(data, r.args[0]), r.args.slice(1))));
}
