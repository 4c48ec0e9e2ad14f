export { InvoicePrintScreen } from './invoice-print-screen';
