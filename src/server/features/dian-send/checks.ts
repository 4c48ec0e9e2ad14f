// Pre-checks before an electronic invoice goes to the DIAN (issue 15 'Pre-checks before Facturar'),
// on the form's values — saved or not: the client's NIT check digit, the resolution's range and
// dates, the issue date, the totals, the issuer's setup; and the CUFE the invoice would carry.
// `POST invoices/checks/dian` answers them (the form's 'Verificación DIAN' panel and palette entry).
import { sql } from 'kysely';
import { dianXml } from '../../../core/dian/ubl';
import { D, documentTotals, formatMoney, parseDecimal } from '../../../core/money';
import { todayDefault } from '../../../core/resource';
import { clientes, invoices } from '../../../core/resources';
import { CONTINGENCY_RESOLUTION } from '../../../core/resources/resolutions';
import { isValidNit, nitCheckDigit } from '../../../core/rules/nit';
import { certificateFromSettings } from '../../dian/certificate';
import { invoiceDocumentFrom, tenantSettings } from '../../dian/document';
import { NUMBERING_MESSAGES, numberingTypes, resolutionFor } from '../invoicing/numbering';
import type { RecordContext } from '../../records';

type Row = Record<string, unknown>;
export interface FormCheck { key: string; ok: boolean; label: string; detail: string }
export interface FormChecksAnswer { checks: FormCheck[]; preview: { label: string; value: string }[] }

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const money = (v: string) => formatMoney(v, new D(v).isInteger() ? 0 : 2);

/** The checks of an invoice's form values (`id`: the invoice being edited, if any). Reads only. */
export async function dianChecks(rec: RecordContext, body: Row): Promise<FormChecksAnswer> {
  const t = rec.tenantId;
  const checks: FormCheck[] = [];
  const add = (key: string, ok: boolean, label: string, detail: string) => checks.push({ key, ok, label, detail });
  const today = todayDefault({ now: new Date() });
  // Dates may come as full date-times (the form sends them so): the day is what counts.
  const typed = str(body.fecha).slice(0, 10);
  const fecha = /^\d{4}-\d{2}-\d{2}$/.test(typed) && !Number.isNaN(Date.parse(typed)) ? typed : today;
  const id = typeof body.id === 'number' ? body.id : null;
  // The invoice being edited, as this user may read it (row scope): its number and time stay.
  const stored = id ? (await sql<Row>`select invoices.number, invoices.resolution_id, invoices.estado_dian, invoices.codigo_dian,
      to_char(invoices.created_at at time zone 'America/Bogota', 'HH24:MI:SS') as hora
    from invoices where ${rec.base(invoices)} and ${sql.ref('invoices.id')} = ${id}`.execute(rec.trx)).rows[0] : undefined;

  // Already sent: nothing left to check before sending; its CUFE is the one the DIAN has.
  if (stored && ['DIAN_PENDIENTE', 'DIAN_ENVIADO', 'DIAN_ACEPTADO'].includes(str(stored.estado_dian))) {
    return { checks: [{ key: 'enviada', ok: true, label: 'DIAN', detail: 'La factura ya fue enviada a la DIAN.' }],
      preview: [{ label: 'Número', value: str(stored.number) }, ...(stored.codigo_dian ? [{ label: 'CUFE', value: str(stored.codigo_dian) }] : [])] };
  }
  // The client and its NIT's check digit (the DIAN refuses a wrong one: FAK24).
  // The client as this user may read it (row scope): a client it cannot see is no client here.
  const cliente = typeof body.cliente_id === 'number'
    ? (await sql<Row>`select clientes.* from clientes where ${rec.base(clientes)} and ${sql.ref('clientes.id')} = ${body.cliente_id}`.execute(rec.trx)).rows[0] : undefined;
  if (!cliente) add('cliente', false, 'Cliente', 'Elige el cliente de la factura.');
  else if (str(cliente.tipo_documento) === '31') {
    const doc = str(cliente.document);
    const base = doc.split('-')[0].replace(/\D/g, '');
    if (isValidNit(doc)) add('cliente', true, 'Cliente', `NIT ${doc} con dígito de verificación correcto.`);
    else add('cliente', false, 'Cliente', base ? `El NIT ${doc} no tiene un dígito de verificación válido: debería ser ${base}-${nitCheckDigit(base)}.` : 'El cliente no tiene NIT.');
  } else add('cliente', !!str(cliente.document), 'Cliente', str(cliente.document) ? `Documento ${str(cliente.document)}.` : 'El cliente no tiene documento.');

  // The resolution the number comes from: in force on the date, with numbers left.
  // In contingency, the contingency range (numberingTypes), as the numbering will do.
  const named = typeof body.resolution_id === 'number' ? body.resolution_id : stored?.resolution_id ?? null;
  const types = await numberingTypes(rec, 'FE', true);
  const resolution = await resolutionFor(rec, types, named, fecha, false);
  const number = str(stored?.number) || (resolution ? `${str(resolution.prefix)}${str(resolution.next_number)}` : '');
  const problem = !resolution ? NUMBERING_MESSAGES.none
    : !resolution.active ? NUMBERING_MESSAGES.inactive
      : fecha < str(resolution.start_date) ? NUMBERING_MESSAGES.notYet
        : fecha > str(resolution.end_date) ? NUMBERING_MESSAGES.expired
          : !stored?.number && Number(resolution.next_number) > Number(resolution.end_range) ? NUMBERING_MESSAGES.exhausted
            : !str(resolution.technical_key) ? 'La resolución de facturación no tiene clave técnica.' : null;
  add('resolucion', !problem, 'Resolución', problem ?? `${resolution!.type === CONTINGENCY_RESOLUTION ? 'En contingencia (la DIAN no responde): ' : ''}Resolución ${str(resolution!.number)}: ${str(resolution!.prefix)}${str(resolution!.start_range)} a ${str(resolution!.prefix)}${str(resolution!.end_range)}, vigente hasta ${str(resolution!.end_date)}; número ${number}.`);

  // The issue date is the day it is sent (FAD09e).
  const dateOk = fecha === today && (!typed || typed === fecha);
  add('fecha', dateOk, 'Fecha', dateOk ? `Se emite hoy, ${today}.` : `La fecha debe ser la de hoy (${today}): la DIAN rechaza otra (FAD09e).`);

  // Totals: at least one line, a positive total, computed the way the server stores it.
  const items = (Array.isArray(body.items) ? body.items : []) as Row[];
  const totals = documentTotals(items as never);
  const totalOk = items.length > 0 && (parseDecimal(totals.total) ?? new D(0)).gt(0);
  add('totales', totalOk, 'Totales', totalOk ? `Subtotal ${money(totals.subtotal)}, impuestos ${money(totals.impuestos)}, total ${money(totals.total)}.` : 'La factura necesita al menos una línea con valor.');

  // The issuer's setup: NIT, name as in the RUT, software, certificate.
  const settings = await tenantSettings(rec);
  const missing = [['dian_nit', 'NIT del emisor'], ['dian_razon_social', 'Razón social'], ['dian_software_id', 'software'], ['dian_software_pin', 'PIN del software']]
    .filter(([k]) => !str(settings[k]).trim()).map(([, l]) => l);
  let certOk = false;
  try { certOk = !!certificateFromSettings(settings); } catch { certOk = false; }
  if (!certOk) missing.push('certificado de firma');
  add('emisor', missing.length === 0, 'Emisor', missing.length ? `Falta configurar: ${missing.join(', ')}.` : `${str(settings.dian_razon_social)}, NIT ${str(settings.dian_nit)}.`);

  // The CUFE the invoice will carry (with the time it is sent: a preview).
  const preview: FormChecksAnswer['preview'] = number ? [{ label: 'Número', value: number }] : [];
  if (checks.every((c) => c.ok)) {
    try {
      const doc = dianXml(invoiceDocumentFrom({
        invoice: { ...body, number, fecha, vencimiento: str(body.vencimiento).slice(0, 10) || null, hora: str(stored?.hora) || new Date(Date.now() - 5 * 3600_000).toISOString().slice(11, 19) },
        items: items.map((i) => ({ ...i, referencia: null })), cliente, resolution: (resolution ?? undefined) as Row | undefined, settings,
      }));
      preview.push({ label: 'CUFE (vista previa)', value: doc.uuid });
    } catch (e) {
      add('documento', false, 'Documento', (e as Error).message);
    }
  }
  return { checks, preview };
}
