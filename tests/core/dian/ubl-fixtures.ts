import type { DianDocument } from '../../../src/core/dian/ubl';

/** A complete invoice: IVA 19/5/0, INC 8, a discounted line, a withholding; names that need escaping. */
export const INVOICE: DianDocument = {
  kind: 'invoice',
  number: 'SETP990000008',
  issueDate: '2026-11-27',
  issueTime: '09:15:23-05:00',
  dueDate: '2026-12-27',
  environment: '2',
  supplier: {
    docType: '31', id: '900373076', organization: '1', regimen: '48', responsibilities: ['O-13', 'O-15'], taxScheme: '01',
    name: 'Comercializadora <Demo> & Cía S.A.S.', tradeName: 'Demo & Cía',
    address: { line: 'Carrera 7 # 71-21', cityCode: '11001' }, email: 'facturacion@demo.test', phone: '6014567890',
  },
  customer: {
    docType: '31', id: '890903938-8', organization: '1', regimen: '48', responsibilities: ['O-13'], taxScheme: '01',
    name: 'Textiles "Antioqueños" S.A.', address: { line: 'Calle 30 # 65-15', cityCode: '05001' }, email: 'compras@texant.com.co',
  },
  resolution: { number: '18760000001', startDate: '2026-01-19', endDate: '2030-01-19', prefix: 'SETP', from: 990000000, to: 995000000, technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' },
  software: { id: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0', pin: '12345' },
  payment: { form: '2', means: '47', dueDate: '2026-12-27' },
  orderReference: 'OC-771',
  lines: [
    { description: 'Monitor 24" <Full HD>', quantity: '2', unitPrice: '689000', taxes: [{ tributo: '01', percent: '19' }], code: 'TEC-202' },
    { description: 'Café de origen Huila 500 g', quantity: '24', unitPrice: '32000', discountPercent: '5', taxes: [{ tributo: '01', percent: '5' }] },
    { description: 'Capacitación en facturación electrónica', quantity: '1', unitPrice: '450000', taxes: [{ tributo: '01', percent: '0' }] },
    { description: 'Almuerzo ejecutivo', quantity: '3', unitPrice: '28333.33', taxes: [{ tributo: '04', percent: '8' }] },
    { description: 'Soporte técnico por hora', quantity: '3', unitPrice: '95000', taxes: [{ tributo: '01', percent: '19' }, { tributo: '06', percent: '2.5' }] },
  ],
};

export const CREDIT: DianDocument = {
  ...INVOICE,
  kind: 'credit',
  number: 'NC1',
  dueDate: undefined,
  resolution: undefined,
  payment: { form: '1', means: '10' },
  reference: { number: 'SETP990000008', cufe: 'a'.repeat(96), issueDate: '2026-11-27' },
  concept: { code: '1' },
  lines: [INVOICE.lines[0], INVOICE.lines[1]],
};

export const DEBIT: DianDocument = {
  ...CREDIT,
  kind: 'debit',
  number: 'ND1',
  concept: { code: '1', description: 'Intereses de mora' },
  lines: [{ description: 'Intereses por mora', quantity: '1', unitPrice: '15000', taxes: [] }, INVOICE.lines[3]],
};
