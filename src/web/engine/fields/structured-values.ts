// Pure form ⇄ API values of the structured kinds (extra, table, checkbox_multiple, month, rating),
// and the spreadsheet paste of a table (spec 03 §3.2). No React: unit-tested in tests/web.
import { extraPairs, type ExtraPair } from '../../../core/resource/coerce-form';
import type { Field, TableColumn } from '../../../core/resource/types';

export type { ExtraPair };
export type TableRow = Record<string, string>;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Stored extra object → the form's pairs (one blank pair to type into when there are none). */
export const extraToForm = (v: unknown): ExtraPair[] => extraPairs(v) ?? [];

/** The form's pairs → the body: pairs without blank ones (the server makes the object), null when none. */
export function extraToApi(v: unknown): ExtraPair[] | null {
  const pairs = Array.isArray(v) ? (v as ExtraPair[]) : [];
  const kept = pairs.filter((p) => text(p.key).trim() || text(p.value).trim()).map((p) => ({ key: text(p.key).trim(), value: text(p.value) }));
  return kept.length ? kept : null;
}

/** 'color: rojo; talla: M' for exports and viewer text. */
export const extraText = (v: unknown) => (extraPairs(v) ?? []).map((p) => `${p.key}: ${p.value}`).join('; ');

export const blankTableRow = (columns: TableColumn[]): TableRow => Object.fromEntries(columns.map((c) => [c.key, '']));

const isBlankRow = (row: TableRow) => Object.values(row).every((v) => !text(v).trim());

/** Stored rows → form rows (every column present, cells as text). */
export function tableToForm(f: Field, v: unknown): TableRow[] {
  const cols = f.columns ?? [];
  return (Array.isArray(v) ? v : []).map((r) => Object.fromEntries(cols.map((c) => [c.key, text((r as Record<string, unknown>)?.[c.key])])));
}

/** Form rows → the body: fully empty rows dropped (spec), null when none remain. */
export function tableToApi(f: Field, v: unknown): TableRow[] | null {
  const rows = tableToForm(f, v).filter((r) => !isBlankRow(r));
  return rows.length ? rows : null;
}

/** 'a | b; c | d' for exports. */
export function tableText(f: Field, v: unknown): string {
  return tableToForm(f, v).map((r) => (f.columns ?? []).map((c) => r[c.key]).join(' | ')).join('; ');
}

/**
 * Text pasted from a spreadsheet (tab-separated, one row a line; a lone column when there are no
 * tabs) → rows matched to the columns in order; fully empty rows are dropped (spec 03 §3.2). An
 * empty answer means nothing remained: the input then says 'crud.emptyTable'.
 */
export function parseTablePaste(columns: TableColumn[], pasted: string): TableRow[] {
  const lines = pasted.replace(/\r\n?/g, '\n').split('\n');
  const rows: TableRow[] = [];
  for (const line of lines) {
    const cells = line.split('\t');
    const row = Object.fromEntries(columns.map((c, i) => [c.key, (cells[i] ?? '').trim()]));
    if (!isBlankRow(row)) rows.push(row);
  }
  return rows;
}

/** Whether pasted text looks like more than one cell (a spreadsheet range) rather than a typed word. */
export const isSpreadsheetPaste = (pasted: string) => pasted.includes('\t') || /\n./.test(pasted.trim());

/** Several option values: stored list → form list (in the options' order). */
export function optionListToForm(f: Field, v: unknown): (string | number)[] {
  const chosen = new Set((Array.isArray(v) ? v : []).map(String));
  return (f.options ?? []).filter((o) => chosen.has(String(o.value))).map((o) => o.value);
}

/** '2026-11-01' / '2026-11' → '2026-11' (the month input's value). */
export const monthToForm = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}/.test(v) ? v.slice(0, 7) : '');

/** The form's 'YYYY-MM' → the full date the API stores ('2026-11-01'; spec 03 §2.1 full dates). */
export const monthToApi = (v: unknown) => {
  const s = text(v).trim();
  return s === '' ? null : /^\d{4}-\d{2}$/.test(s) ? `${s}-01` : s;
};

/** 'YYYY-MM' for cells and exports (the spec's date format, without the day). */
export const formatMonth = (v: unknown): string => monthToForm(v) || text(v);
