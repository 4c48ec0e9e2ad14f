// The plain model of a DIAN document (what ubl.ts writes as UBL 2.1 XML): parties, resolution,
// software, payment, lines, the note's reference and concept, the POS extensions, and the result.
import type { CufeInput } from './cufe';
import type { DianTotals, DocumentAllowanceCharge } from './totals';
import type { DianTax } from './tributos';

export type DianKind = 'invoice' | 'credit' | 'debit';
export type DianEnvironment = '1' | '2';

export interface DianAddress {
  /** Street address (cac:AddressLine/cbc:Line). */
  line: string;
  /** Municipio, DIVIPOLA code (cbc:ID), e.g. '11001'. */
  cityCode: string;
  /** Its name; the departmental capitals are known (divipola.ts), other municipios need it. */
  cityName?: string;
  /** Departamento code (cbc:CountrySubentityCode); default: the municipio's first two digits. */
  departmentCode?: string;
  departmentName?: string;
  postalZone?: string;
  /** ISO 3166 alpha-2; default 'CO'. */
  country?: string;
}

export interface DianParty {
  /** Tipo de documento (schemeName): 31 NIT, 13 cédula … */
  docType: string;
  /** The identification, without check digit (a NIT may be given as '900123456-7'; the DV is taken from it). */
  id: string;
  /** Check digit; for a NIT (31) it is computed when absent. */
  dv?: string;
  /** Tipo de organización (cbc:AdditionalAccountID): 1 persona jurídica, 2 persona natural. */
  organization: '1' | '2';
  /** Régimen (TaxLevelCode listName): 48 responsable de IVA, 49 no responsable. */
  regimen: string;
  /** Responsabilidades fiscales (O-13, O-15, O-23, O-47, R-99-PN), written joined by ';'. */
  responsibilities: readonly string[];
  /** Party tributo (cac:PartyTaxScheme/cac:TaxScheme): 01 IVA, 04 INC, ZA, ZZ (default). */
  taxScheme?: string;
  /** Registration name, exactly as in the RUT (rule FAJ43). */
  name: string;
  /** Trade name (cac:PartyName); default the registration name. */
  tradeName?: string;
  address: DianAddress;
  email?: string;
  phone?: string;
}

export interface DianResolution {
  /** Resolution number (sts:InvoiceAuthorization). */
  number: string;
  startDate: string;
  endDate: string;
  prefix: string;
  from: number | string;
  to: number | string;
  /** ClTec: the CUFE's key (invoices). */
  technicalKey?: string;
}

export interface DianSoftware {
  id: string;
  /** The PIN: the CUDE's key (notes) and part of SoftwareSecurityCode. */
  pin: string;
  /** The software provider's NIT (sts:ProviderID); default the supplier's (own software). */
  providerNit?: string;
  providerDv?: string;
}

export interface DianPayment {
  /** Forma de pago (cbc:ID): 1 contado, 2 crédito (then dueDate is required). */
  form: '1' | '2';
  /** Medio de pago (cbc:PaymentMeansCode): 10 efectivo, 20 cheque, 42 consignación, 47 transferencia, 48/49 tarjeta, 1 no definido, ZZZ … */
  means: string;
  dueDate?: string;
}

export interface DianLine {
  description: string;
  quantity: string | number;
  unitPrice: string | number;
  /** Discount in percent of price × quantity (0–100). */
  discountPercent?: string | number;
  taxes: readonly DianTax[];
  /** UN/ECE rec. 20 unit; default '94' (unidad). */
  unitCode?: string;
  /** The seller's item code (cac:StandardItemIdentification, schemeID 999 = estándar de adopción del contribuyente). */
  code?: string;
}

/** The invoice a note corrects (cac:BillingReference; the DiscrepancyResponse's ReferenceID). */
export interface DianReference {
  number: string;
  cufe: string;
  issueDate: string;
}

/** Concepto de corrección (DiscrepancyResponse/ResponseCode). */
export interface DianConcept {
  code: string;
  description?: string;
}

export interface DianDocument {
  kind: DianKind;
  /** cbc:ID: prefix + consecutive, no separator. */
  number: string;
  /** YYYY-MM-DD, in Colombia (-05:00). */
  issueDate: string;
  /** HH:MM:SS-05:00. */
  issueTime: string;
  /** Invoices only (cbc:DueDate). */
  dueDate?: string;
  /** Invoices only: 01 venta (default), 03 contingencia; a POS document (`pos`) is always 20. */
  invoiceTypeCode?: '01' | '03';
  /** Tipo de operación; default 10 (invoice), 20/22 (credit, with/without reference), 30/32 (debit). */
  customizationId?: string;
  environment: DianEnvironment;
  supplier: DianParty;
  customer: DianParty;
  /** InvoiceControl: required for invoices (its technicalKey is the CUFE's key); optional on notes. */
  resolution?: DianResolution;
  software: DianSoftware;
  payment: DianPayment;
  lines: readonly DianLine[];
  /** Document-level discounts and charges (they do not change the tax bases). */
  allowanceCharges?: readonly DocumentAllowanceCharge[];
  notes?: readonly string[];
  /** The buyer's purchase order (cac:OrderReference). */
  orderReference?: string;
  /** Notes: the invoice corrected (absent: CustomizationID 22/32). */
  reference?: DianReference;
  /** Notes: the concept (required). */
  concept?: DianConcept;
  /** Notes without reference: the period they cover (cac:InvoicePeriod). */
  period?: { start: string; end: string };
  /**
   * Invoices only: the document is the POS electronic equivalent document (documento equivalente
   * electrónico del tiquete de máquina registradora con sistema P.O.S.): InvoiceTypeCode 20, CUDE
   * with the software PIN (no technical key), and the three POS extensions.
   */
  pos?: DianPos;
}

/**
 * The POS document's own data (Anexo técnico documento equivalente electrónico v1.0, §8.2; rules
 * DEPD11/DEPD21 require the three extensions). Written as Name/Value pairs, in this order, in
 * ext:UBLExtensions after sts:DianExtensions and before the signature (docs/design-notes.md 'POS').
 */
export interface DianPos {
  /** FabricanteSoftware/InformacionDelFabricanteDelSoftware: NombreApellido, RazonSocial, NombreSoftware. */
  softwareManufacturer: { name: string; businessName: string; softwareName: string };
  /** BeneficiosComprador/InformacionBeneficiosComprador: Codigo, NombresApellidos, Puntos. */
  buyerBenefits: { code: string; name: string; points: string };
  /**
   * PuntoVenta/InformacionCajaVenta: PlacaCaja, UbicaciónCaja, Cajero, TipoCaja, CódigoVenta, SubTotal
   * (the accented names are the Anexo's). SubTotal is the document's LineExtensionAmount (assumption).
   */
  pointOfSale: { boxPlate: string; location: string; cashier: string; boxType: string; saleCode: string };
}

export interface DianXml {
  xml: string;
  /** CUFE (invoice) or CUDE (notes), as in cbc:UUID. */
  uuid: string;
  /** The exact fields hashed (CufeInput), to show or recompute. */
  uuidInput: CufeInput;
  softwareSecurityCode: string;
  qr: string;
  totals: DianTotals;
}
