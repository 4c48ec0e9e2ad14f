import { describe, expect, it } from 'vitest';
import type { Element } from '@xmldom/xmldom';
import { cude, cufe, softwareSecurityCode } from '../../../src/core/dian/cufe';
import { dianXml, DianDocumentError, NS, POS_PROFILE, SIGNATURE_SLOT, type DianDocument } from '../../../src/core/dian/ubl';
import { at, kids, parseXml, recomputeKey, textAt, withSignatureStandIn, xmllint } from './ubl-check';
import { INVOICE } from './ubl-fixtures';

// Issue 15 (POS): the POS electronic equivalent document (documento equivalente electrónico del tiquete
// de máquina registradora con sistema P.O.S.): an Invoice of type 20 with a CUDE keyed by the software PIN,
// numbered from a POS range (no technical key), carrying the three POS extensions before the signature.

const POS: DianDocument = {
  ...INVOICE,
  number: 'POS2005',
  dueDate: undefined,
  payment: { form: '1', means: '10' },
  resolution: { number: '18764000005678', startDate: '2026-01-01', endDate: '2028-01-01', prefix: 'POS', from: 2001, to: 2100 },
  pos: {
    softwareManufacturer: { name: 'Ana Gómez', businessName: 'Software & Cía S.A.S.', softwareName: 'Mando' },
    buyerBenefits: { code: '890903938', name: 'Textiles "Antioqueños" S.A.', points: '0' },
    pointOfSale: { boxPlate: 'CAJA-01', location: 'Pasillo 3 <entrada>', cashier: 'Carlos Pérez', boxType: 'POS', saleCode: 'POS2005' },
  },
};

const rootOf = (xml: string) => parseXml(xml).documentElement as unknown as Element;
const extensions = (root: Element) => kids(at(root, 'ext:UBLExtensions'), 'ext:UBLExtension');
/** The Name/Value pairs of a POS extension, in document order. */
function pairs(ext: Element, outer: string, inner: string): [string, string][] {
  const content = at(ext, 'ext:ExtensionContent');
  const o = Array.from(content.childNodes).find((n) => n.nodeType === 1) as Element;
  expect(o.localName).toBe(outer);
  // Unprefixed: in the document's default namespace, as the Anexo's samples write them.
  expect(o.namespaceURI).toBe(NS.invoice);
  const i = Array.from(o.childNodes).find((n) => n.nodeType === 1) as Element;
  expect(i.localName).toBe(inner);
  const els = Array.from(i.childNodes).filter((n) => n.nodeType === 1) as Element[];
  const out: [string, string][] = [];
  for (let k = 0; k < els.length; k += 2) {
    expect([els[k].localName, els[k + 1]?.localName]).toEqual(['Name', 'Value']);
    out.push([els[k].textContent ?? '', els[k + 1].textContent ?? '']);
  }
  return out;
}

describe('the POS electronic equivalent document', () => {
  it('validates against the OASIS Invoice XSD once signed', () => {
    const res = xmllint('invoice', withSignatureStandIn(dianXml(POS).xml));
    expect(res.output).toContain('validates');
    expect(res.ok).toBe(true);
  });

  it('is an Invoice of type 20 with the POS ProfileID and a CUDE keyed by the software PIN', () => {
    const out = dianXml(POS);
    const root = rootOf(out.xml);
    expect(root.localName).toBe('Invoice');
    expect(textAt(root, 'cbc:InvoiceTypeCode')).toBe('20');
    expect(textAt(root, 'cbc:ProfileID')).toBe(POS_PROFILE);
    expect(textAt(root, 'cbc:CustomizationID')).toBe('10');
    const uuid = at(root, 'cbc:UUID');
    expect(uuid.getAttribute('schemeName')).toBe('CUDE-SHA384');
    expect(uuid.getAttribute('schemeID')).toBe('2');
    expect(out.uuid).toBe(cude(out.uuidInput));
    expect(out.uuidInput.key).toBe(POS.software.pin);
    expect(uuid.textContent).toBe(out.uuid);
    // The DIAN recomputes it from the document's own fields with the PIN (the recompute helper is
    // CUFE-shaped for invoices: the same formula, so the PIN as key gives the CUDE).
    expect(recomputeKey(parseXml(out.xml), POS.software.pin)).toBe(out.uuid);
    expect(out.uuid).not.toBe(cufe({ ...out.uuidInput, key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' }));
    // The POS range's InvoiceControl, the SoftwareSecurityCode and the QR as for any invoice.
    const dian = at(extensions(root)[0], 'ext:ExtensionContent/sts:DianExtensions');
    expect(textAt(dian, 'sts:InvoiceControl/sts:InvoiceAuthorization')).toBe('18764000005678');
    expect(textAt(dian, 'sts:InvoiceControl/sts:AuthorizedInvoices/sts:Prefix')).toBe('POS');
    expect(textAt(dian, 'sts:InvoiceControl/sts:AuthorizedInvoices/sts:From')).toBe('2001');
    expect(textAt(dian, 'sts:SoftwareSecurityCode')).toBe(softwareSecurityCode(POS.software.id, POS.software.pin, 'POS2005'));
    expect(textAt(dian, 'sts:QRCode')).toContain(`documentkey=${out.uuid}`);
  });

  it('carries the three POS extensions, field by field, between the DIAN block and the signature slot', () => {
    const out = dianXml(POS);
    const root = rootOf(out.xml);
    const exts = extensions(root);
    expect(exts).toHaveLength(5);
    expect(pairs(exts[1], 'FabricanteSoftware', 'InformacionDelFabricanteDelSoftware')).toEqual([
      ['NombreApellido', 'Ana Gómez'], ['RazonSocial', 'Software & Cía S.A.S.'], ['NombreSoftware', 'Mando'],
    ]);
    expect(pairs(exts[2], 'BeneficiosComprador', 'InformacionBeneficiosComprador')).toEqual([
      ['Codigo', '890903938'], ['NombresApellidos', 'Textiles "Antioqueños" S.A.'], ['Puntos', '0'],
    ]);
    expect(pairs(exts[3], 'PuntoVenta', 'InformacionCajaVenta')).toEqual([
      ['PlacaCaja', 'CAJA-01'], ['UbicaciónCaja', 'Pasillo 3 <entrada>'], ['Cajero', 'Carlos Pérez'], ['TipoCaja', 'POS'],
      ['CódigoVenta', 'POS2005'], ['SubTotal', out.totals.lineExtension],
    ]);
    expect(textAt(kids(root, 'cac:LegalMonetaryTotal')[0], 'cbc:LineExtensionAmount')).toBe(out.totals.lineExtension);
    // The last extension is the empty slot the signer fills.
    expect(out.xml).toContain(`</ext:UBLExtension>${SIGNATURE_SLOT}</ext:UBLExtensions>`);
    expect(Array.from(at(exts[4], 'ext:ExtensionContent').childNodes)).toHaveLength(0);
  });

  it('an empty value keeps its Name/Value pair', () => {
    const root = rootOf(dianXml({ ...POS, pos: { ...POS.pos!, buyerBenefits: { code: '', name: '', points: '0' } } }).xml);
    expect(pairs(extensions(root)[2], 'BeneficiosComprador', 'InformacionBeneficiosComprador')).toEqual([['Codigo', ''], ['NombresApellidos', ''], ['Puntos', '0']]);
  });

  it('needs its numbering range, not a technical key; an FE invoice still needs the key', () => {
    expect(() => dianXml({ ...POS, resolution: undefined })).toThrow(DianDocumentError);
    expect(() => dianXml({ ...INVOICE, resolution: { ...INVOICE.resolution!, technicalKey: undefined } })).toThrow(DianDocumentError);
    // An FE invoice is unchanged: CUFE, type 01, no POS extensions.
    const fe = rootOf(dianXml(INVOICE).xml);
    expect(textAt(fe, 'cbc:InvoiceTypeCode')).toBe('01');
    expect(at(fe, 'cbc:UUID').getAttribute('schemeName')).toBe('CUFE-SHA384');
    expect(extensions(fe)).toHaveLength(2);
  });
});
