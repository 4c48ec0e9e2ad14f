/**
 * What a notification points at (spec 01 §2.5) — shared by the web panel and the server's web push,
 * so a click in the panel and a click on the system notification land on the same page.
 */
export interface NotificationData {
  ticket_id?: number | null;
  comentario_id?: number | null;
  booking_id?: number | null;
  /** An invoice (a DIAN answer about it): /invoices/{id} when the invoices module is on. */
  invoice_id?: number | null;
  /** A purchase order waiting for approval: /purchase_orders/{id} when the suppliers module is on. */
  purchase_order_id?: number | null;
}

/**
 * The app path a notification opens, or null: ticket_id → /tickets/{id} (with ?comentarioId= when
 * the comment is named) if the tickets module is on; booking_id → /booking/?bookingId= if the booking
 * module is on; invoice_id → /invoices/{id}; purchase_order_id → /purchase_orders/{id}. A notification
 * of a switched-off module has no link.
 */
export function notificationHref(data: unknown, modules: readonly string[]): string | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as NotificationData;
  const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
  const ticket = id(d.ticket_id);
  if (ticket && modules.includes('tickets')) {
    const comment = id(d.comentario_id);
    return `/tickets/${ticket}${comment ? `?comentarioId=${comment}` : ''}`;
  }
  const booking = id(d.booking_id);
  if (booking && modules.includes('booking')) return `/booking/?bookingId=${booking}`;
  const invoice = id(d.invoice_id);
  if (invoice && modules.includes('facturas')) return `/invoices/${invoice}`;
  const purchaseOrder = id(d.purchase_order_id);
  if (purchaseOrder && modules.includes('proveedores')) return `/purchase_orders/${purchaseOrder}`;
  return null;
}

/** Success message of GET notificaciones/leer-todas (spec 01 §7, verbatim). */
export const ALL_READ_MESSAGE = 'All notifications marked as read';
/** Refusal of the browser's notification permission (spec 03 §4, §8, verbatim). */
export const PUSH_DENIED_MESSAGE = 'User denied permissions!';
/** Page size of the panel and the unread poll interval (spec 01 §9). */
export const NOTIFICATION_PAGE = 50;
export const UNREAD_POLL_MS = 5 * 60 * 1000;
