export { PaymentApprovedScreen } from './payment-approved-screen';
export { canPayWithCard, submitHiddenForm, useOrderPageActions, usePayWithCard, type OrderPageAction } from './pay-with-card';
