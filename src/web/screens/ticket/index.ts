export { TicketScreen, type TicketScreenProps } from './ticket-screen';
