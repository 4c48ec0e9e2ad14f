// Money and taxes (DESIGN §1 core/money): decimal only, never floats; the same code computes a
// document's totals in the browser and on the server.
export { D, decimalOr, parseDecimal, type Dec } from './decimal';
export { DISPLAY_DECIMALS, MONEY_SCALE, moneyString, roundMoney } from './round';
export { formatMoney } from './format';
export { moneyDisplay, setMoneyDisplay } from './display';
export { isWithholding, rowPrice, rowQuantity, taxAmount, taxEntry, WITHHOLDING_TAX_TYPES, type TaxEntry, type TaxSource } from './tax';
export { documentTotals, lineAmounts, type DocumentTotals, type LineAmounts, type LineInput } from './lines';
export { comboPrices, priceSetOf, unitPriceFor, PRICE_SET_COUNT, type ComboPrice } from './unit-price';
export { paymentSummary, paymentsText, type PaymentInput, type PaymentPair, type PaymentSummary } from './payments';
export {
  INVOICE_ESTADOS, INVOICE_NO_DEBT, INVOICE_VOID, RECEIPT_STATUSES, RECEIPT_VOID, invoiceBalance,
  type InvoiceBalance, type InvoiceBalanceInput, type InvoiceEstado,
} from './receivables';
export { AGEING_BUCKETS, ageingBucket, type AgeingBucket } from './ageing';
