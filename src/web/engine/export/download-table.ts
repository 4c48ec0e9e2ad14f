// A table a screen already holds (not a resource list: /cartera's summary), written as an Excel file
// by the same writer as list exports and downloaded. exceljs loads only when the user exports.
import type { ExportTable } from './export-table';
import { EXPORT_MIME } from './export-table';

export async function downloadTable(table: ExportTable, title: string, fileName: string): Promise<void> {
  const { writeExport } = await import('./writers');
  const bytes = await writeExport('xlsx', table, title);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: EXPORT_MIME.xlsx }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
