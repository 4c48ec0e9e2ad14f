// Notifications (issue 12): the events that create them and their delivery (live + web push).
import './events';
import './approvals';
import './delivery';
export { notify, systemReader } from './notify';
export { configureNotificationDelivery, pushesSettled, pushPayload, type PushPayload } from './delivery';
