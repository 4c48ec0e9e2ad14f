/**
 * ListQuery → URL query pairs. `parseListQuery(r, serializeListQuery(q))` gives back `q` for any AST
 * the parser can produce. Build a URL with `new URLSearchParams(serializeListQuery(q))`.
 */
import { OP_KEYS, valueToString } from './fields';
import type { ListQuery } from './types';

export function serializeListQuery(q: ListQuery): [string, string][] {
  const out: [string, string][] = [];
  for (const f of q.filters) {
    const key = OP_KEYS[f.op];
    switch (f.op) {
      case 'null': case 'notNull': out.push([`${key}[]`, f.field]); break;
      case 'in': out.push([`${key}[${f.field}]`, f.values.map(valueToString).join(',')]); break;
      case 'eq': case 'under': out.push([`${key}[${f.field}]`, valueToString(f.value)]); break;
      default: out.push([`${key}[${f.field}]`, f.value]);
    }
  }
  for (const s of q.scopes) out.push([`scope[${s}]`, '1']);
  if (q.from !== undefined) out.push(['from', q.from]);
  if (q.to !== undefined) out.push(['to', q.to]);
  if (q.q !== undefined) out.push(['q', q.q]);
  if (q.include.length) out.push(['include', q.include.join(',')]);
  for (const o of q.order) out.push([`order[${o.field}]`, o.dir]);
  if (q.paginate !== undefined) out.push(['paginate', String(q.paginate)]);
  if (q.page !== undefined) out.push(['page', String(q.page)]);
  if (q.limit !== undefined) out.push(['limit', String(q.limit)]);
  if (q.count) out.push(['count', '1']);
  else if (q.skipTotal) out.push(['count', '0']);
  if (q.fields) out.push(['fields', q.fields.join(',')]);
  if (q.archiveOnly) out.push(['archive_only', '1']);
  if (q.allowsInactive) out.push(['allows_inactive', '1']);
  if (q.sums?.length) out.push(['sum', q.sums.join(',')]);
  if (q.countBy) out.push(['countBy', q.countBy]);
  return out;
}

/** The query string itself, without the leading '?'. */
export const listQueryString = (q: ListQuery) => new URLSearchParams(serializeListQuery(q)).toString();
