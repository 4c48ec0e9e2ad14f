// The search document of a resource (DESIGN §4), as both sides need it: the server builds its SQL
// expression and trigram index from these fields (server/db/search.ts); the list's local mode
// (web/engine/data/local-list.ts) matches rows in the client with the same fields and terms.
import type { Field, Resource } from '../resource/types';

/**
 * Kinds whose text form is IMMUTABLE in SQL and therefore indexable. Computed fields, dates and
 * timestamps, booleans, json and pivots are left out of search on purpose.
 */
export const SEARCH_DOCUMENT_KINDS: ReadonlySet<string> = new Set(['text', 'textarea', 'email', 'phone', 'color', 'select', 'integer', 'number', 'currency', 'relation']);

/** The searchable fields that make it into the document, in definition order. */
export const searchDocumentFields = (r: Resource): [string, Field][] =>
  r.search.flatMap((name) => {
    const f = Object.prototype.hasOwnProperty.call(r.fields, name) ? r.fields[name] : undefined;
    return f && SEARCH_DOCUMENT_KINDS.has(f.kind) ? [[name, f] as [string, Field]] : [];
  });

/** Terms of a search text: whitespace-separated, de-duplicated, at most 16. */
export const searchTerms = (q: string) => [...new Set(q.split(/\s+/u).filter(Boolean))].slice(0, 16);
