// An event's content in the calendar, drawn by FullCalendar's own (Preact) renderer rather than React.
// Why: content returned as React elements goes through @fullcalendar/react's portals — every time
// FullCalendar redraws an event (each mouse move of a drag redraws the day columns it crosses) the
// wrapper setState()s the whole map of portals and then calls updateSize(), which measures and redraws
// the whole week again; with 1,000 bookings that made most drag frames miss 60 fps (design-notes
// "Bookings and calendars"). Content given as Preact vnodes is diffed in place, once, with no resize.
import type { EventContentArg } from '@fullcalendar/core';
import { iconPath } from '../../ui';
import { EDITING_BADGE_CLASS } from '../../live';

/** Preact's createElement, which FullCalendar passes to content functions as their second argument. */
export type CreateElement = (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** extendedProps of an event: "Ana está editando" when someone else has its form open. */
export interface EventExtras { editing?: string }

/** The badge of editing-badge.tsx, same classes, test id and role, as vnodes. */
function editingBadge(h: CreateElement, text: string): unknown {
  const pencil = h('svg', {
    viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.75, 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
    class: 'size-3 shrink-0', 'aria-hidden': 'true', focusable: 'false',
  }, h('path', { d: iconPath('pencil') }));
  return h('span', { role: 'status', 'data-testid': 'editing-badge', title: text, class: EDITING_BADGE_CLASS }, pencil, h('span', { class: 'truncate' }, text));
}

/**
 * FullCalendar's `eventContent`: time, title and the soft-lock badge, tinted by the event's colour.
 * A pure function of its argument (module-level, so FullCalendar never sees a new option).
 */
export function eventContent(arg: EventContentArg, h: CreateElement): unknown {
  const { event } = arg;
  if (arg.view.type.startsWith('list')) return h('span', { class: 'mando-list-title' }, event.title);
  const editing = (event.extendedProps as EventExtras).editing;
  return h('div', { class: 'mando-ev', style: { '--ev': event.backgroundColor || 'var(--accent)' } },
    arg.timeText && !event.allDay ? h('span', { class: 'mando-ev-time' }, arg.timeText) : null,
    h('span', { class: 'mando-ev-title' }, event.title),
    editing ? editingBadge(h, editing) : null);
}
