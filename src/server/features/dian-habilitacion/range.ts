// 'Consultar en la DIAN' on a billing resolution (issue 15, GetNumberingRange): asks the DIAN for the
// ranges of the tenant's NIT and software, finds the resolution's by its number, stores its technical
// key and reports where the record differs from what the DIAN holds (prefix, range, dates).
import { resolutions } from '../../../core/resources';
import { HttpError } from '../../http/errors';
import type { DianNumberingRange } from '../../dian/types';
import type { RecordContext } from '../../records';
import { tenantSettings } from '../../dian/document';
import { nitDigits } from './wire';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export interface RangeMismatch { field: string; label: string; ours: string; dian: string }

/** The GetNumberingRange arguments from the tenant's settings, or a 422 naming what is missing. */
export async function rangeQuery(rec: RecordContext): Promise<{ settings: Record<string, unknown>; nit: string; software: string }> {
  const settings = await tenantSettings(rec);
  const nit = nitDigits(settings.dian_nit);
  const software = str(settings.dian_software_id).trim();
  const missing = [!nit && 'NIT del emisor', !software && 'Identificador del software'].filter(Boolean);
  if (missing.length) {
    const message = `Falta configurar ${missing.join(' y ')} (Configuración de la empresa) para consultar la DIAN.`;
    throw new HttpError(422, message, { dian: [message] });
  }
  return { settings, nit, software };
}

/** The DIAN's range for this resolution (same number; the same prefix first when several), or a 422. */
export function matchRange(row: Row, ranges: DianNumberingRange[], nit: string, software: string): DianNumberingRange {
  const number = str(row.number).trim();
  const same = ranges.filter((r) => r.resolutionNumber.trim() === number);
  const found = same.find((r) => r.prefix === str(row.prefix)) ?? same[0];
  if (!found) {
    const message = ranges.length
      ? `La DIAN no tiene la resolución ${number} entre los rangos de numeración del NIT ${nit} y el software ${software}. Resoluciones que sí conoce: ${ranges.map((r) => `${r.resolutionNumber} (${r.prefix || 'sin prefijo'})`).join(', ')}.`
      : `La DIAN no tiene rangos de numeración para el NIT ${nit} y el software ${software}. Revisa el NIT y el identificador del software en Configuración de la empresa, y que el rango esté asociado al software en el portal de la DIAN.`;
    throw new HttpError(422, message, { number: [message] });
  }
  return found;
}

/** Where the record differs from the DIAN's range. */
export function mismatches(row: Row, r: DianNumberingRange): RangeMismatch[] {
  const pairs: [string, string, string][] = [
    ['prefix', str(row.prefix), r.prefix],
    ['start_range', str(row.start_range), String(r.fromNumber)],
    ['end_range', str(row.end_range), String(r.toNumber)],
    ['start_date', str(row.start_date).slice(0, 10), r.validDateFrom.slice(0, 10)],
    ['end_date', str(row.end_date).slice(0, 10), r.validDateTo.slice(0, 10)],
  ];
  return pairs.filter(([, ours, dian]) => ours !== dian)
    .map(([field, ours, dian]) => ({ field, label: resolutions.fields[field as keyof typeof resolutions.fields].label, ours: ours || '—', dian: dian || '—' }));
}

/** The notice the action shows: the key stored, and each difference. */
export function rangeMessage(r: DianNumberingRange, diff: RangeMismatch[]): string {
  if (!diff.length) return `Clave técnica guardada. Prefijo, rango y vigencia coinciden con la DIAN (${r.prefix}${r.fromNumber} a ${r.prefix}${r.toNumber}, ${r.validDateFrom} a ${r.validDateTo}).`;
  return `Clave técnica guardada, pero la resolución no coincide con la DIAN: ${diff.map((d) => `${d.label}: aquí ${d.ours}, en la DIAN ${d.dian}`).join('; ')}. Corrígela: la DIAN rechaza las facturas fuera de su rango.`;
}
