// Display limits of list cells and item selectors (spec 01 §2.6, §9; spec 03 §9), as pure functions so
// the '+N more', label and truncation rules are unit-tested once (tests/web/display-rules.test.ts) and
// cells, selectors and filters all follow the same numbers.
import { TEXT_TRUNCATE, EMAIL_TRUNCATE, truncate } from './format';

export { TEXT_TRUNCATE, EMAIL_TRUNCATE, truncate };

/** Related records shown in a cell before the '+N more' chip (spec 01 §2.6). */
export const RELATED_MAX = 10;
/** Chips of a multiple item selector before '+N more' (spec 01 §9). */
export const SELECTOR_CHIPS_MAX = 10;
/** Names a multiple selector's label lists before it turns into a count (spec 01 §9). */
export const SELECTOR_LABEL_NAMES_MAX = 9;
/** Text cut of a selector's options and chips (spec 01 §9). */
export const SELECTOR_TRUNCATE = 50;
/** Height of one selector option in px (spec 01 §9): title and a secondary line. */
export const SELECTOR_ROW_HEIGHT = 50;
/** Key/value pairs an `extra` cell shows before '+N more'. */
export const EXTRA_PAIRS_MAX = 3;

/** The first `max` items and how many are left for the '+N more' chip. */
export function overflow<T>(items: readonly T[], max: number): { shown: T[]; rest: number } {
  const n = Math.max(0, Math.floor(max));
  return { shown: items.slice(0, n), rest: Math.max(0, items.length - n) };
}

/** Truncation of a cell text: the cut text, and whether it was cut (the full value then goes in a tooltip). */
export function cellText(value: string, max: number): { text: string; cut: boolean } {
  const text = truncate(value, max);
  return { text, cut: text !== value };
}

/** Per-kind truncation of a text cell (spec 01 §9): e-mail 40, other text 70. */
export const textLimit = (kind: string) => (kind === 'email' ? EMAIL_TRUNCATE : TEXT_TRUNCATE);

/**
 * A multiple selector's label (spec 01 §9): the names when at most 9 are selected, otherwise only the
 * count. `count` words the count in the UI language; empty selection → ''.
 */
export function selectorLabel(names: readonly string[], count: (n: number) => string): string {
  if (!names.length) return '';
  return names.length <= SELECTOR_LABEL_NAMES_MAX ? names.join(', ') : count(names.length);
}

/** Key/value pairs of an `extra` value: an array of {key, value} (or [key, value]) or a plain object. */
export function extraPairs(value: unknown): [string, string][] {
  const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  if (Array.isArray(value)) {
    return value.flatMap((p): [string, string][] => {
      if (Array.isArray(p)) return p.length ? [[text(p[0]), text(p[1])]] : [];
      if (p && typeof p === 'object') {
        const o = p as Record<string, unknown>;
        const k = o.key ?? o.clave ?? o.name ?? o.label;
        return k === undefined ? [] : [[text(k), text(o.value ?? o.valor)]];
      }
      return [];
    }).filter(([k, v]) => k !== '' || v !== '');
  }
  if (value && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, text(v)]);
  return [];
}

/** Rows of a `table` value as arrays of cell texts, with its header (declared columns, else object keys). */
export function tableRows(value: unknown, columns?: readonly string[]): { header: string[]; rows: string[][] } {
  const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  if (!Array.isArray(value)) return { header: [...(columns ?? [])], rows: [] };
  const objects = value.filter((r) => r && typeof r === 'object' && !Array.isArray(r)) as Record<string, unknown>[];
  const header = columns?.length ? [...columns]
    : [...new Set(objects.flatMap((o) => Object.keys(o)))];
  const rows = value.map((r) => (Array.isArray(r) ? r.map(text) : r && typeof r === 'object' ? header.map((h) => text((r as Record<string, unknown>)[h])) : [text(r)]))
    .filter((cells) => cells.some((c) => c.trim() !== ''));
  return { header, rows };
}
