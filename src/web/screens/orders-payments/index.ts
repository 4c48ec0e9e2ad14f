export { OrdersPaymentsScreen, ORDERS_PAYMENTS_VIEW } from './orders-payments-screen';
