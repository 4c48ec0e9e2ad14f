// The DIAN document of a stored invoice (issue 15): the invoice, its lines, its client, its billing
// resolution and the tenant's DIAN settings, mapped to core/dian's DianDocument (which dianXml turns
// into UBL 2.1). Reads in the caller's transaction, by tenant (the caller checked who may send).
import { sql } from 'kysely';
import { CONTINGENCY_RESOLUTION } from '../../core/resources/resolutions';
import { readSettings } from '../../core/resources/settings';
import type { TaxEntry } from '../../core/money/tax';
import { dianTax } from '../../core/dian/tributos';
import { DianDocumentError, type DianDocument, type DianParty } from '../../core/dian/ubl';
import type { RecordContext } from '../records';

type Row = Record<string, unknown>;

/** Medio de pago (invoices.pago) → PaymentMeansCode (Anexo 1.9 §13.3.4.2). */
export const PAYMENT_MEANS: Readonly<Record<string, string>> = {
  efectivo: '10', 'tarjeta Débito': '49', 'tarjeta credito': '48', cheque: '20', otro: '1', credito: '1',
};

/**
 * Régimen of a client (clientes.regimen) as TaxLevelCode's listName: 48/49 as they are; the legacy
 * v1.7 codes mapped by assumption (reference dian-payu.md §4): 05 ordinario → 48, 04 simple → 49.
 */
export const regimenCode = (v: unknown): string => ({ '05': '48', '04': '49' } as Record<string, string>)[String(v)] ?? String(v ?? '49');

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const fullName = (c: Row) => [c.nombres, c.middle_name, c.apellidos].map(str).filter(Boolean).join(' ');

/** The tenant's settings as typed values (defaults for keys without a row). */
export async function tenantSettings(rec: RecordContext): Promise<Record<string, unknown>> {
  const rows = (await sql<{ key: string; value: string | null }>`select key, value from settings
    where tenant_id = ${rec.tenantId}`.execute(rec.trx)).rows;
  return readSettings(rows);
}

/** The issuer (AccountingSupplierParty) from the tenant's DIAN settings (core/dian/settings.ts). */
export function supplierParty(s: Record<string, unknown>): DianParty {
  const missing = [['dian_nit', 'NIT del emisor'], ['dian_razon_social', 'Razón social del emisor']].filter(([k]) => !str(s[k]).trim());
  if (missing.length) throw new DianDocumentError(`Falta configurar: ${missing.map(([, l]) => l).join(', ')}.`);
  const regimen = str(s.dian_regimen) || '48';
  return {
    docType: '31', id: str(s.dian_nit).trim(), organization: str(s.dian_tipo_organizacion) === '2' ? '2' : '1', regimen,
    responsibilities: str(s.dian_responsabilidades).split(/[;,\s]+/).filter(Boolean),
    taxScheme: regimen === '48' ? '01' : 'ZZ',
    name: str(s.dian_razon_social).trim(), tradeName: str(s.dian_nombre_comercial).trim() || undefined,
    address: { line: str(s.dian_direccion) || 'Sin dirección', cityCode: str(s.dian_ciudad) || '11001' },
    email: str(s.dian_email) || undefined, phone: str(s.dian_telefono) || undefined,
  };
}

/** A client (clientes row) as AccountingCustomerParty. */
export function customerParty(c: Row): DianParty {
  return {
    docType: str(c.tipo_documento) || '13', id: str(c.document), organization: str(c.tipo_contribuyente) === '2' ? '2' : '1',
    regimen: regimenCode(c.regimen), responsibilities: [str(c.responsabilidad_fiscal) || 'R-99-PN'],
    taxScheme: str(c.tributo) || 'ZZ', name: fullName(c), tradeName: str(c.nombre_comercial) || undefined,
    address: { line: str(c.direccion), cityCode: str(c.ciudad) || '11001', departmentCode: str(c.departamento) || undefined, country: str(c.pais) || 'CO' },
    email: str(c.email) || undefined, phone: str(c.telefono) || undefined,
  };
}

export interface InvoiceDocumentOptions {
  /** InvoiceTypeCode 03: issued in contingency (the DIAN was unreachable), sent later. By default, when its resolution is a contingency one. */
  contingency?: boolean;
}

/**
 * The DianDocument of invoice `invoiceId` of the context's tenant. IssueDate is the invoice's fecha and
 * IssueTime the time it was created (in Colombia), so the document, and its CUFE, are the same every
 * time it is rebuilt. Throws DianDocumentError (Spanish message) when something the DIAN needs is missing.
 */
export async function invoiceDocument(rec: RecordContext, invoiceId: number, opts: InvoiceDocumentOptions = {}): Promise<DianDocument> {
  const t = rec.tenantId;
  const inv = (await sql<Row>`select id, number, type, cliente_id, resolution_id, fecha::text as fecha, vencimiento::text as vencimiento,
      forma_pago, pago, orden_compra, nota, (select full_name from users u where u.tenant_id = invoices.tenant_id and u.id = invoices.user_id) as cajero,
      to_char(created_at at time zone 'America/Bogota', 'HH24:MI:SS') as hora
    from invoices where tenant_id = ${t} and id = ${invoiceId}`.execute(rec.trx)).rows[0];
  if (!inv) throw new DianDocumentError('La factura no existe.');
  if (!inv.number) throw new DianDocumentError('La factura no tiene número.');
  if (inv.resolution_id == null) throw new DianDocumentError('La factura no tiene resolución de facturación.');
  const [items, cliente, resolution, settings] = [
    (await sql<Row>`select i.nombre, i.cantidad, i.precio, i.descuento, i.taxes, p.referencia from invoice_items i
      left join productos p on p.tenant_id = i.tenant_id and p.id = i.producto_id
      where i.tenant_id = ${t} and i.invoice_id = ${invoiceId} order by i.position, i.id`.execute(rec.trx)).rows,
    (await sql<Row>`select * from clientes where tenant_id = ${t} and id = ${inv.cliente_id as number}`.execute(rec.trx)).rows[0],
    (await sql<Row>`select number, type, prefix, start_range, end_range, start_date::text as start_date, end_date::text as end_date, technical_key
      from resolutions where tenant_id = ${t} and id = ${inv.resolution_id as number}`.execute(rec.trx)).rows[0],
    await tenantSettings(rec),
  ];
  return invoiceDocumentFrom({ invoice: inv, items, cliente, resolution, settings }, opts);
}

/** What an invoice's DIAN document is made of, as rows (stored, or a form not yet saved: the pre-checks). */
export interface InvoiceRows {
  /** number, type, fecha, hora (HH:MM:SS in Colombia), vencimiento, forma_pago, pago, orden_compra, nota, cajero (the author's name: POS). */
  invoice: Row;
  /** nombre, cantidad, precio, descuento, taxes (TaxEntry[] or its JSON), referencia. */
  items: Row[];
  cliente: Row | undefined;
  resolution: Row | undefined;
  settings: Record<string, unknown>;
}

/** The DianDocument of an invoice's rows (pure). Throws DianDocumentError when something is missing. */
export function invoiceDocumentFrom({ invoice: inv, items, cliente, resolution, settings }: InvoiceRows, opts: InvoiceDocumentOptions = {}): DianDocument {
  if (!cliente) throw new DianDocumentError('La factura no tiene cliente.');
  const pos = inv.type === 'POS';
  // The POS document's CUDE is keyed by the software PIN: its resolution needs no technical key.
  if (!pos && !resolution?.technical_key) throw new DianDocumentError('La resolución de facturación no tiene clave técnica.');
  if (!resolution) throw new DianDocumentError('La factura no tiene resolución de facturación.');
  const credit = inv.forma_pago === 'Crédito';
  const dueDate = str(inv.vencimiento) || undefined;
  return {
    kind: 'invoice',
    number: str(inv.number),
    issueDate: str(inv.fecha),
    issueTime: `${str(inv.hora)}-05:00`,
    dueDate,
    invoiceTypeCode: opts.contingency ?? resolution.type === CONTINGENCY_RESOLUTION ? '03' : '01',
    environment: str(settings.dian_environment) === '1' ? '1' : '2',
    supplier: supplierParty(settings),
    customer: customerParty(cliente),
    resolution: {
      number: str(resolution.number), startDate: str(resolution.start_date), endDate: str(resolution.end_date),
      prefix: str(resolution.prefix), from: Number(resolution.start_range), to: Number(resolution.end_range),
      technicalKey: str(resolution.technical_key) || undefined,
    },
    software: { id: str(settings.dian_software_id), pin: str(settings.dian_software_pin) },
    payment: { form: credit ? '2' : '1', means: PAYMENT_MEANS[str(inv.pago)] ?? '1', dueDate: credit ? dueDate : undefined },
    orderReference: str(inv.orden_compra) || undefined,
    notes: inv.nota ? [str(inv.nota)] : undefined,
    lines: dianLines(items),
    ...(pos ? { pos: posOf(inv, cliente, settings) } : {}),
  };
}

/**
 * The POS extensions of an invoice of type POS (core/dian/ubl.ts DianPos). Assumptions (docs/design-notes.md):
 * the software manufacturer and the till come from the tenant's dian_pos_* settings (the manufacturer
 * defaulting to the issuer: own software); Mando has no loyalty programme, so the buyer's benefits are
 * the client's identification and name with 0 points; the cashier is the invoice's author; the sale
 * code is the invoice's number.
 */
export function posOf(inv: Row, cliente: Row, settings: Record<string, unknown>): NonNullable<DianDocument['pos']> {
  const issuer = str(settings.dian_razon_social).trim();
  return {
    softwareManufacturer: {
      name: str(settings.dian_pos_fabricante).trim() || issuer,
      businessName: str(settings.dian_pos_fabricante_razon_social).trim() || issuer,
      softwareName: str(settings.dian_pos_software).trim() || 'Mando',
    },
    buyerBenefits: { code: str(cliente.document).split('-')[0], name: fullName(cliente), points: '0' },
    pointOfSale: {
      boxPlate: str(settings.dian_pos_caja).trim() || 'CAJA-1',
      location: str(settings.dian_pos_caja_ubicacion).trim() || str(settings.dian_direccion).trim() || 'Sin dirección',
      cashier: str(inv.cajero).trim() || issuer,
      boxType: str(settings.dian_pos_caja_tipo).trim() || 'POS',
      saleCode: str(inv.number),
    },
  };
}

/** Stored document lines (invoice, credit or debit note items) as the DIAN's lines. */
export const dianLines = (items: Row[]): DianDocument['lines'] => items.map((i) => ({
  description: str(i.nombre), quantity: str(i.cantidad), unitPrice: str(i.precio), discountPercent: str(i.descuento) || '0',
  taxes: (Array.isArray(i.taxes) ? (i.taxes as TaxEntry[]) : typeof i.taxes === 'string' ? (JSON.parse(i.taxes) as TaxEntry[]) : []).map(dianTax),
  code: str(i.referencia) || undefined,
}));
