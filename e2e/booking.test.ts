// Journey — the booking calendar (issue 11 "Calendars"): with the keyboard only, move a booking to
// another day (and open the create form with `c`); with the mouse, create a booking by dragging over
// empty time, resize it, and see an overlapping move refused (the event snaps back, the server's
// message shows). Screenshots of the week, desktop and phone, light and dark, in /tmp.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, shotOnFailure, waitForText, waitUntil } from './support/browser';
import { columnDays, drag, eventDay, eventEl, focusedEventId, slotPoint, waitEventDay } from './support/calendar';
import { waitDialog, waitDialogClosed } from './support/dialogs';
import { control } from './support/list';
import { journey } from './support/journey';

const j = journey();
let page: Page;

const nextDay = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

async function openWeek(p: Page) {
  await p.goto('/booking');
  await p.locator('[data-calendar-title]').filter({ hasText: /\d/ }).waitFor();
  await p.getByRole('button', { name: 'Semana', exact: true }).click();
  await p.locator('td.fc-timegrid-col[data-date]').first().waitFor();
  await p.locator('[data-event-id^="bookings:"]').first().waitFor();
}

/** Types into an item selector and picks the option. */
async function pick(dialog: Locator, label: string, search: string, option: RegExp) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await page.keyboard.type(search);
  await page.getByRole('option', { name: option }).first().click();
}

describe('booking calendar', () => {
  test('keyboard only: focus a booking, Shift+→ moves it to the next day, it stays there after a reload; c opens the form', async () => {
    ({ page } = await j.fresh());
    await shotOnFailure(page, 'booking-keyboard', async () => {
      await login(page, 'admin@demo.test');
      await openWeek(page);
      await page.keyboard.press('j'); // first booking of the week
      const id = await waitUntil('a focused booking', () => focusedEventId(page));
      const from = await eventDay(eventEl(page, id));
      assert.ok(from, 'the booking is in a day column');
      const to = nextDay(from);
      // The demo week has room the next day at the same time for the first booking (Monday 08:00).
      await page.keyboard.press('Shift+ArrowRight');
      await waitForText(page.locator('[role=status], [role=alert], li').filter({ hasText: 'Cambio guardado' }).first(), 'Cambio guardado');
      await waitEventDay(page, id, to);
      await waitUntil('the moved booking keeps the focus', async () => (await focusedEventId(page)) === id);
      await page.reload();
      await page.locator('td.fc-timegrid-col[data-date]').first().waitFor();
      await waitEventDay(page, id, to);

      // Enter opens it; Escape closes; c opens a new booking at the next slot.
      await eventEl(page, id).focus();
      await page.keyboard.press('Enter');
      const edit = page.getByRole('dialog', { name: 'Editar reserva' });
      await waitDialog(edit);
      await page.keyboard.press('Escape');
      await waitDialogClosed(edit);
      await page.keyboard.press('c');
      const create = page.getByRole('dialog', { name: 'Nueva reserva' });
      await waitDialog(create);
      assert.match(await control(create, 'Inicio').inputValue(), /^\d{4}-\d{2}-\d{2}[T ]\d{2}:(00|30)$/);
      await page.keyboard.press('Escape');
      await waitDialogClosed(create);
    });
  });

  test('mouse: drag over empty time creates, resizing changes the end, an overlapping move is refused and snaps back', async () => {
    ({ page } = await j.fresh());
    await shotOnFailure(page, 'booking-mouse', async () => {
      await login(page, 'admin@demo.test');
      await openWeek(page);
      const days = await columnDays(page);
      const [saturday, sunday] = days.slice(5, 7); // the demo agenda leaves Sunday empty

      // Create: drag 10:00 → 11:00 on Sunday; the form opens on that slot.
      await drag(page, await slotPoint(page, sunday, '10:00'), await slotPoint(page, sunday, '10:30', 30));
      const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
      await waitDialog(dialog);
      assert.equal((await control(dialog, 'Inicio').inputValue()).replace(' ', 'T'), `${sunday}T10:00`);
      assert.equal((await control(dialog, 'Fin').inputValue()).replace(' ', 'T'), `${sunday}T11:00`);
      await pick(dialog, 'Cliente', 'Tecnolog', /Tecnologías Andinas/);
      await pick(dialog, 'Puesto', 'Mesa de soporte 1', /Mesa de soporte 1/);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await waitDialogClosed(dialog);
      const created = page.locator(`td.fc-timegrid-col[data-date="${sunday}"] [data-event-id^="bookings:"]`).filter({ hasText: 'Tecnologías Andinas' });
      await waitForText(created, '10:00 - 11:00');
      const id = (await created.getAttribute('data-event-id'))!;

      // Resize: pull the bottom edge down one slot (11:00 → 11:30); it persists.
      const box = (await eventEl(page, id).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const lane = (await page.locator('td.fc-timegrid-slot-lane[data-time="11:00:00"]').boundingBox())!;
      await drag(page, { x: box.x + box.width / 2, y: box.y + box.height - 3 }, { x: box.x + box.width / 2, y: box.y + box.height - 3 + lane.height });
      await waitForText(eventEl(page, id), '10:00 - 11:30');
      await page.reload();
      await page.locator('td.fc-timegrid-col[data-date]').first().waitFor();
      await waitForText(eventEl(page, id), '10:00 - 11:30');

      // Overlap: Saturday's 09:00 booking on the same puesto, dragged onto Sunday 10:00, is refused.
      const other = page.locator(`td.fc-timegrid-col[data-date="${saturday}"] [data-event-id^="bookings:"]`).first();
      const otherId = (await other.getAttribute('data-event-id'))!;
      const ob = (await other.boundingBox())!;
      const target = await slotPoint(page, sunday, '10:00', 8);
      await drag(page, { x: ob.x + ob.width / 2, y: ob.y + 10 }, { x: target.x, y: target.y });
      await waitForText(page.getByText(/ya tiene una reserva que se cruza con este horario/).first(), 'Mesa de soporte 1');
      await waitEventDay(page, otherId, saturday);
      assert.equal(await eventDay(eventEl(page, otherId)), saturday, 'the refused booking snapped back to Saturday');
    });
  });

  test('screenshots: the week, desktop 1280×800 and phone 390×844, light and dark', async () => {
    for (const [w, h, phone] of [[1280, 800, false], [390, 844, true]] as const) {
      for (const theme of ['light', 'dark']) {
        const c = await j.fresh({ viewport: { width: w, height: h }, isMobile: phone, hasTouch: phone });
        await login(c.page, 'admin@demo.test');
        await c.page.goto(`/booking?theme=${theme}`);
        if (!phone) await c.page.getByRole('button', { name: 'Semana', exact: true }).click();
        await c.page.locator('[data-event-id^="bookings:"]').first().waitFor();
        await c.page.waitForTimeout(400);
        await c.page.screenshot({ path: `/tmp/booking-week-${phone ? 'phone' : 'desktop'}-${theme}.png` });
        await c.context.close();
      }
    }
  });
});
