/**
 * Accent- and case-insensitive, index-backed search (DESIGN §4).
 *
 * The search document of a resource is ONE trusted SQL expression over its `searchable` fields:
 *   lower(mando_unaccent(coalesce("nombres", '') || ' ' || coalesce("apellidos", '') ...))
 * The migration creates a pg_trgm GIN index on exactly that expression (searchIndexDdl) and the list
 * query filters on exactly that expression (searchCondition), which is what lets the planner use the
 * index for `doc LIKE '%term%'`. unaccent() is only STABLE, so the expression goes through the
 * IMMUTABLE wrapper mando_unaccent (SEARCH_FUNCTION_SQL; the foundation migration creates it too).
 * unaccent runs before lower so 'É' → 'E' → 'e' even where lower() only knows ASCII.
 */
import type { RawBuilder } from 'kysely';
import type { Field, Resource } from '../../core/resource';
import { join, q, raw, toRaw, type Sql } from './sql-text';

/** DDL of the IMMUTABLE unaccent wrapper (same text as in migration 0001; idempotent). */
export const SEARCH_FUNCTION_SQL = `create or replace function mando_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`;

/** A double-quoted SQL identifier (the same quoting Kysely's sql.ref / sql.id produce). */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Kinds whose text form is IMMUTABLE and therefore indexable (`::text` is a no-op on text columns). */
const INDEXABLE_KINDS = new Set(['text', 'textarea', 'email', 'phone', 'color', 'select', 'integer', 'number', 'currency', 'relation']);

/**
 * The part of one field in the search document, or null when it cannot be in an index expression:
 * computed fields (concat_ws is only STABLE), dates and timestamps (their text form depends on
 * DateStyle/TimeZone), booleans, json, pivots. Those are left out of search on purpose.
 */
const part = (name: string, f: Field): string | null => {
  if (!INDEXABLE_KINDS.has(f.kind)) return null;
  // A custom field's value inside the jsonb column (->> is immutable too; no index is built for it).
  if (f.stored) return /^[a-z][a-z0-9_]*$/.test(f.stored.key) ? `coalesce(${quoteIdent(f.stored.column)}->>'${f.stored.key}', '')` : null;
  return `coalesce(${quoteIdent(name)}::text, '')`;
};

/** The searchable fields that make it into the document, in definition order. */
export const searchParts = (r: Resource): string[] =>
  r.search.flatMap((name) => {
    const f = Object.prototype.hasOwnProperty.call(r.fields, name) ? r.fields[name] : undefined;
    const p = f ? part(name, f) : null;
    return p ? [p] : [];
  });

const documents = new WeakMap<Resource, string>();

/** The search document expression (trusted SQL, from the resource definition only). */
export function searchDocumentSql(r: Resource): string {
  let doc = documents.get(r);
  if (doc === undefined) {
    const parts = searchParts(r);
    doc = parts.length ? `lower(mando_unaccent(${parts.join(` || ' ' || `)}))` : `''::text`;
    documents.set(r, doc);
  }
  return doc;
}

/** `create index if not exists <table>_search_trgm ...` on the search document; null without fields. */
export function searchIndexDdl(r: Resource): string | null {
  if (!searchParts(r).length) return null;
  const index = quoteIdent(`${r.table}_search_trgm`);
  return `create index if not exists ${index} on ${quoteIdent(r.table)} using gin ((${searchDocumentSql(r)}) gin_trgm_ops)`;
}

/**
 * `'%' || <term, normalised like the document, with LIKE wildcards escaped> || '%'`. The escaping runs
 * after normalisation because unaccent maps some characters onto wildcards ('％' → '%', '＿' → '_').
 * chr(92) is the backslash (LIKE's default escape) without depending on string-literal settings.
 * Every function here is IMMUTABLE, so with a bound value the planner folds it to a constant pattern.
 */
export const likePatternSql = (term: string): Sql =>
  q`('%' || replace(replace(replace(lower(mando_unaccent(${term}::text)), chr(92), chr(92) || chr(92)), '%', chr(92) || '%'), '_', chr(92) || '_') || '%')`;

export const likePattern = (term: string): RawBuilder<string> => toRaw<string>(likePatternSql(term));

/** A normalised text expression (for whereLike on any column or computed expression). */
export const normalizedSql = (expr: Sql): Sql => q`lower(mando_unaccent((${expr})::text))`;

/** Terms of a search text: whitespace-separated, de-duplicated, at most 16. */
export const searchTerms = (q: string) => [...new Set(q.split(/\s+/u).filter(Boolean))].slice(0, 16);

/** Every term must appear in the search document (AND); null for an empty search. */
export function searchSql(r: Resource, text: string | undefined): Sql | null {
  const terms = text ? searchTerms(text) : [];
  if (!terms.length) return null;
  const doc = raw(searchDocumentSql(r));
  return join(terms.map((t) => q`${doc} like ${likePatternSql(t)}`), ' and ');
}

/** searchSql as a Kysely expression. */
export function searchCondition(r: Resource, text: string | undefined): RawBuilder<unknown> | null {
  const s = searchSql(r, text);
  return s && toRaw(s);
}
