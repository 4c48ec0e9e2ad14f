import { describe, expect, it } from 'vitest';
import { notificationHref } from '../../src/core/notifications';

// The click rules of spec 01 §2.5, shared by the panel and the web push payload.
describe('notificationHref', () => {
  const all = ['tickets', 'booking'];
  it('ticket (with the comment when named), booking, nothing', () => {
    expect(notificationHref({ ticket_id: 12 }, all)).toBe('/tickets/12');
    expect(notificationHref({ ticket_id: 12, comentario_id: 5 }, all)).toBe('/tickets/12?comentarioId=5');
    expect(notificationHref({ booking_id: 7 }, all)).toBe('/booking/?bookingId=7');
    expect(notificationHref({}, all)).toBeNull();
    expect(notificationHref(null, all)).toBeNull();
  });
  it('an invoice (a DIAN answer) opens the invoice when invoices are on', () => {
    expect(notificationHref({ invoice_id: 9 }, ['facturas'])).toBe('/invoices/9');
    expect(notificationHref({ invoice_id: 9 }, all)).toBeNull();
  });
  it('a purchase order awaiting approval opens its page when the suppliers module is on', () => {
    expect(notificationHref({ purchase_order_id: 4 }, ['proveedores'])).toBe('/purchase_orders/4');
    expect(notificationHref({ purchase_order_id: 4 }, all)).toBeNull();
  });
  it('no link when the module is off', () => {
    expect(notificationHref({ ticket_id: 12 }, ['booking'])).toBeNull();
    expect(notificationHref({ booking_id: 7 }, ['tickets'])).toBeNull();
  });
  it('ignores values that are not ids', () => {
    expect(notificationHref({ ticket_id: '12/../../x' }, all)).toBeNull();
    expect(notificationHref({ ticket_id: 3, comentario_id: 'a&b' }, all)).toBe('/tickets/3');
    expect(notificationHref({ booking_id: -1 }, all)).toBeNull();
  });
});
