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
import { searchDocumentFields, searchTerms } from '../../core/search/document';
import { join, q, raw, toRaw, type Sql } from './sql-text';

export { searchTerms };

/** DDL of the IMMUTABLE unaccent wrapper (same text as in migration 0001; idempotent). */
export const SEARCH_FUNCTION_SQL = `create or replace function mando_unaccent(text) returns text
  language sql immutable parallel safe strict
  as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`;

/** A double-quoted SQL identifier (the same quoting Kysely's sql.ref / sql.id produce). */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The document's parts: the searchable fields whose text form can be in an index expression
 * (core/search/document.ts: computed fields — concat_ws is only STABLE —, dates and timestamps —
 * their text form depends on DateStyle/TimeZone —, booleans, json and pivots are left out).
 * `::text` is a no-op on text columns.
 */
const part = (name: string, f: Field): string | null => {
  // A custom field's value inside the jsonb column (->> is immutable too; no index is built for it).
  if (f.stored) return /^[a-z][a-z0-9_]*$/.test(f.stored.key) ? `coalesce(${quoteIdent(f.stored.column)}->>'${f.stored.key}', '')` : null;
  return `coalesce(${quoteIdent(name)}::text, '')`;
};

export const searchParts = (r: Resource): string[] =>
  searchDocumentFields(r).flatMap(([name, f]) => { const p = part(name, f); return p ? [p] : []; });

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
