// The printed invoice (issue 15, /invoices/{id}/print and GET invoices/{id}/file): what the
// "representación gráfica" of a Colombian electronic sales invoice shows, as a pure model the server
// draws into a PDF (src/server/features/invoicing/invoice-pdf.ts). Issuer with NIT and DV and its
// tax regime, the document's title and number, the DIAN resolution text, the client with its
// document and DV, the lines, totals by tax, the CUFE and the DIAN lookup URL the QR code carries.
import { D, formatMoney, lineAmounts, parseDecimal, type TaxEntry } from '../money';
import { formatNit, isValidNit } from '../rules/nit';
import { TIPOS_DOCUMENTO } from '../resources/clientes';
import { INVOICE_PAGOS } from '../resources/invoices';

type Row = Record<string, unknown>;

export interface InvoicePrintInput {
  invoice: Row & { items?: Row[] };
  client: Row | null;
  resolution: Row | null;
  /** The tenant's settings (dian_* keys, core/dian/settings.ts). */
  settings: Record<string, unknown>;
  /** The tenant's display name: the issuer when dian_razon_social is not set. */
  tenantName?: string;
}

export interface InvoicePrintLine {
  n: number;
  descripcion: string;
  cantidad: string;
  precio: string;
  descuento: string;
  impuestos: string;
  total: string;
}

export interface InvoicePrint {
  issuer: { name: string; lines: string[] };
  title: string;
  number: string;
  /** Label → value pairs of the document's header box. */
  meta: [string, string][];
  resolutionText: string | null;
  client: { name: string; lines: string[] };
  lines: InvoicePrintLine[];
  /** Totals by tax (IVA 19 %, IVA 5 %, INC 8 % …): base and amount. */
  taxTotals: { label: string; base: string; amount: string }[];
  totals: [string, string][];
  total: string;
  nota: string | null;
  cufe: string | null;
  /** 'CUFE: …', or that the document was not sent to the DIAN. */
  cufeText: string;
  /** The DIAN lookup URL (the QR code's content); null without CUFE. */
  qr: string | null;
  footer: string[];
  /** A void invoice is stamped. */
  stamp: string | null;
}

export const NO_CUFE_TEXT = 'Sin CUFE: documento no enviado a la DIAN';
export const REPRESENTATION_TEXT = 'Representación gráfica de la factura electrónica';

/** DIAN lookup of a document by its CUFE/CUDE: production (environment 1) or habilitación. */
export const dianLookupUrl = (cufe: string, environment: unknown) =>
  `https://${String(environment) === '1' ? 'catalogo-vpfe' : 'catalogo-vpfe-hab'}.dian.gov.co/document/searchqr?documentkey=${cufe}`;

const TITLES: Record<string, string> = {
  FE: 'Factura electrónica de venta',
  POS: 'Documento equivalente electrónico POS',
  invoice: 'Factura de venta',
};
const REGIMEN: Record<string, string> = { 48: 'Responsable de IVA', 49: 'No responsable de IVA' };
const ORGANIZACION: Record<string, string> = { 1: 'Persona jurídica', 2: 'Persona natural' };
/** The DIVIPOLA codes of the main cities; others print as their code. */
const MUNICIPIOS: Record<string, string> = {
  11001: 'Bogotá, D.C.', '05001': 'Medellín', 76001: 'Cali', '08001': 'Barranquilla', 13001: 'Cartagena de Indias',
  68001: 'Bucaramanga', 66001: 'Pereira', 17001: 'Manizales', 54001: 'Cúcuta', 73001: 'Ibagué', 52001: 'Pasto', 50001: 'Villavicencio',
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const money = (v: unknown) => formatMoney(v, 2);
/** 2026-11-27 → 27/11/2026. */
export const dayText = (v: unknown) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(v));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : text(v);
};
const cityText = (code: unknown) => MUNICIPIOS[text(code)] ?? (text(code) ? `Municipio ${text(code)}` : '');
const quantity = (v: unknown) => {
  const d = parseDecimal(v);
  return d ? d.toDecimalPlaces(4).toString().replace('.', ',') : text(v);
};

/** A NIT with its check digit ('900123456' → '900123456-7'); other documents as they are. */
export function nitWithDv(document: unknown): string {
  const raw = text(document);
  if (!raw || isValidNit(raw)) return raw;
  const digits = raw.replace(/\D/g, '');
  return digits && digits.length <= 15 && /^[\d.\s-]+$/.test(raw) && !/-\d$/.test(raw) ? formatNit(digits) : raw;
}

/** 'IVA 19 %', 'INC 8 %', or a fixed tax's name. */
export function taxLabel(t: Partial<TaxEntry>): string {
  const kind = text(t.tax_type) || text(t.tax_name) || 'Impuesto';
  if (t.tax_mode === 'fixed') return text(t.tax_name) || kind;
  const rate = parseDecimal(t.tax_value);
  return `${kind} ${rate ? rate.toString().replace('.', ',') : '0'} %`;
}

function resolutionText(r: Row | null): string | null {
  if (!r) return null;
  const start = text(r.start_date);
  const end = text(r.end_date);
  let months = '';
  const a = /^(\d{4})-(\d{2})-(\d{2})/.exec(start);
  const b = /^(\d{4})-(\d{2})-(\d{2})/.exec(end);
  if (a && b) {
    const n = (Number(b[1]) - Number(a[1])) * 12 + Number(b[2]) - Number(a[2]) + (Number(b[3]) >= Number(a[3]) ? 0 : -1);
    months = ` (${Math.max(n, 0)} meses)`;
  }
  const prefix = text(r.prefix);
  return `Resolución DIAN No. ${text(r.number)} del ${dayText(start)} · ${prefix ? `Prefijo ${prefix} ` : 'Sin prefijo, '}del ${text(r.start_range)} al ${text(r.end_range)} · Vigencia: ${dayText(start)} a ${dayText(end)}${months}`;
}

/** The printed invoice's model. */
export function invoicePrint(input: InvoicePrintInput): InvoicePrint {
  const { invoice: inv, client, settings: s } = input;
  const issuerNit = nitWithDv(s.dian_nit);
  const issuerLines = [
    issuerNit ? `NIT ${issuerNit}` : '',
    [REGIMEN[text(s.dian_regimen)], ORGANIZACION[text(s.dian_tipo_organizacion)]].filter(Boolean).join(' · '),
    text(s.dian_responsabilidades) ? `Responsabilidades fiscales: ${text(s.dian_responsabilidades)}` : '',
    [text(s.dian_direccion), cityText(s.dian_ciudad)].filter(Boolean).join(', '),
    [text(s.dian_telefono) ? `Tel. ${text(s.dian_telefono)}` : '', text(s.dian_email)].filter(Boolean).join(' · '),
  ].filter(Boolean);
  if (text(s.dian_nombre_comercial)) issuerLines.unshift(text(s.dian_nombre_comercial));

  const tipo = text(client?.tipo_documento);
  const docLabel = tipo === '31' ? 'NIT' : TIPOS_DOCUMENTO.find((t) => t.value === tipo)?.label ?? 'Documento';
  const docValue = tipo === '31' ? nitWithDv(client?.document) : text(client?.document);
  const clientName = [client?.nombres, client?.middle_name, client?.apellidos].map(text).filter(Boolean).join(' ');
  const clientLines = [
    docValue ? `${docLabel}: ${docValue}` : '',
    text(client?.nombre_comercial) && text(client?.nombre_comercial) !== clientName ? `Nombre comercial: ${text(client?.nombre_comercial)}` : '',
    `Dirección: ${[text(inv.direccion) || text(client?.direccion), cityText(client?.ciudad)].filter(Boolean).join(', ')}`,
    [text(client?.telefono) ? `Tel. ${text(client?.telefono)}` : '', text(client?.email)].filter(Boolean).join(' · '),
  ].filter(Boolean);

  const items = (inv.items ?? []) as Row[];
  const byTax = new Map<string, { base: InstanceType<typeof D>; amount: InstanceType<typeof D> }>();
  let subtotal = new D(0);
  let gross = new D(0);
  const lines = items.map((row, i) => {
    const taxes = (Array.isArray(row.taxes) ? row.taxes : []) as TaxEntry[];
    const a = lineAmounts({ ...row, taxes });
    const price = parseDecimal(row.precio) ?? new D(0);
    gross = gross.plus(price.times(parseDecimal(row.cantidad) ?? new D(0)));
    subtotal = subtotal.plus(a.subtotal);
    taxes.forEach((t, j) => {
      const k = taxLabel(t);
      const acc = byTax.get(k) ?? { base: new D(0), amount: new D(0) };
      acc.base = acc.base.plus(a.subtotal);
      acc.amount = acc.amount.plus(a.tax_amounts[j] ?? 0);
      byTax.set(k, acc);
    });
    const descuento = parseDecimal(row.descuento);
    return {
      n: i + 1,
      descripcion: text(row.nombre),
      cantidad: quantity(row.cantidad),
      precio: money(price),
      descuento: descuento && !descuento.isZero() ? `${descuento.toString().replace('.', ',')} %` : '',
      impuestos: taxes.map(taxLabel).join(', '),
      total: money(a.total),
    };
  });
  const taxTotals = [...byTax.entries()].map(([label, v]) => ({ label, base: money(v.base), amount: money(v.amount) }));
  const discount = gross.minus(subtotal);
  const totals: [string, string][] = [
    ['Total bruto', money(gross)],
    ...(discount.gt(0) ? [['Descuentos', `- ${money(discount)}`] as [string, string]] : []),
    ['Base gravable (subtotal)', money(subtotal)],
    ...taxTotals.map((t) => [t.label, money(t.amount)] as [string, string]),
  ];

  const cufe = text(inv.codigo_dian) || null;
  const credito = text(inv.forma_pago) === 'Crédito';
  const meta: [string, string][] = [
    ['Fecha de emisión', dayText(inv.fecha)],
    ['Forma de pago', credito ? 'Crédito' : 'Contado'],
    ['Medio de pago', INVOICE_PAGOS.find((p) => p.value === inv.pago)?.label ?? text(inv.pago)],
    ['Vencimiento', dayText(inv.vencimiento) || dayText(inv.fecha)],
    ...(text(inv.orden_compra) ? [['Orden de compra', text(inv.orden_compra)] as [string, string]] : []),
  ];
  const type = text(inv.type) || 'invoice';
  return {
    issuer: { name: text(s.dian_razon_social) || text(input.tenantName), lines: issuerLines },
    // Issued while the DIAN did not answer (InvoiceTypeCode 03): the paper says so too.
    title: `${TITLES[type] ?? TITLES.invoice}${type === 'FE' && input.resolution?.type === 'CONTINGENCIA' ? ' (contingencia)' : ''}`,
    number: text(inv.number),
    meta,
    resolutionText: resolutionText(input.resolution),
    client: { name: clientName || 'Consumidor final', lines: clientLines },
    lines,
    taxTotals,
    totals,
    total: money(inv.total),
    nota: text(inv.nota) || null,
    cufe,
    cufeText: cufe ? `CUFE: ${cufe}` : NO_CUFE_TEXT,
    qr: cufe ? dianLookupUrl(cufe, s.dian_environment) : null,
    footer: [REPRESENTATION_TEXT, text(s.dian_software_id) ? `Software de facturación: Mando · ID ${text(s.dian_software_id)}` : 'Software de facturación: Mando'],
    stamp: ['anulada', 'rechazada'].includes(text(inv.estado)) ? text(inv.estado).toUpperCase() : null,
  };
}
