// Board filters kept in the URL (assignee, priority, client, text, archived) and sent to the API as
// list-query filters (docs/contracts.md "List query"): the server narrows the cards, the same rules
// (tenant, permission, row scope) as any list. `matchesFilters` narrows the cards already loaded at
// once, while the server's answer is on its way. Which field each filter reads comes from the
// resource's fields, never from ticket knowledge.
import type { Resource } from '../../../core/resource/types';
import { boardOf, type Card } from './model';

export interface BoardFilters {
  assignee: number[];
  priority: string[];
  cliente: number[];
  q: string;
  archived: boolean;
}

export const NO_FILTERS: BoardFilters = { assignee: [], priority: [], cliente: [], q: '', archived: false };

const ids = (raw: string | undefined) => (raw ?? '').split(',').map((s) => Number(s)).filter((n) => Number.isInteger(n) && n > 0);

export function readFilters(search: Record<string, string | undefined>): BoardFilters {
  return {
    assignee: ids(search.assignee),
    priority: (search.priority ?? '').split(',').filter(Boolean),
    cliente: ids(search.cliente),
    q: search.q ?? '',
    archived: search.archived === '1',
  };
}

export function writeFilters(f: BoardFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.assignee.length) out.assignee = f.assignee.join(',');
  if (f.priority.length) out.priority = f.priority.join(',');
  if (f.cliente.length) out.cliente = f.cliente.join(',');
  if (f.q.trim()) out.q = f.q;
  if (f.archived) out.archived = '1';
  return out;
}

export const anyFilter = (f: BoardFilters) => !!(f.assignee.length || f.priority.length || f.cliente.length || f.q.trim() || f.archived);

/**
 * Which fields the filters read: the first filterable relation_multiple to users (assignees), the
 * filterable numeric select other than the column (priority), cliente_id, archived_at.
 */
export interface FilterFields { assignees?: string; priority?: string; cliente?: string; archived?: string; title: string }

export function filterFieldsOf(r: Resource): FilterFields {
  const entries = Object.entries(r.fields);
  return {
    assignees: entries.find(([, f]) => f.kind === 'relation_multiple' && f.relation?.resource === 'users' && !!f.filter)?.[0],
    priority: entries.find(([k, f]) => f.kind === 'select' && !!f.filter && k !== boardOf(r)?.column && (f.options ?? []).every((o) => typeof o.value === 'number'))?.[0],
    cliente: entries.find(([k, f]) => k === 'cliente_id' && f.relation && !!f.filter)?.[0],
    archived: entries.find(([k, f]) => k === 'archived_at' && f.kind === 'datetime')?.[0],
    title: r.title,
  };
}

/** Fields the cards must carry for `matchesFilters` (relation_multiple ones come as includes). */
export const filterColumns = (ff: FilterFields): string[] =>
  [ff.priority, ff.cliente, ff.archived].filter((f): f is string => !!f);

const NUMBER_RE = /^#(\d{1,9})$/;

/**
 * The filters as list-query entries: whereIn on each field, `q` for the text (the resource's search
 * document; `#12` is card 12), `archive_only` for archived cards (the API hides them otherwise).
 */
export function filterQuery(f: BoardFilters, ff: FilterFields): [string, string][] {
  const out: [string, string][] = [];
  if (ff.assignees && f.assignee.length) out.push([`whereIn[${ff.assignees}]`, f.assignee.join(',')]);
  if (ff.priority && f.priority.length) out.push([`whereIn[${ff.priority}]`, f.priority.join(',')]);
  if (ff.cliente && f.cliente.length) out.push([`whereIn[${ff.cliente}]`, f.cliente.join(',')]);
  const q = f.q.trim();
  const n = NUMBER_RE.exec(q);
  if (n) out.push(['where[id]', n[1]]);
  else if (q) out.push(['q', q]);
  if (ff.archived && f.archived) out.push(['archive_only', '1']);
  return out;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const relatedIdsOf = (v: unknown): number[] => (Array.isArray(v) ? v.map((x) => Number(typeof x === 'object' && x ? (x as { id: unknown }).id : x)) : []);

/** Whether a loaded card passes the filters (the instant, local half; the server has the last word). */
export function matchesFilters(card: Card, f: BoardFilters, ff: FilterFields): boolean {
  if (ff.archived && !!card[ff.archived] !== f.archived) return false;
  if (ff.assignees && f.assignee.length && !relatedIdsOf(card[ff.assignees]).some((id) => f.assignee.includes(id))) return false;
  if (ff.priority && f.priority.length && !f.priority.includes(String(card[ff.priority]))) return false;
  if (ff.cliente && f.cliente.length && !f.cliente.includes(Number(card[ff.cliente]))) return false;
  if (f.q.trim()) {
    const words = fold(f.q).split(/\s+/).filter(Boolean);
    const hay = fold(`${String(card[ff.title] ?? '')} #${card.id}`);
    if (!words.every((w) => hay.includes(w))) return false;
  }
  return true;
}
