// What an export holds (spec 01 §9): the list's visible columns, in order, over all its rows, each
// cell as the field kind's export value (rich text cut at 500 characters by the kind catalogue).
// Pure: the worker and the tests run it without a browser.
import type { Field, Resource } from '../../../core/resource/types';
import { exportValue, type ExportValue } from '../fields/kind-meta';

export type ExportFormat = 'xlsx' | 'json' | 'pdf';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'json', 'pdf'];

/** A column as the worker receives it: the key, its header (already translated) and its field. */
export interface ExportColumn {
  key: string;
  header: string;
  field: Field;
}

export interface ExportTable {
  headers: string[];
  rows: ExportValue[][];
}

/** Spec 01 §9: a sheet name is cut to 30 characters (Excel refuses more than 31 and some symbols). */
export const SHEET_NAME_MAX = 30;

export function sheetName(title: string): string {
  const clean = title.replace(/[\\/?*[\]:]/g, ' ').replace(/\s+/g, ' ').trim();
  return (clean || 'Hoja').slice(0, SHEET_NAME_MAX);
}

/** The id and timestamps are columns of every list without being declared fields. */
const BUILTIN_KEYS = new Set(['id', 'created_at', 'updated_at']);

export function exportCell(c: ExportColumn, row: Record<string, unknown>): ExportValue {
  if (c.key === 'id') return typeof row.id === 'number' ? row.id : Number(row.id);
  if (BUILTIN_KEYS.has(c.key) && !row[c.key]) return null;
  return exportValue(c.field, c.key, row);
}

export function toExportTable(columns: ExportColumn[], rows: Record<string, unknown>[]): ExportTable {
  return { headers: columns.map((c) => c.header), rows: rows.map((r) => columns.map((c) => exportCell(c, r))) };
}

/** 'clientes-2026-11-26.xlsx' (the date is the exporter's local day). */
export function exportFileName(resource: Pick<Resource, 'name'>, format: ExportFormat, now = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${resource.name}-${day}.${format}`;
}

export const EXPORT_MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json',
  pdf: 'application/pdf',
};
