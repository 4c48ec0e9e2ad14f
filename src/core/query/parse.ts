/**
 * URL query string → ListQuery (spec 03 §7.3). Input is the flat key/value pairs exactly as
 * `new URLSearchParams(qs).entries()` yields them.
 *
 * Keys: `op[arg]` (optionally followed by `[]`, PHP style: `whereIn[f][]=a`) or a plain `key`.
 * - Bracketed keys with an unknown operator are a 400 (a typo must not silently widen a list), except
 *   `ids[...]`, which the bulk-delete route reads itself.
 * - Plain keys that are not operators are ignored: `_` (cache buster), `token`, `_method`, `lang`,
 *   `itemsPerPage`, ... Everything the web or a proxy adds around the query stays harmless.
 * - Empty values mean "no filter" (`where[estado]=` is ignored), like a cleared filter box.
 */
import { can, type Principal } from '../access';
import type { Resource } from '../resource';
import { getResource } from '../resources';
import {
  coerceValue, filterRefusal, hasOwn, isDateValue, OP_KEYS, queryField, resourceWord, show, sortable,
  type QueryField,
} from './fields';
import {
  emptyListQuery, MAX_IN_VALUES, MAX_INCLUDE_DEPTH, MAX_SUMS, MAX_PAGE, MAX_PAGE_SIZE, MAX_Q_LENGTH, MAX_VALUE_LENGTH,
  QueryError, type Filter, type FilterOp, type FilterValue, type ListQuery,
} from './types';

export interface ParseOptions {
  /**
   * The user asking. When given (even null), fields the user may not see (canSeeField) behave as if
   * they did not exist: they cannot be filtered, ordered or included. Omit it for trusted server calls.
   */
  principal?: Principal | null;
}

const KEY_RE = /^([A-Za-z_]+)(?:\[([^[\]]*)\])?(\[\])?$/;
const FILTER_KEYS: Record<string, FilterOp> = {
  where: 'eq', whereIn: 'in', whereNull: 'null', whereNotNull: 'notNull', whereLike: 'like',
  whereDategte: 'dateGte', whereDatelwe: 'dateLte', whereUnder: 'under',
};
const IGNORED_BRACKET_KEYS = new Set(['ids']);

/** Kinds `sum` adds up (stored as numeric or integer). */
const SUMMABLE = new Set<string>(['currency', 'number', 'integer']);

/** Kinds `countBy` groups by: few distinct values, compared exactly. */
const COUNTABLE = new Set<string>(['relation', 'select', 'boolean', 'integer']);

const list = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

function int(key: string, v: string): number {
  if (!/^[+-]?\d+$/.test(v.trim())) throw new QueryError(`'${key}' debe ser un número entero: '${show(v)}'.`);
  return Number(v.trim());
}

function flag(key: string, v: string): boolean {
  const s = v.trim().toLowerCase();
  if (s === '' || s === '0' || s === 'false' || s === 'no' || s === 'off') return false;
  if (s === '1' || s === 'true' || s === 'yes' || s === 'on') return true;
  throw new QueryError(`'${key}' debe ser 1 o 0: '${show(v)}'.`);
}

function date(key: string, v: string): string {
  const s = v.trim();
  if (!isDateValue(s)) throw new QueryError(`Fecha no válida en '${key}': '${show(v)}' (usa AAAA-MM-DD).`);
  return s;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Checks an include path (`roles.permissions`) level by level; returns it normalised. */
function includePath(resource: Resource, path: string, principal: Principal | null | undefined, check: boolean) {
  const segs = path.split('.').map((s) => s.trim());
  const unknown = () => new QueryError(`Relación desconocida: '${show(path)}' en ${resourceWord(resource)}.`);
  if (segs.length > MAX_INCLUDE_DEPTH || segs.some((s) => !s)) throw unknown();
  // A list's own child rows (`include=items`): a GET of one record always carries them.
  if (segs.length === 1 && hasOwn(resource.fields, path) && resource.fields[path].kind === 'items') {
    if (!queryField(resource, path, principal, check)) throw unknown();
    return path;
  }
  let at: Resource | undefined = resource;
  for (const seg of segs) {
    if (!at || !hasOwn(at.includes, seg)) throw unknown();
    const qf = queryField(at, at.includes[seg], principal, check);
    if (!qf?.def?.relation) throw unknown();
    at = getResource(qf.def.relation.resource);
  }
  if (!at) throw unknown();
  return segs.join('.');
}

export function parseListQuery(
  resource: Resource, entries: Iterable<[string, string]>, opts: ParseOptions = {},
): ListQuery {
  const check = opts.principal !== undefined;
  const principal = opts.principal;
  const out = emptyListQuery();
  const sortBy: string[] = [];
  const descending: string[] = [];

  const field = (name: string, op: FilterOp): QueryField => {
    const qf = queryField(resource, name, principal, check);
    if (!qf) throw new QueryError(`El campo '${show(name)}' no existe en ${resourceWord(resource)}.`);
    const refusal = filterRefusal(resource, qf, op);
    if (refusal) throw new QueryError(refusal);
    // A filter reserved to a permission (FieldFilterOptions.can) is refused to anyone else.
    const only = typeof qf.def?.filter === 'object' ? qf.def.filter.can : undefined;
    if (check && only !== undefined && !can(principal ?? null, only)) {
      throw new QueryError(`El campo '${qf.name}' no se puede filtrar en ${resourceWord(resource)}.`);
    }
    return qf;
  };
  const find = (op: FilterOp, name: string) => out.filters.findIndex((f) => f.op === op && f.field === name);
  const put = (f: Filter) => {
    const i = find(f.op, f.field);
    if (i < 0) out.filters.push(f);
    else out.filters[i] = f;
  };
  const addOrder = (name: string, dir: string, key: string) => {
    const d = dir.trim().toLowerCase();
    if (d !== 'asc' && d !== 'desc') throw new QueryError(`Orden no válido: '${show(dir)}' en ${key} (usa asc o desc).`);
    const qf = queryField(resource, name, principal, check);
    if (!qf) throw new QueryError(`Orden no válido: el campo '${show(name)}' no existe en ${resourceWord(resource)}.`);
    if (!sortable(qf)) throw new QueryError(`Orden no válido: no se puede ordenar por '${name}'.`);
    if (!out.order.some((o) => o.field === name)) out.order.push({ field: name, dir: d });
  };

  for (const [key, value] of entries) {
    if (key.includes('\0') || value.includes('\0')) throw new QueryError('La consulta contiene caracteres no válidos.');
    const m = KEY_RE.exec(key);
    if (!m) {
      if (key.includes('[')) throw new QueryError(`Parámetro no válido: '${show(key)}'.`);
      continue; // not an operator
    }
    const [, name, arg] = m;
    const bracket = arg !== undefined || m[3] !== undefined;
    if (name !== 'q' && name !== 'query' && value.length > MAX_VALUE_LENGTH) {
      throw new QueryError(`El valor de '${show(key)}' es demasiado largo.`);
    }
    const op = hasOwn(FILTER_KEYS, name) ? FILTER_KEYS[name] : undefined;
    if (op === 'null' || op === 'notNull') {
      // whereNull[]=f, whereNull=f,g, whereNull[0]=f; or whereNull[f]=1
      const names = arg && !/^\d+$/.test(arg) ? (flag(key, value) ? [arg] : []) : list(value);
      for (const n of names) {
        field(n, op);
        if (find(op, n) < 0) out.filters.push({ op, field: n });
      }
      continue;
    }
    if (op) {
      if (!arg) throw new QueryError(`Falta el campo en '${show(key)}' (usa ${key}[campo]=valor).`);
      const qf = field(arg, op);
      if (op === 'in') {
        const values = list(value).map((v) => coerceValue(qf, v));
        if (!values.length) continue;
        const i = find('in', arg);
        const prev = i < 0 ? [] : (out.filters[i] as { values: FilterValue[] }).values;
        const merged = [...prev];
        for (const v of values) if (!merged.includes(v)) merged.push(v);
        if (merged.length > MAX_IN_VALUES) {
          throw new QueryError(`Demasiados valores en whereIn[${arg}] (máximo ${MAX_IN_VALUES}).`);
        }
        put({ op: 'in', field: arg, values: merged });
      } else if (value.trim() === '') {
        continue;
      } else if (op === 'eq') {
        put({ op, field: arg, value: coerceValue(qf, value) });
      } else if (op === 'like') {
        put({ op, field: arg, value });
      } else if (op === 'under') {
        put({ op, field: arg, value: coerceValue(qf, value) as number });
      } else {
        put({ op, field: arg, value: date(key, value) });
      }
      continue;
    }
    if (name === 'scope') {
      const names = arg ? (flag(key, value) ? [arg] : []) : list(value);
      for (const s of names) {
        if (!hasOwn(resource.scopes, s)) {
          throw new QueryError(`Filtro desconocido: el scope '${show(s)}' no existe en ${resourceWord(resource)}.`);
        }
        if (!out.scopes.includes(s)) out.scopes.push(s);
      }
      continue;
    }
    if (name === 'order') {
      if (arg) addOrder(arg, value, key);
      else for (const item of list(value)) {
        addOrder(item.replace(/^[-+]/, ''), item.startsWith('-') ? 'desc' : 'asc', key);
      }
      continue;
    }
    if (name === 'include' || name === 'load') {
      if (arg && !/^\d+$/.test(arg)) throw new QueryError(`Parámetro no válido: '${show(key)}'.`);
      for (const p of list(value)) {
        const path = includePath(resource, p, principal, check);
        if (!out.include.includes(path)) out.include.push(path);
      }
      continue;
    }
    if (bracket) {
      if (IGNORED_BRACKET_KEYS.has(name)) continue;
      throw new QueryError(`Parámetro no válido: '${show(key)}'.`);
    }
    if (value.trim() === '' && name !== 'q' && name !== 'query') continue;
    switch (name) {
      case 'q': case 'query': {
        const q = Array.from(value.trim()).slice(0, MAX_Q_LENGTH).join('').trim();
        if (q && !resource.search.length) {
          throw new QueryError(`La búsqueda no está disponible en ${resourceWord(resource)}.`);
        }
        out.q = q || undefined;
        break;
      }
      case 'from': out.from = date(key, value); break;
      case 'to': out.to = date(key, value); break;
      case 'paginate': {
        const n = int(key, value);
        out.paginate = n < 1 ? MAX_PAGE_SIZE : Math.min(n, MAX_PAGE_SIZE);
        break;
      }
      case 'limit': {
        const n = int(key, value);
        out.limit = n < 1 ? undefined : Math.min(n, MAX_PAGE_SIZE);
        break;
      }
      case 'page': out.page = clamp(int(key, value), 1, MAX_PAGE); break;
      case 'count':
        // An explicit count=0 asks for the page alone: skipping the count is what makes deep pages cheap.
        out.count = flag(key, value);
        if (out.count) delete out.skipTotal;
        else out.skipTotal = true;
        break;
      case 'fields': {
        const names = list(value);
        for (const n of names) {
          if (!queryField(resource, n, principal, check)) {
            throw new QueryError(`El campo '${show(n)}' no existe en ${resourceWord(resource)}.`);
          }
        }
        out.fields = [...new Set(['id', ...names])];
        break;
      }
      case 'sum': {
        const names = list(value);
        if (names.length > MAX_SUMS) throw new QueryError(`Demasiados campos en '${key}' (máximo ${MAX_SUMS}).`);
        for (const n of names) {
          const qf = queryField(resource, n, principal, check);
          if (!qf) throw new QueryError(`El campo '${show(n)}' no existe en ${resourceWord(resource)}.`);
          if (!SUMMABLE.has(qf.kind)) throw new QueryError(`El campo '${show(n)}' no es numérico: no se puede sumar.`);
        }
        out.sums = [...new Set(names)];
        break;
      }
      case 'countBy': {
        const qf = queryField(resource, value.trim(), principal, check);
        if (!qf) throw new QueryError(`El campo '${show(value.trim())}' no existe en ${resourceWord(resource)}.`);
        if (!COUNTABLE.has(qf.kind) || filterRefusal(resource, qf, 'eq')) {
          throw new QueryError(`No se puede contar por el campo '${qf.name}'.`);
        }
        out.countBy = qf.name;
        break;
      }
      case 'archive_only': out.archiveOnly = flag(key, value); break;
      case 'allows_inactive': out.allowsInactive = flag(key, value); break;
      case 'sortBy': sortBy.push(...list(value)); break;
      case 'descending': descending.push(value); break;
      default: break; // not an operator: ignored
    }
  }

  if (!out.order.length && sortBy.length) {
    sortBy.forEach((f, i) => addOrder(f, descending[i] !== undefined && flag('descending', descending[i]) ? 'desc' : 'asc', 'sortBy'));
  }
  // An include needs its relation column in the row, whatever `fields` says.
  if (out.fields) for (const path of out.include) {
    const rel = resource.includes[path.split('.')[0]];
    if (rel && !out.fields.includes(rel)) out.fields.push(rel);
  }
  if (out.archiveOnly && !hasArchive(resource)) {
    throw new QueryError(`${resource.label.many} no tiene archivados.`);
  }
  return out;
}

/** Resources with an `archived_at` field hide archived rows unless `archive_only` asks for them. */
export const hasArchive = (r: Resource) => hasOwn(r.fields, 'archived_at');

