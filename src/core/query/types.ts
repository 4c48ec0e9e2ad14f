/**
 * The list query language (spec 03 §7.3) as a typed AST. `parseListQuery` builds it from a URL query
 * string, `serializeListQuery` writes it back, the server compiles it to parameterised SQL.
 */

/** A filter value after validation, typed by the field's kind (integer → number, boolean → boolean). */
export type FilterValue = string | number | boolean;

export type Filter =
  /** `where[f]=v` */
  | { op: 'eq'; field: string; value: FilterValue }
  /** `whereIn[f]=a,b` (also repeated keys) */
  | { op: 'in'; field: string; values: FilterValue[] }
  /** `whereNull[]=f` / `whereNotNull[]=f` (on a relation_multiple: has none / has some) */
  | { op: 'null' | 'notNull'; field: string }
  /** `whereLike[f]=text`: accent- and case-insensitive "contains" */
  | { op: 'like'; field: string; value: string }
  /** `whereDategte[f]=date` / `whereDatelwe[f]=date` (inclusive; a date-only bound covers the whole day) */
  | { op: 'dateGte' | 'dateLte'; field: string; value: string }
  /** `whereUnder[f]=id`: a relation to a tree resource (categories) is that record or one below it. */
  | { op: 'under'; field: string; value: number };

export type FilterOp = Filter['op'];

export type OrderDirection = 'asc' | 'desc';

export interface OrderBy {
  field: string;
  dir: OrderDirection;
}

export interface ListQuery {
  /** In the order they appeared; at most one filter per (op, field). */
  filters: Filter[];
  /** Named scopes of the resource (`scope[name]=1`). */
  scopes: string[];
  /** created_at ≥ from (YYYY-MM-DD or ISO). */
  from?: string;
  /** created_at ≤ to (a date-only bound includes the whole day). */
  to?: string;
  /** Search text (`q` or `query`), trimmed, at most MAX_Q_LENGTH code points. */
  q?: string;
  /** Include paths, dotted for nesting (`roles.permissions`); `load` is a synonym. */
  include: string[];
  /** Empty = the resource's defaultOrder. */
  order: OrderBy[];
  /** Page size (1..MAX_PAGE_SIZE); answer is then the paginated envelope. */
  paginate?: number;
  /** 1-based page (with paginate). */
  page?: number;
  /** Row cap without paginate (1..MAX_PAGE_SIZE). */
  limit?: number;
  /** `count=1`: answer only the number of matching rows. */
  count: boolean;
  /** `count=0` with `paginate`: the page without `total` (no count is run). */
  skipTotal?: true;
  /** `fields=a,b`: only these columns (plus id) in each row; readable fields only. */
  fields?: string[];
  /** Only archived rows (resources with `archived_at`); by default archived rows are hidden. */
  archiveOnly: boolean;
  /** Accepted for compatibility; lists never hide inactive rows, so it changes nothing. */
  allowsInactive: boolean;
  /**
   * `sum=total,debt`: the sums of these number/currency fields over every matching row (not just the
   * page), answered as `sums` beside the page — a client's balance, a list's footer.
   */
  sums?: string[];
  /**
   * `countBy=categoria_id`: how many matching rows hold each value of this field (a relation, select,
   * boolean or integer), answered as `counts` ({value: n}) beside the count or the page.
   */
  countBy?: string;
}

/** A 400: the query string is not valid for this resource. `message` is Spanish, shown to users. */
export class QueryError extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = 'QueryError';
  }
}

/** paginate and limit are clamped to this. */
export const MAX_PAGE_SIZE = 10_000;
/** Page numbers are clamped to 1..MAX_PAGE (keeps offsets exact integers). */
export const MAX_PAGE = 1_000_000_000;
/** Values of one whereIn. */
export const MAX_IN_VALUES = 1000;
/** Search text is cut to this many characters. */
export const MAX_Q_LENGTH = 200;
/** Any single query-string value longer than this is rejected (except q, which is cut). */
export const MAX_VALUE_LENGTH = 20_000;
/** Fields of one `sum`. */
export const MAX_SUMS = 5;
/** Groups answered by one `countBy` (the most frequent values first). */
export const MAX_COUNT_GROUPS = 1000;
/** Nested include depth (`a.b.c.d`). */
export const MAX_INCLUDE_DEPTH = 4;

export const emptyListQuery = (): ListQuery => ({
  filters: [], scopes: [], include: [], order: [], count: false, archiveOnly: false, allowsInactive: false,
});
