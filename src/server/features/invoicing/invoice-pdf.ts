// Draws the printed invoice (core/dian/invoice-print.ts) as a Letter PDF with jsPDF and the QR code
// of its DIAN lookup URL (qrcode). Standard Helvetica (Latin-1 text), no embedded fonts.
import { jsPDF } from 'jspdf';
import QRCode from 'qrcode';
import type { InvoicePrint } from '../../../core/dian/invoice-print';

const W = 215.9;
const H = 279.4;
const M = 12;
const INK: [number, number, number] = [17, 24, 39];
const MUTED: [number, number, number] = [90, 98, 112];
const LINE: [number, number, number] = [200, 205, 212];
const BAND: [number, number, number] = [236, 240, 245];

/** Table columns: x of the left edge, width, alignment. */
const COLS = [
  { key: 'n', title: '#', w: 8, align: 'center' },
  { key: 'descripcion', title: 'Descripción', w: 70, align: 'left' },
  { key: 'cantidad', title: 'Cant.', w: 14, align: 'right' },
  { key: 'precio', title: 'Precio unitario', w: 27, align: 'right' },
  { key: 'descuento', title: 'Desc.', w: 12, align: 'right' },
  { key: 'impuestos', title: 'Impuestos', w: 25, align: 'left' },
  { key: 'total', title: 'Total', w: W - 2 * M - 156, align: 'right' },
] as const;

export interface PdfOptions {
  /** Compress the page streams (default true; tests read the text either way by inflating them). */
  compress?: boolean;
}

export async function invoicePdf(p: InvoicePrint, opts: PdfOptions = {}): Promise<Buffer> {
  const doc = new jsPDF({ unit: 'mm', format: 'letter', compress: opts.compress ?? true });
  doc.setProperties({ title: `${p.title} ${p.number}`, subject: p.cufeText, creator: 'Mando' });
  const color = (c: [number, number, number]) => doc.setTextColor(c[0], c[1], c[2]);
  const font = (size: number, style: 'normal' | 'bold' = 'normal', c = INK) => { doc.setFont('helvetica', style); doc.setFontSize(size); color(c); };
  const lh = (size: number) => size * 0.3528 * 1.25;

  // Header: issuer on the left, the document box on the right.
  const boxW = 78;
  const boxX = W - M - boxW;
  let y = M + 5;
  font(13, 'bold');
  for (const l of doc.splitTextToSize(p.issuer.name || ' ', boxX - M - 6) as string[]) { doc.text(l, M, y); y += lh(13); }
  font(8.5, 'normal', MUTED);
  for (const line of p.issuer.lines) for (const l of doc.splitTextToSize(line, boxX - M - 6) as string[]) { doc.text(l, M, y); y += lh(8.5); }

  let by = M;
  doc.setFillColor(...BAND);
  doc.setDrawColor(...LINE);
  const metaH = 2.5 + 4.2 * p.meta.length;
  doc.roundedRect(boxX, by, boxW, 19 + metaH, 2, 2, 'S');
  doc.rect(boxX, by, boxW, 17, 'F');
  font(9.5, 'bold');
  doc.text(p.title, boxX + boxW / 2, by + 6, { align: 'center' });
  font(15, 'bold');
  doc.text(`No. ${p.number || '-'}`, boxX + boxW / 2, by + 13.5, { align: 'center' });
  by += 22;
  for (const [k, v] of p.meta) {
    font(8, 'normal', MUTED); doc.text(k, boxX + 4, by);
    font(8, 'bold'); doc.text(v, boxX + boxW - 4, by, { align: 'right' });
    by += 4.2;
  }
  y = Math.max(y, M + 19 + metaH) + 5;

  if (p.resolutionText) {
    font(7.5, 'normal', MUTED);
    for (const l of doc.splitTextToSize(p.resolutionText, W - 2 * M) as string[]) { doc.text(l, M, y); y += lh(7.5); }
    y += 1.5;
  }

  // Client.
  const clientH = 8 + lh(10) + p.client.lines.length * lh(8.5);
  doc.setDrawColor(...LINE);
  doc.roundedRect(M, y, W - 2 * M, clientH, 2, 2, 'S');
  font(7, 'bold', MUTED); doc.text('ADQUIRIENTE', M + 4, y + 4.5);
  font(10, 'bold'); doc.text(p.client.name, M + 4, y + 4.5 + lh(10));
  let cy = y + 4.5 + lh(10) + lh(8.5);
  font(8.5, 'normal');
  for (const l of p.client.lines) { doc.text(l, M + 4, cy); cy += lh(8.5); }
  y += clientH + 5;

  // Lines.
  const header = () => {
    doc.setFillColor(...INK);
    doc.rect(M, y, W - 2 * M, 7, 'F');
    font(8, 'bold', [255, 255, 255]);
    let x = M;
    for (const c of COLS) {
      const tx = c.align === 'right' ? x + c.w - 1.5 : c.align === 'center' ? x + c.w / 2 : x + 1.5;
      doc.text(c.title, tx, y + 4.7, { align: c.align });
      x += c.w;
    }
    y += 7;
  };
  header();
  p.lines.forEach((line, i) => {
    font(8.5);
    const desc = doc.splitTextToSize(line.descripcion, COLS[1].w - 3) as string[];
    const taxes = doc.splitTextToSize(line.impuestos, COLS[5].w - 3) as string[];
    const rowH = Math.max(desc.length, taxes.length, 1) * lh(8.5) + 3;
    if (y + rowH > H - 60) { doc.addPage(); y = M; header(); font(8.5); }
    if (i % 2 === 1) { doc.setFillColor(248, 250, 252); doc.rect(M, y, W - 2 * M, rowH, 'F'); }
    let x = M;
    for (const c of COLS) {
      const value = c.key === 'descripcion' ? desc : c.key === 'impuestos' ? taxes : [String(line[c.key])];
      const tx = c.align === 'right' ? x + c.w - 1.5 : c.align === 'center' ? x + c.w / 2 : x + 1.5;
      value.forEach((v, j) => doc.text(v, tx, y + 4.2 + j * lh(8.5), { align: c.align }));
      x += c.w;
    }
    y += rowH;
    doc.setDrawColor(...LINE); doc.line(M, y, W - M, y);
  });
  y += 5;
  if (y > H - 75) { doc.addPage(); y = M; }

  // Taxes by rate (left) and totals (right).
  const totalsX = W - M - 80;
  let ty = y;
  if (p.taxTotals.length) {
    font(7, 'bold', MUTED); doc.text('IMPUESTOS', M, ty); ty += 4;
    font(8, 'bold'); doc.text('Tributo', M, ty); doc.text('Base', M + 55, ty, { align: 'right' }); doc.text('Valor', M + 85, ty, { align: 'right' });
    ty += 1.5; doc.setDrawColor(...LINE); doc.line(M, ty, M + 87, ty); ty += 4;
    font(8);
    for (const t of p.taxTotals) { doc.text(t.label, M, ty); doc.text(t.base, M + 55, ty, { align: 'right' }); doc.text(t.amount, M + 85, ty, { align: 'right' }); ty += 4.2; }
  }
  let sy = y;
  for (const [k, v] of p.totals) {
    font(8.5, 'normal', MUTED); doc.text(k, totalsX, sy);
    font(8.5, 'normal'); doc.text(v, W - M, sy, { align: 'right' });
    sy += 4.6;
  }
  doc.setFillColor(...INK);
  doc.rect(totalsX - 2, sy - 1, W - M - totalsX + 2, 9, 'F');
  font(10.5, 'bold', [255, 255, 255]);
  doc.text('TOTAL A PAGAR', totalsX, sy + 5);
  doc.text(p.total, W - M - 2, sy + 5, { align: 'right' });
  y = Math.max(ty, sy + 9) + 6;

  if (p.nota) {
    font(7, 'bold', MUTED); doc.text('OBSERVACIONES', M, y); y += 4;
    font(8.5);
    for (const l of doc.splitTextToSize(p.nota, W - 2 * M) as string[]) { doc.text(l, M, y); y += lh(8.5); }
    y += 2;
  }

  // CUFE and QR at the foot of the last page.
  const qrSize = 30;
  const footY = H - M - qrSize - 10;
  if (y > footY) { doc.addPage(); }
  doc.setDrawColor(...LINE);
  doc.line(M, footY - 3, W - M, footY - 3);
  let textX = M;
  if (p.qr) {
    const png = await QRCode.toDataURL(p.qr, { margin: 0, width: 240, errorCorrectionLevel: 'M' });
    doc.addImage(png, 'PNG', M, footY, qrSize, qrSize);
    textX = M + qrSize + 5;
  }
  font(8, 'bold'); doc.text(p.cufe ? 'CUFE' : 'CUFE', textX, footY + 3);
  font(7.5, 'normal', p.cufe ? INK : MUTED);
  let fy = footY + 7;
  for (const l of doc.splitTextToSize(p.cufe ?? p.cufeText, W - M - textX) as string[]) { doc.text(l, textX, fy); fy += lh(7.5); }
  if (p.qr) {
    font(6.5, 'normal', MUTED);
    for (const l of doc.splitTextToSize(`Consulte el documento en la DIAN: ${p.qr}`, W - M - textX) as string[]) { fy += 0.5; doc.text(l, textX, fy + 1); fy += lh(6.5); }
  }
  // Every page: the legal caption and the page count; a void invoice's stamp.
  const pages = doc.getNumberOfPages();
  for (let i = 1; i <= pages; i++) {
    doc.setPage(i);
    if (p.stamp) {
      const gs = doc as unknown as { GState: new (o: { opacity: number }) => unknown; setGState(g: unknown): void };
      gs.setGState(new gs.GState({ opacity: 0.18 }));
      font(90, 'bold', [200, 30, 30]);
      doc.text(p.stamp, W / 2 - 55, H / 2 + 30, { angle: 30 });
      gs.setGState(new gs.GState({ opacity: 1 }));
    }
    font(7.5, 'bold', MUTED);
    doc.text(p.footer[0], W / 2, H - M + 1, { align: 'center' });
    font(6.5, 'normal', MUTED);
    doc.text(p.footer.slice(1).join(' · '), M, H - M + 4.5);
    doc.text(`Página ${i} de ${pages}`, W - M, H - M + 4.5, { align: 'right' });
  }
  return Buffer.from(doc.output('arraybuffer'));
}
