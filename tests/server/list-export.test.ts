import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../src/core/resources';
import type { Field } from '../../src/core/resource/types';
import { exportCell, sheetName, toExportTable, type ExportColumn } from '../../src/web/engine/export/export-table';
import { fetchAllRows } from '../../src/web/engine/export/fetch-all';
import { PDF_FORMAT, writeJson, writePdf, writeXlsx } from '../../src/web/engine/export/writers';
import { createTestApp, login } from '../helpers/app';

// Exports (spec 01 §9): every page of the list's own query, through the real API (so the server's
// permissions and row scope apply), written as Excel, JSON and landscape PDF.
let t: Awaited<ReturnType<typeof createTestApp>>;
let adminToken: string;
let clientToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await login(t.app, 'admin@demo.test');
  clientToken = await login(t.app, 'cliente@demo.test');
});
afterAll(() => t.close());

/** fetch() answered by the real app (inject), so no port is needed. */
const viaApp: typeof fetch = async (input, init) => {
  const u = new URL(String(input));
  const r = await t.app.inject({ method: 'GET', url: u.pathname + u.search, headers: init?.headers as Record<string, string> });
  return new Response(r.body, { status: r.statusCode, headers: { 'content-type': r.headers['content-type'] as string } });
};
const url = (resource: string) => `http://mando.test/demo/api/${resource}`;
const clientes = getResource('clientes')!;
const col = (key: string): ExportColumn => ({ key, header: clientes.fields[key]?.label ?? key.toUpperCase(), field: clientes.fields[key] ?? ({ kind: 'integer', label: 'ID' } as Field) });

describe('reading every page', () => {
  it('gets all rows of the list, in its order, whatever the page size', async () => {
    const progress: number[] = [];
    const rows = await fetchAllRows({ url: url('clientes'), token: adminToken, fetchImpl: viaApp, pageSize: 5,
      entries: [['sort', '-id'], ['fields', 'id,nombres'], ['paginate', '10'], ['page', '3']], onProgress: (n) => progress.push(n) });
    const total = (await viaApp(`${url('clientes')}?paginate=1`, { headers: { 'Auth-Token': adminToken } }).then((r) => r.json())).total;
    expect(rows).toHaveLength(total);
    const ids = rows.map((r) => r.id as number);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(progress.at(-1)).toBe(total);
    expect(progress.length).toBeGreaterThan(2);
  });

  it('keeps the filters of the list', async () => {
    const rows = await fetchAllRows({ url: url('clientes'), token: adminToken, fetchImpl: viaApp, pageSize: 2,
      entries: [['whereIn[estado]', 'Prospecto,Negado']] });
    expect(rows.length).toBe(3);
    expect(rows.every((r) => ['Prospecto', 'Negado'].includes(r.estado as string))).toBe(true);
  });

  it('never gives a client-linked user more than its own rows', async () => {
    const rows = await fetchAllRows({ url: url('clientes'), token: clientToken, fetchImpl: viaApp, pageSize: 2, entries: [] });
    expect(rows).toHaveLength(1);
  });

  it('reports the server refusal', async () => {
    await expect(fetchAllRows({ url: url('roles'), token: clientToken, fetchImpl: viaApp, entries: [] }))
      .rejects.toMatchObject({ status: 403 });
  });
});

describe('the files', () => {
  const rows = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, nombres: `Cliente ${i + 1}`, estado: 'Cliente', created_at: null }));
  const columns = [col('id'), col('nombres'), col('estado')];
  const table = toExportTable(columns, rows);

  it('Excel: headers, every row, the sheet named after the list (30 characters at most)', async () => {
    const bytes = await writeXlsx(table, 'Clientes con un nombre de lista muy largo');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes.buffer as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('Clientes con un nombre de list');
    expect(ws.getRow(1).values).toEqual([undefined, 'ID', clientes.fields.nombres.label, clientes.fields.estado.label]);
    expect(ws.rowCount).toBe(121);
    expect(ws.getRow(121).values).toEqual([undefined, 120, 'Cliente 120', 'Cliente']);
  });

  it('JSON: one object per row keyed by the headers', () => {
    const parsed = JSON.parse(new TextDecoder().decode(writeJson(table)));
    expect(parsed).toHaveLength(120);
    expect(parsed[0]).toEqual({ ID: 1, [clientes.fields.nombres.label]: 'Cliente 1', [clientes.fields.estado.label]: 'Cliente' });
  });

  it('PDF: landscape [279, 431] mm over several pages', () => {
    const text = new TextDecoder('latin1').decode(writePdf(table, 'Clientes'));
    expect(text.startsWith('%PDF-')).toBe(true);
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text)!;
    const [w, h] = [Number(box[1]), Number(box[2])];
    const mm = (pt: number) => (pt * 25.4) / 72;
    expect(w).toBeGreaterThan(h);
    expect(Math.round(mm(w))).toBe(PDF_FORMAT[1]);
    expect(Math.round(mm(h))).toBe(PDF_FORMAT[0]);
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
  });

  it('cuts rich text at 500 characters and sheet names at 30', () => {
    const long = `<p>${'a'.repeat(800)}</p>`;
    const cell = exportCell({ key: 'x', header: 'X', field: { kind: 'richtext', label: 'X' } as Field }, { x: long });
    expect(String(cell).length).toBeLessThanOrEqual(501);
    expect(sheetName('a/b:c*d?e[f]g'.repeat(5)).length).toBe(30);
    expect(sheetName('a/b')).toBe('a b');
  });
});
