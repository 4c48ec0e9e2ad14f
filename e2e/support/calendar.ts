// FullCalendar helpers for journeys: where an event is (its day column), the time grid's cells,
// and a mouse drag made of small steps (FullCalendar's pointer handling needs real moves).
import type { Locator, Page } from 'playwright-core';
import { waitUntil } from './browser';

/** An event by its id on the page ('bookings:12'). */
export const eventEl = (page: Page, id: string): Locator => page.locator(`[data-event-id="${id}"]`).first();

/** The day (YYYY-MM-DD) of the time-grid column an event is drawn in. */
export const eventDay = (event: Locator): Promise<string | null> =>
  event.evaluate((el) => (el.closest('td.fc-timegrid-col') as HTMLElement | null)?.dataset.date ?? null);

/** Days of the visible time-grid columns, Monday first. */
export const columnDays = (page: Page): Promise<string[]> =>
  page.locator('td.fc-timegrid-col[data-date]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.date!));

/** The screen point of a day column at a time ('10:00'), `into` px below the slot's top. */
export async function slotPoint(page: Page, day: string, time: string, into = 4): Promise<{ x: number; y: number }> {
  const col = await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).boundingBox();
  const lane = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`).boundingBox();
  if (!col || !lane) throw new Error(`no slot ${day} ${time}`);
  return { x: col.x + col.width / 2, y: lane.y + into };
}

/** Press, move in steps, release. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 12): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 4, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps });
  await page.waitForTimeout(120);
  await page.mouse.up();
}

/** Waits until the event is drawn in the column of `day`. */
export const waitEventDay = (page: Page, id: string, day: string) =>
  waitUntil(`event ${id} on ${day}`, async () => (await eventEl(page, id).count()) > 0 && (await eventDay(eventEl(page, id))) === day);

/** The id of the event that has the keyboard focus, if any. */
export const focusedEventId = (page: Page): Promise<string | null> =>
  page.evaluate(() => (document.activeElement?.closest('[data-event-id]') as HTMLElement | null)?.dataset.eventId ?? null);
