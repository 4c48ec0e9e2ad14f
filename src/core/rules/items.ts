import type { Field } from '../resource/types';
import type { RuleMessages } from './messages';
import { validateValue } from './validate';

type Row = Record<string, unknown>;

/**
 * Per-row rules of an `items` field: each row is validated like a small record (its own sub-field
 * rules, other sub-fields of the same row as context). Errors are keyed by path: `items.0.cantidad`.
 * Readonly sub-fields are computed by the server and not checked.
 */
export function validateItems(name: string, f: Field, rows: unknown, opts: { now?: Date; timeZone?: string; messages?: RuleMessages } = {}): Record<string, string[]> {
  const spec = f.items;
  if (!spec || !Array.isArray(rows)) return {};
  const labels = Object.fromEntries(Object.entries(spec.fields).map(([k, sub]) => [k, sub.label]));
  const errors: Record<string, string[]> = {};
  rows.forEach((row: unknown, i) => {
    if (typeof row !== 'object' || row === null) return;
    for (const [key, sub] of Object.entries(spec.fields)) {
      if (!sub.rules || sub.readonly || sub.kind === 'computed') continue;
      const messages = validateValue(sub.rules, (row as Row)[key], {
        field: key, kind: sub.kind, data: row as Row, now: opts.now, timeZone: opts.timeZone, labels, messages: opts.messages,
      });
      if (messages.length) errors[`${name}.${i}.${key}`] = messages;
    }
  });
  return errors;
}
