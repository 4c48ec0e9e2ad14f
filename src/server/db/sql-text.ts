/**
 * SQL as text pieces and bound values, for the hot list path (issue 10 §6, docs/design-notes.md
 * "List reads at a million rows").
 *
 * Kysely's `sql` tag builds a frozen operation node per fragment, value and identifier, and its
 * compiler walks that tree on every execution; a list request built ~60 such nodes, which was a
 * measurable share of its main-thread time. `Sql` is the same idea flattened: `strings` and `values`
 * interleaved as in a template literal (strings.length = values.length + 1), composed by splicing.
 * Values are always bound parameters; the text comes only from code and resource definitions
 * (identifiers are quoted by `ident`). A value may also be a Kysely expression (the record pipeline's
 * row scope): it is embedded as its own node.
 *
 * `toRaw` turns a Sql into ONE flat Kysely raw node, so it still executes through Kysely — the
 * compiler numbers the placeholders and the connection's plugins (the tenant scope's guard that
 * refuses queries after the scope ended) see it like any other query.
 */
import { createQueryId, createRawBuilder, RawNode, ValueNode, type OperationNode, type RawBuilder } from 'kysely';

export class Sql {
  constructor(readonly strings: readonly string[], readonly values: readonly unknown[]) {}
}

/** A Kysely expression (RawBuilder and friends) embedded as a value. */
const isNodeSource = (v: unknown): v is { toOperationNode(): OperationNode } =>
  typeof v === 'object' && v !== null && typeof (v as { toOperationNode?: unknown }).toOperationNode === 'function';

/** Appends `part` (an Sql, or trusted text) to strings/values in place. */
function append(strings: string[], values: unknown[], part: Sql | string): void {
  if (typeof part === 'string') {
    strings[strings.length - 1] += part;
    return;
  }
  strings[strings.length - 1] += part.strings[0];
  for (let j = 0; j < part.values.length; j++) {
    values.push(part.values[j]);
    strings.push(part.strings[j + 1]);
  }
}

/** Template tag: `${x}` splices an Sql, embeds a Kysely expression, and binds anything else. */
export function q(text: TemplateStringsArray | readonly string[], ...args: unknown[]): Sql {
  const strings: string[] = [text[0]];
  const values: unknown[] = [];
  for (let i = 0; i < args.length; i++) {
    const v = args[i];
    if (v instanceof Sql) {
      append(strings, values, v);
      strings[strings.length - 1] += text[i + 1];
    } else {
      values.push(v);
      strings.push(text[i + 1]);
    }
  }
  return new Sql(strings, values);
}

/** Trusted text (from code or the resource definition), no values. */
export const raw = (text: string): Sql => new Sql([text], []);

/** A double-quoted identifier; `a.b` → "a"."b" (as Kysely's sql.ref / sql.table quote them). */
export const identText = (name: string): string =>
  name.split('.').map((p) => `"${p.replace(/"/g, '""')}"`).join('.');

export const ident = (name: string): Sql => raw(identText(name));

/** Items joined by a trusted separator. */
export function join(items: readonly Sql[], separator = ', '): Sql {
  const strings = [''];
  const values: unknown[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i) append(strings, values, separator);
    append(strings, values, items[i]);
  }
  return new Sql(strings, values);
}

/** One flat Kysely raw expression (bound values become parameters). */
export function toRaw<T = unknown>(s: Sql): RawBuilder<T> {
  const params = s.values.map((v) => (isNodeSource(v) ? v.toOperationNode() : ValueNode.create(v)));
  return createRawBuilder<T>({ queryId: createQueryId(), rawNode: RawNode.create(s.strings, params) });
}
