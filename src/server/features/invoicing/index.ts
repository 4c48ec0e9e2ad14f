// Invoicing: numbering from the billing resolution (a record hook) and 'Facturar' (an order → its invoice).
import './numbering';

export { facturarRoutes, invoiceOrder, invoiceFromOrder, ALREADY_INVOICED_MESSAGE } from './facturar';
