// The three export files (spec 01 §9, spec 03 §3): Excel (exceljs, the default), JSON and PDF
// (jspdf + autotable, landscape [279, 431]). Each returns bytes; the worker hands them to the page.
import ExcelJS from 'exceljs';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { sheetName, type ExportFormat, type ExportTable } from './export-table';

export const PDF_FORMAT: [number, number] = [279, 431];

export async function writeXlsx(table: ExportTable, title: string): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Mando';
  wb.created = new Date();
  const ws = wb.addWorksheet(sheetName(title));
  ws.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) ws.addRow(row);
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  // Column widths from the content (bounded), so the file opens readable.
  table.headers.forEach((h, i) => {
    let width = h.length;
    for (let r = 0; r < Math.min(table.rows.length, 500); r++) width = Math.max(width, String(table.rows[r][i] ?? '').length);
    ws.getColumn(i + 1).width = Math.min(60, Math.max(8, width + 2));
  });
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** An array of objects keyed by the column headers, as a user reads them. */
export function writeJson(table: ExportTable): Uint8Array {
  const objects = table.rows.map((r) => Object.fromEntries(table.headers.map((h, i) => [h, r[i]])));
  return new TextEncoder().encode(JSON.stringify(objects, null, 2));
}

export function writePdf(table: ExportTable, title: string): Uint8Array {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: PDF_FORMAT });
  doc.setFontSize(12);
  doc.text(title, 14, 14);
  autoTable(doc, {
    head: [table.headers],
    body: table.rows.map((r) => r.map((v) => (v === null ? '' : typeof v === 'boolean' ? (v ? 'Sí' : 'No') : String(v)))),
    startY: 20,
    styles: { fontSize: 8, cellPadding: 1.5, overflow: 'linebreak' },
    headStyles: { fillColor: [37, 99, 235] },
  });
  return new Uint8Array(doc.output('arraybuffer'));
}

export async function writeExport(format: ExportFormat, table: ExportTable, title: string): Promise<Uint8Array> {
  if (format === 'xlsx') return writeXlsx(table, title);
  if (format === 'json') return writeJson(table);
  return writePdf(table, title);
}
