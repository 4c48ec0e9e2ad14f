// A table a screen already holds (not a resource list: /cartera's summary), written as an Excel file
// by the same writer as list exports and downloaded. exceljs loads only when the user exports.
import type { ExportTable } from './export-table';
import { EXPORT_MIME } from './export-table';
import { saveFile } from '../../lib/save-file';

export async function downloadTable(table: ExportTable, title: string, fileName: string): Promise<void> {
  const { writeExport } = await import('./writers');
  const bytes = await writeExport('xlsx', table, title);
  saveFile(bytes, EXPORT_MIME.xlsx, fileName);
}
