// Builds an export off the main thread (issue 13: exports of any size keep the UI responsive):
// fetches every page, formats the cells by field kind, writes the file and hands back its bytes.
import { getResource } from '../../../core/resources';
import { withCustomFields, type CustomFieldRecord } from '../../../core/custom-fields';
import type { Field } from '../../../core/resource/types';
import { EXPORT_MIME, toExportTable, type ExportColumn, type ExportFormat } from './export-table';
import { ExportFetchError, fetchAllRows } from './fetch-all';
import { writeExport } from './writers';

export interface ExportRequest {
  format: ExportFormat;
  resource: string;
  url: string;
  token: string | null;
  entries: [string, string][];
  columns: { key: string; header: string }[];
  title: string;
  fileName: string;
  /** The tenant's custom field definitions, so their columns format like any field of their kind. */
  customFields?: CustomFieldRecord[];
}

export type ExportMessage =
  | { type: 'progress'; loaded: number; total: number | null }
  | { type: 'writing' }
  | { type: 'done'; bytes: Uint8Array; fileName: string; mime: string; rows: number }
  | { type: 'error'; status: number; message: string };

const BUILTIN: Record<string, Field> = {
  id: { kind: 'integer', label: 'ID' } as Field,
  created_at: { kind: 'datetime', label: 'Creado' } as Field,
  updated_at: { kind: 'datetime', label: 'Actualizado' } as Field,
};

const post = (m: ExportMessage, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(m, transfer);

self.onmessage = async (e: MessageEvent<ExportRequest>) => {
  const req = e.data;
  try {
    const plain = getResource(req.resource);
    const resource = plain && req.customFields?.length ? withCustomFields(plain, req.customFields) : plain;
    if (!resource) throw new ExportFetchError(404, `Unknown resource ${req.resource}`);
    const columns: ExportColumn[] = req.columns.flatMap((c) => {
      const field = resource.fields[c.key] ?? BUILTIN[c.key];
      return field ? [{ ...c, field }] : [];
    });
    const rows = await fetchAllRows({ url: req.url, token: req.token, entries: req.entries,
      onProgress: (loaded, total) => post({ type: 'progress', loaded, total }) });
    post({ type: 'writing' });
    const bytes = await writeExport(req.format, toExportTable(columns, rows), req.title);
    post({ type: 'done', bytes, fileName: req.fileName, mime: EXPORT_MIME[req.format], rows: rows.length }, [bytes.buffer]);
  } catch (err) {
    post({ type: 'error', status: err instanceof ExportFetchError ? err.status : 0, message: err instanceof Error ? err.message : String(err) });
  }
};
