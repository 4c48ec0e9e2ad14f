// One table of money test vectors, run by tests/core/money.test.ts (the code the server stores with)
// AND tests/web/items-totals.test.ts (the form's live totals), so both provably compute the same.
// Expected values were worked out by hand from the rounding rules in src/core/money/round.ts.

export interface VectorTax { tax_mode: 'percentage' | 'fixed'; tax_value: string }
export interface VectorLine {
  precio?: string | number; price?: string | number; valor_unitario?: string | number;
  cantidad?: string | number; quantity?: string | number; descuento?: string | number;
  taxes?: VectorTax[];
}
export interface LineVector {
  name: string;
  line: VectorLine;
  subtotal: string; impuestos: string; total: string; tax_amounts: string[];
}

const IVA19: VectorTax = { tax_mode: 'percentage', tax_value: '19' };
const IVA5: VectorTax = { tax_mode: 'percentage', tax_value: '5' };
const INC8: VectorTax = { tax_mode: 'percentage', tax_value: '8' };
const EXENTO: VectorTax = { tax_mode: 'percentage', tax_value: '0' };
const BOLSA: VectorTax = { tax_mode: 'fixed', tax_value: '66' };

export const LINE_VECTORS: LineVector[] = [
  { name: 'IVA 19% on price × quantity', line: { precio: '32000', cantidad: '2', taxes: [IVA19] },
    subtotal: '64000.00', impuestos: '12160.00', total: '76160.00', tax_amounts: ['12160.00'] },
  { name: 'no taxes, quantity defaults to 1', line: { precio: '1500.50' },
    subtotal: '1500.50', impuestos: '0.00', total: '1500.50', tax_amounts: [] },
  { name: 'price from valor_unitario, quantity from quantity', line: { valor_unitario: '1000', quantity: '3', taxes: [IVA5] },
    subtotal: '3000.00', impuestos: '150.00', total: '3150.00', tax_amounts: ['150.00'] },
  { name: 'price from price; a fixed tax is added once', line: { price: 250, quantity: 4, taxes: [BOLSA] },
    subtotal: '1000.00', impuestos: '66.00', total: '1066.00', tax_amounts: ['66.00'] },
  { name: 'discount in percent, taxed after the discount', line: { precio: '89900', cantidad: '3', descuento: '10', taxes: [IVA19] },
    subtotal: '242730.00', impuestos: '46118.70', total: '288848.70', tax_amounts: ['46118.70'] },
  { name: 'a fixed tax is not discounted', line: { precio: '1000', cantidad: '2', descuento: '50', taxes: [BOLSA] },
    subtotal: '1000.00', impuestos: '66.00', total: '1066.00', tax_amounts: ['66.00'] },
  { name: 'half a cent rounds away from zero', line: { precio: '0.125', cantidad: '1', taxes: [IVA19] },
    subtotal: '0.13', impuestos: '0.02', total: '0.15', tax_amounts: ['0.02'] },
  { name: 'a tax is computed on the unrounded base', line: { precio: '10.005', cantidad: '1', taxes: [{ tax_mode: 'percentage', tax_value: '50' }] },
    subtotal: '10.01', impuestos: '5.00', total: '15.01', tax_amounts: ['5.00'] },
  { name: 'several taxes and a decimal quantity', line: { precio: '95000', cantidad: '2.5', taxes: [IVA19, INC8] },
    subtotal: '237500.00', impuestos: '64125.00', total: '301625.00', tax_amounts: ['45125.00', '19000.00'] },
  { name: 'half a unit', line: { precio: '7900', cantidad: '0.5', taxes: [IVA19] },
    subtotal: '3950.00', impuestos: '750.50', total: '4700.50', tax_amounts: ['750.50'] },
  { name: 'exempt tax (0%)', line: { precio: '450000', cantidad: '1', taxes: [EXENTO] },
    subtotal: '450000.00', impuestos: '0.00', total: '450000.00', tax_amounts: ['0.00'] },
  { name: 'amounts beyond float precision stay exact', line: { precio: '9999999999999.99', cantidad: '99', taxes: [IVA19] },
    subtotal: '989999999999999.01', impuestos: '188099999999999.81', total: '1178099999999998.82', tax_amounts: ['188099999999999.81'] },
];

export interface DocumentVector { name: string; lines: VectorLine[]; subtotal: string; impuestos: string; total: string }

const line = (name: string) => LINE_VECTORS.find((v) => v.name === name)!.line;

export const DOCUMENT_VECTORS: DocumentVector[] = [
  { name: 'an order of three lines', lines: [line('IVA 19% on price × quantity'), line('discount in percent, taxed after the discount'), line('half a unit')],
    subtotal: '310680.00', impuestos: '59029.20', total: '369709.20' },
  { name: 'the total is the sum of the rounded lines', lines: [{ precio: '0.005' }, { precio: '0.005' }, { precio: '0.005' }],
    subtotal: '0.03', impuestos: '0.00', total: '0.03' },
  { name: 'no lines', lines: [], subtotal: '0.00', impuestos: '0.00', total: '0.00' },
];

/** [value, decimals, expected] for formatMoney (spec 02 §9). */
export const FORMAT_VECTORS: [unknown, number, string][] = [
  ['0', 0, '$ 0'],
  ['1234567', 0, '$ 1.234.567'],
  ['1234567.00', 0, '$ 1.234.567'],
  ['1234.49', 0, '$ 1.234'],
  ['1234.50', 0, '$ 1.235'],
  ['999.5', 0, '$ 1.000'],
  ['-1234.50', 0, '-$ 1.235'],
  ['-0.40', 0, '$ 0'],
  ['9007199254740993', 0, '$ 9.007.199.254.740.993'],
  [1500, 0, '$ 1.500'],
  ['1234567.891', 2, '$ 1.234.567,89'],
  ['5', 2, '$ 5,00'],
  [null, 0, ''],
  ['', 0, ''],
];
