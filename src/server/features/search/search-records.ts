/**
 * Record search across resources (the command palette's `GET /api/search`). Goes through the record
 * pipeline: only resources the user may view (permission + module: `canOnResource`, the full view,
 * never the narrowed lookup view), only fields it may read, and every row under the pipeline's base
 * condition (tenant + row scope, `rec.base`). Reads go through the tenant views like lists do, so the
 * trigram index on each resource's search document serves both LIKE and word similarity.
 */
import { sql, type RawBuilder } from 'kysely';
import { canOnResource } from '../../../core/access';
import { hasArchive } from '../../../core/query';
import { recordTitle } from '../../../core/resource/define';
import type { Resource } from '../../../core/resource/types';
import { RESOURCES } from '../../../core/resources';
import { likePattern, searchDocumentSql, searchParts, searchTerms } from '../../db/search';
import { listSource } from '../../db/tenant-view';
import { selectColumns, toJsonRow } from '../../records/columns';
import type { Records } from '../../records';
import type { SearchHit } from '../../../core/search';

export type { SearchHit };


export interface SearchOptions {
  /** Hits per resource (1…20). */
  limit: number;
  /** Only these resources (already checked to exist). */
  resources?: Resource[];
}

/** Words shorter than this only match as written; longer ones also with a typo (trigram word similarity). */
const FUZZY_MIN = 3;
/** pg_trgm word-similarity threshold for misspelt words ('gutieres' ~ 'gutierrez' is 0.67). */
const WORD_SIMILARITY = '0.5';

/**
 * Resources a number jumps into, with the rank of such a hit: `#123` or `123` opens ticket 123
 * first, then the order numbered …123 ('PED-0123'); an order's whole number ('PED-0123') beats both.
 */
const NUMBERED: Record<string, (n: number, q: string) => { match: RawBuilder<unknown>; rank: RawBuilder<unknown> }> = {
  tickets: (n) => ({ match: sql`${sql.ref('id')} = ${n}`, rank: sql`2` }),
  pedidos: (n, q) => ({
    match: sql`(upper(${sql.ref('numero_pedido')}) = upper(${q}) or ${sql.ref('numero_pedido')} ~ ${`(^|[^0-9])0*${n}$`})`,
    rank: sql`(case when upper(${sql.ref('numero_pedido')}) = upper(${q}) then 3 else 1 end)`,
  }),
};

/** The resources this user may search: viewable (not just lookup), with a search document. */
export function searchableResources(rec: Records, only?: Resource[]): Resource[] {
  return (only ?? RESOURCES).filter((r) => !r.global && canOnResource(rec.principal, r, 'view') && searchParts(r).length > 0);
}

/** Search document condition: every word as written, or (≥ 3 letters) a close word. */
function matchCondition(r: Resource, terms: string[]): RawBuilder<unknown> {
  const doc = sql.raw(searchDocumentSql(r));
  return sql.join(terms.map((t) => (t.length >= FUZZY_MIN
    ? sql`(${doc} like ${likePattern(t)} or lower(mando_unaccent(${t}::text)) <% ${doc})`
    : sql`${doc} like ${likePattern(t)}`)), sql` and `);
}

function subtitleOf(r: Resource, row: Record<string, unknown>, title: string): string | undefined {
  for (const name of r.search) {
    const v = row[name];
    if (v === undefined || v === null || v === '' || String(v) === title) continue;
    if (typeof v === 'number' && r.fields[name]?.kind === 'relation') continue;
    if (title.includes(String(v))) continue;
    return String(v);
  }
  return undefined;
}

/** The SELECT of one resource's hits (exported so a test can EXPLAIN exactly what runs). */
export async function searchQuery(rec: Records, r: Resource, q: string, terms: string[], limit: number, numbered: number | null) {
  const view = rec.readable(r);
  const columns = selectColumns(view, rec.principal, [view.title, ...view.search].filter((x): x is string => !!x));
  const source = await listSource(rec.trx, r.table);
  const from = source === r.table ? sql.table(r.table) : sql`${sql.table(source)} as ${sql.table(r.table)}`;
  const conds: RawBuilder<unknown>[] = [rec.base(r)];
  if (hasArchive(r)) conds.push(sql`${sql.ref('archived_at')} is null`);
  const doc = sql.raw(searchDocumentSql(r));
  const whole = sql`lower(mando_unaccent(${q}::text))`;
  const byNumber = numbered !== null ? NUMBERED[r.name]?.(numbered, q) : undefined;
  const words = terms.length ? matchCondition(r, terms) : null;
  const match = byNumber && words ? sql`(${byNumber.match} or (${words}))` : (byNumber?.match ?? words ?? sql`false`);
  const exact = byNumber ? sql`(case when ${byNumber.match} then ${byNumber.rank} else 0 end)` : sql`0`;
  return sql<Record<string, unknown> & { _score: number; _exact: number }>`
    select ${columns}, ${exact} as _exact,
      (case when ${doc} like ${likePattern(q)} then 1 else 0 end) + word_similarity(${whole}, ${doc}) as _score
    from ${from} where ${sql.join([...conds, match], sql` and `)}
    order by _exact desc, _score desc, ${sql.ref('id')} desc limit ${limit}`;
}

type Ranked = SearchHit & { _rank: number };

async function searchOne(rec: Records, r: Resource, q: string, terms: string[], limit: number, numbered: number | null): Promise<Ranked[]> {
  const view = rec.readable(r);
  const { rows } = await (await searchQuery(rec, r, q, terms, limit, numbered)).execute(rec.trx);
  return rows.map((raw) => {
    const row = toJsonRow(raw);
    const title = recordTitle(view, row);
    const subtitle = subtitleOf(view, row, title);
    return {
      resource: r.name, id: Number(row.id), title, ...(subtitle ? { subtitle } : {}),
      score: Math.round(Number(raw._score) * 1000) / 1000, ...(Number(raw._exact) > 0 ? { exact: true as const } : {}), _rank: Number(raw._exact),
    };
  });
}

/**
 * Top hits per searchable resource, best first across resources (number matches first). An empty
 * text finds nothing; a one-letter text only a number.
 */
export async function searchRecords(rec: Records, q: string, opts: SearchOptions): Promise<SearchHit[]> {
  const text = q.trim();
  const num = /^#?\s*(\d{1,9})$/.exec(text);
  const numbered = num ? Number(num[1]) : null;
  const bare = text.replace(/^#\s*(?=\d)/, '');
  // A short number ('#7') only jumps: as words it would match half of every table.
  const terms = numbered !== null && bare.length < 3 ? [] : searchTerms(bare).slice(0, 8);
  if (numbered === null && (!terms.length || text.length < 2)) return [];
  await sql`select set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`.execute(rec.trx);
  const hits: Ranked[] = [];
  for (const r of searchableResources(rec, opts.resources)) {
    if (!terms.length && !NUMBERED[r.name]) continue;
    hits.push(...await searchOne(rec, r, bare, terms, opts.limit, numbered));
  }
  hits.sort((a, b) => b._rank - a._rank || b.score - a.score);
  return hits.map(({ _rank, ...hit }) => hit);
}
