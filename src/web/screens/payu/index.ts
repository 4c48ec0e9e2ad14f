export { PaymentApprovedScreen } from './payment-approved-screen';
