import type { TaxEntry } from '../money/tax';

/**
 * DIAN tributos (Anexo Técnico 1.9 §13.2.2, reference dian-payu.md §4) of the taxes resource's types
 * (src/core/resources/taxes.ts TAX_TYPES): the one table mapping our taxes to UBL TaxScheme codes.
 * Withholdings (retenciones, 05/06/07) go to WithholdingTaxTotal and never into the CUFE's slots.
 */
export interface Tributo {
  code: string;
  name: string;
  withholding: boolean;
}

export const TRIBUTO_OF_TAX_TYPE: Readonly<Record<string, Tributo>> = {
  IVA: { code: '01', name: 'IVA', withholding: false },
  ICA: { code: '03', name: 'ICA', withholding: false },
  INC: { code: '04', name: 'INC', withholding: false },
  RETEIVA: { code: '05', name: 'ReteIVA', withholding: true },
  RETEFUENTE: { code: '06', name: 'ReteRenta', withholding: true },
  RETEICA: { code: '07', name: 'ReteICA', withholding: true },
  INPP: { code: '33', name: 'INPP', withholding: false },
  IBUA: { code: '34', name: 'IBUA', withholding: false },
  ICUI: { code: '35', name: 'ICUI', withholding: false },
};

const BY_CODE = new Map(Object.values(TRIBUTO_OF_TAX_TYPE).map((t) => [t.code, t]));

/** The tributo of a code ('01' IVA …); an unknown code is a charged tax named 'ZZ'-style by its code. */
export const tributoByCode = (code: string): Tributo => BY_CODE.get(code) ?? { code, name: code === 'ZZ' ? 'No aplica' : code, withholding: false };

/** Tributo of a tax type; a line tax without a type is IVA (the taxes resource's default). */
export function tributoOf(type: string | null | undefined): Tributo {
  const t = TRIBUTO_OF_TAX_TYPE[(type ?? 'IVA').toUpperCase()];
  if (!t) throw new Error(`DIAN: tipo de impuesto sin tributo: ${String(type)}`);
  return t;
}

/** A line tax as the UBL document takes it: its tributo and its percent, or a fixed amount per line. */
export interface DianTax {
  tributo: string;
  /** Rate in percent (mode percentage). */
  percent?: string;
  /** A fixed amount added once per line (mode fixed; core/money taxAmount). */
  fixed?: string;
}

/** A stored line tax (core/money TaxEntry) as a DianTax. */
export function dianTax(entry: Pick<TaxEntry, 'tax_type' | 'tax_value' | 'tax_mode'>): DianTax {
  const { code } = tributoOf(entry.tax_type);
  return entry.tax_mode === 'fixed' ? { tributo: code, fixed: String(entry.tax_value) } : { tributo: code, percent: String(entry.tax_value) };
}

/** Party tributos (cac:PartyTaxScheme/cac:TaxScheme, Anexo §13.2.6.2). */
export const PARTY_TAX_SCHEMES: Readonly<Record<string, string>> = { '01': 'IVA', '04': 'INC', ZA: 'IVA e INC', ZZ: 'No aplica' };
