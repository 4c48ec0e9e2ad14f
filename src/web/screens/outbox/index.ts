export { OutboxScreen } from './outbox-screen';
