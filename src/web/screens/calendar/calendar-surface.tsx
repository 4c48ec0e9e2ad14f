// FullCalendar (MIT plugins only: daygrid, timegrid, list, interaction) dressed in the app's theme,
// with our own toolbar and the keyboard layer: t today, n/p next/previous, d/w/m/l views, Tab or j/k
// through events, Shift+arrows move the focused event by a day or a slot, Enter opens it, c creates.
import esLocale from '@fullcalendar/core/locales/es';
import type { DateSelectArg, EventApi, EventClickArg, EventDropArg, DatesSetArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useShortcuts, installShortcutDispatcher, type Shortcut } from '../../shortcuts';
import { Button, Icon, cx } from '../../ui';
import { localDay, shifted, type CalendarEvent } from './calendar-data';
import type { Range } from './use-calendar-data';
import './calendar.css';
import { useEditedRecords, useEditingText } from '../../live';
import { eventContent, type EventExtras } from './event-content';
import './fc-drag-equality';

export type ViewKey = 'day' | 'week' | 'month' | 'list';

export const FC_VIEWS: Record<ViewKey, string> = { day: 'timeGridDay', week: 'timeGridWeek', month: 'dayGridMonth', list: 'listWeek' };

/** One slot of the time grid: drag snaps to it and Shift+↑/↓ moves by it. */
export const SLOT_MINUTES = 30;

export interface CalendarSurfaceProps {
  /** Shortcut scope name ('booking', 'calendar'). */
  scope: string;
  events: CalendarEvent[];
  view: ViewKey;
  onViewChange: (v: ViewKey) => void;
  onRangeChange: (r: Range) => void;
  /** Write a moved/resized event; false snaps it back. */
  onMove?: (ev: CalendarEvent, start: Date, end: Date | null) => Promise<boolean>;
  /** Open an event (click, Enter). */
  onOpen?: (ev: CalendarEvent) => void;
  /** Click-drag on empty time (and `c`): create there. */
  onCreate?: (start: Date, end: Date | null, allDay: boolean) => void;
  /** Filters, layer toggles… shown under the toolbar. */
  children?: ReactNode;
  loading?: boolean;
  /** Views offered (default all four). */
  views?: ViewKey[];
  /** Extra buttons at the toolbar's end (e.g. 'Nueva reserva'). */
  actions?: ReactNode;
  /** The all-day row of the time grid (off for resources whose events always have a time). */
  allDaySlot?: boolean;
}

const byStart = (a: CalendarEvent, b: CalendarEvent) => a.start.localeCompare(b.start);

/** The focused event's id (events are focusable: eventInteractive), or null. */
function focusedEventId(root: HTMLElement | null): string | null {
  const el = document.activeElement as HTMLElement | null;
  if (!root || !el || !root.contains(el)) return null;
  return el.closest<HTMLElement>('[data-event-id]')?.dataset.eventId ?? null;
}

function focusEvent(root: HTMLElement | null, id: string): boolean {
  const el = root?.querySelector<HTMLElement>(`[data-event-id="${CSS.escape(id)}"]`);
  if (!el) return false;
  el.focus();
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  return true;
}

export function CalendarSurface(props: CalendarSurfaceProps) {
  const { scope, events, view, onViewChange, onRangeChange, onMove, onOpen, onCreate, children, loading, actions } = props;
  const views = props.views ?? (['day', 'week', 'month', 'list'] as ViewKey[]);
  const { t } = useLingui();
  const ref = useRef<FullCalendar>(null);
  const root = useRef<HTMLDivElement>(null);
  const [title, setTitle] = useState('');
  const [range, setRange] = useState<Range | null>(null);
  const byId = useMemo(() => new Map(events.map((e) => [e.id, e])), [events]);
  // Who else is editing which record ("está editando" on its event): only a start or stop of
  // editing changes `editingKey`, so the events FullCalendar gets stay the same array otherwise
  // (a new array makes it parse and redraw all of them).
  const edited = useEditedRecords();
  const editingText = useEditingText();
  const editingKey = [...edited].map(([k, names]) => `${k}=${names.join(',')}`).join(';');
  const fcEvents = useMemo(() => events.map((e) => {
    const names = e.resource && e.recordId ? edited.get(`${e.resource}.${e.recordId}`) : undefined;
    const extras: EventExtras = names?.length ? { editing: editingText(names) } : {};
    return {
      id: e.id, title: e.title, start: e.start, end: e.end, allDay: e.allDay,
      editable: e.editable, durationEditable: e.durationEditable, startEditable: e.editable,
      backgroundColor: e.color, borderColor: e.color, extendedProps: extras,
      classNames: ['mando-event', ...(e.muted ? ['is-muted'] : [])],
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [events, editingKey, editingText]);
  const latest = useRef(byId);
  latest.current = byId;
  /**
   * After a keyboard move the event keeps the focus although FullCalendar redraws it (on the move,
   * then again when the refetched data arrives): for a few seconds every redraw gives it back, as
   * long as the focus has not gone somewhere else (a dialog, another event).
   */
  const refocus = useRef<{ id: string; until: number } | null>(null);
  const giveBack = () => {
    const k = refocus.current;
    if (!k || Date.now() > k.until) return;
    const active = document.activeElement;
    if (active && active !== document.body && !root.current?.contains(active)) return;
    if (focusedEventId(root.current) !== k.id) focusEvent(root.current, k.id);
  };

  useEffect(() => installShortcutDispatcher(), []);

  const api = () => ref.current?.getApi();
  useEffect(() => {
    const a = api();
    if (a && a.view.type !== FC_VIEWS[view]) a.changeView(FC_VIEWS[view]);
  }, [view]);

  useEffect(() => {
    giveBack();
    const raf = requestAnimationFrame(giveBack);
    return () => cancelAnimationFrame(raf);
  });

  const eventOf = (e: EventApi): CalendarEvent | undefined => latest.current.get(e.id);

  /** Moves through FullCalendar first (instant), then the server; a refusal puts it back. */
  async function move(ev: CalendarEvent, start: Date, end: Date | null, fcEvent?: EventApi, revert?: () => void) {
    if (!onMove) { revert?.(); return; }
    const ok = await onMove(ev, start, end);
    if (!ok) {
      if (revert) revert();
      else if (fcEvent) fcEvent.setDates(ev.allDay ? ev.start : new Date(ev.start), ev.end ? new Date(ev.end) : null, { allDay: ev.allDay });
    }
  }

  function moveFocused(ms: number) {
    const id = focusedEventId(root.current);
    const ev = id ? latest.current.get(id) : undefined;
    if (!ev || !ev.editable) return;
    const { start, end } = shifted(ev, ms);
    const fc = api()?.getEventById(ev.id) ?? undefined;
    refocus.current = { id: ev.id, until: Date.now() + 10_000 };
    fc?.setDates(start, end, { allDay: ev.allDay });
    requestAnimationFrame(giveBack);
    void move(ev, start, end, fc).then(() => {
      refocus.current = { id: ev.id, until: Date.now() + 2_000 };
      requestAnimationFrame(giveBack);
      setTimeout(giveBack, 150);
    });
  }

  function stepFocus(dir: 1 | -1) {
    const visible = [...latest.current.values()].filter((e) => root.current?.querySelector(`[data-event-id="${CSS.escape(e.id)}"]`)).sort(byStart);
    if (!visible.length) return;
    const id = focusedEventId(root.current);
    const i = id ? visible.findIndex((e) => e.id === id) : -1;
    const next = visible[i < 0 ? (dir > 0 ? 0 : visible.length - 1) : Math.min(visible.length - 1, Math.max(0, i + dir))];
    focusEvent(root.current, next.id);
  }

  /** `c`: after the focused event, else the next half hour today, else 09:00 of the first visible day. */
  function createHere() {
    if (!onCreate) return;
    const id = focusedEventId(root.current);
    const ev = id ? latest.current.get(id) : undefined;
    if (ev && !ev.allDay) { onCreate(new Date(ev.end ?? ev.start), null, false); return; }
    const now = new Date();
    if (range && now >= range.from && now < range.to) {
      const next = new Date(now);
      next.setSeconds(0, 0);
      next.setMinutes(Math.ceil((next.getMinutes() + 1) / SLOT_MINUTES) * SLOT_MINUTES);
      onCreate(next, null, false);
      return;
    }
    const first = new Date(range?.from ?? now);
    first.setHours(9, 0, 0, 0);
    onCreate(first, null, false);
  }

  const group = t`Calendario`;
  const day = 86_400_000;
  const shortcuts: Shortcut[] = [
    { id: `${scope}.today`, keys: 't', label: t`Ir a hoy`, group, run: () => api()?.today() },
    { id: `${scope}.next`, keys: 'n', label: t`Periodo siguiente`, group, run: () => api()?.next() },
    { id: `${scope}.prev`, keys: 'p', label: t`Periodo anterior`, group, run: () => api()?.prev() },
    ...(views.includes('day') ? [{ id: `${scope}.day`, keys: 'd', label: t`Vista de día`, group, run: () => onViewChange('day') }] : []),
    ...(views.includes('week') ? [{ id: `${scope}.week`, keys: 'w', label: t`Vista de semana`, group, run: () => onViewChange('week') }] : []),
    ...(views.includes('month') ? [{ id: `${scope}.month`, keys: 'm', label: t`Vista de mes`, group, run: () => onViewChange('month') }] : []),
    ...(views.includes('list') ? [{ id: `${scope}.list`, keys: 'l', label: t`Vista de lista`, group, run: () => onViewChange('list') }] : []),
    { id: `${scope}.next-event`, keys: ['j', 'arrowright', 'arrowdown'], label: t`Evento siguiente`, group, run: () => stepFocus(1) },
    { id: `${scope}.prev-event`, keys: ['k', 'arrowleft', 'arrowup'], label: t`Evento anterior`, group, run: () => stepFocus(-1) },
    ...(onMove ? [
      { id: `${scope}.move-next-day`, keys: 'shift+arrowright', label: t`Mover el evento un día después`, group, run: () => moveFocused(day) },
      { id: `${scope}.move-prev-day`, keys: 'shift+arrowleft', label: t`Mover el evento un día antes`, group, run: () => moveFocused(-day) },
      { id: `${scope}.move-later`, keys: 'shift+arrowdown', label: t`Mover el evento media hora después (una semana en el mes)`, group,
        run: () => { const ev = latest.current.get(focusedEventId(root.current) ?? ''); moveFocused(ev?.allDay ? 7 * day : SLOT_MINUTES * 60_000); } },
      { id: `${scope}.move-earlier`, keys: 'shift+arrowup', label: t`Mover el evento media hora antes (una semana en el mes)`, group,
        run: () => { const ev = latest.current.get(focusedEventId(root.current) ?? ''); moveFocused(ev?.allDay ? -7 * day : -SLOT_MINUTES * 60_000); } },
    ] : []),
    ...(onOpen ? [{ id: `${scope}.open`, keys: 'enter', label: t`Abrir el evento`, group, run: () => {
      const ev = latest.current.get(focusedEventId(root.current) ?? '');
      if (ev) onOpen(ev);
    } }] : []),
    ...(onCreate ? [{ id: `${scope}.create`, keys: 'c', label: t`Crear en el espacio siguiente`, group, run: createHere }] : []),
  ];
  useShortcuts(scope, shortcuts);

  const viewLabel: Record<ViewKey, string> = { day: t`Día`, week: t`Semana`, month: t`Mes`, list: t`Lista` };
  const viewKey: Record<ViewKey, string> = { day: 'D', week: 'W', month: 'M', list: 'L' };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2 sm:px-4">
        <div className="flex items-center gap-1">
          <Button size="sm" onClick={() => api()?.today()} title={t`Ir a hoy (T)`}>{t`Hoy`}</Button>
          <Button size="icon-sm" variant="ghost" onClick={() => api()?.prev()} aria-label={t`Periodo anterior`} title={t`Periodo anterior (P)`}><Icon name="chevron-left" /></Button>
          <Button size="icon-sm" variant="ghost" onClick={() => api()?.next()} aria-label={t`Periodo siguiente`} title={t`Periodo siguiente (N)`}><Icon name="chevron-right" /></Button>
        </div>
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold first-letter:uppercase" aria-live="polite" data-calendar-title>{title}</h2>
        {loading ? <span className="text-xs text-fg-subtle" role="status">{t`Cargando…`}</span> : null}
        <div role="group" aria-label={t`Vista`} className="order-last flex w-full rounded-md border border-line bg-subtle p-0.5 sm:order-none sm:w-auto">
          {views.map((v) => (
            <button key={v} type="button" onClick={() => onViewChange(v)} aria-pressed={view === v} title={`${viewLabel[v]} (${viewKey[v]})`}
              className={cx('h-6 flex-1 rounded px-2 text-xs font-medium transition-colors sm:flex-none', view === v ? 'bg-surface text-fg shadow-xs' : 'text-fg-muted hover:text-fg')}>
              {viewLabel[v]}
            </button>
          ))}
        </div>
        {actions}
      </div>
      {children ? <div className="flex items-center gap-1.5 overflow-x-auto border-b border-line px-3 py-2 whitespace-nowrap sm:flex-wrap sm:px-4">{children}</div> : null}
      <div ref={root} className="mando-calendar min-h-0 flex-1 overflow-hidden" data-view={view}>
        <FullCalendar
          ref={ref}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={FC_VIEWS[view]}
          locale={esLocale}
          timeZone="local"
          firstDay={1}
          headerToolbar={false}
          height="100%"
          nowIndicator
          dayMaxEvents
          eventInteractive
          eventDisplay="block"
          slotDuration={{ minutes: SLOT_MINUTES }}
          snapDuration={{ minutes: 15 }}
          slotMinTime="06:00:00"
          slotMaxTime="22:00:00"
          scrollTime="07:30:00"
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          dayHeaderFormat={view === 'month' ? { weekday: 'short' } : { weekday: 'short', day: 'numeric' }}
          allDaySlot={props.allDaySlot ?? true}
          allDayText={t`Todo el día`}
          noEventsText={t`No hay eventos en este periodo`}
          longPressDelay={350}
          selectable={!!onCreate}
          selectMirror
          unselectAuto
          events={fcEvents}
          eventContent={eventContent}
          eventDidMount={(arg) => {
            arg.el.dataset.eventId = arg.event.id;
            arg.el.style.setProperty('--ev', latest.current.get(arg.event.id)?.color ?? 'var(--accent)');
          }}
          datesSet={(arg: DatesSetArg) => {
            setTitle(arg.view.title);
            const r = { from: arg.start, to: arg.end };
            setRange(r);
            onRangeChange(r);
          }}
          select={(arg: DateSelectArg) => {
            arg.view.calendar.unselect();
            const oneSlot = !arg.allDay && arg.end.getTime() - arg.start.getTime() <= SLOT_MINUTES * 60_000;
            if (arg.allDay) {
              const start = new Date(arg.start);
              start.setHours(9, 0, 0, 0);
              onCreate?.(start, null, false);
            } else onCreate?.(arg.start, oneSlot ? null : arg.end, false);
          }}
          eventClick={(arg: EventClickArg) => {
            arg.jsEvent.preventDefault();
            const ev = eventOf(arg.event);
            if (ev) onOpen?.(ev);
          }}
          eventDrop={(arg: EventDropArg) => {
            const ev = eventOf(arg.event);
            if (!ev || !arg.event.start) { arg.revert(); return; }
            void move(ev, arg.event.start, arg.event.end, arg.event, arg.revert);
          }}
          eventResize={(arg: EventResizeDoneArg) => {
            const ev = eventOf(arg.event);
            if (!ev || !arg.event.start) { arg.revert(); return; }
            void move(ev, arg.event.start, arg.event.end, arg.event, arg.revert);
          }}
        />
      </div>
    </div>
  );
}

export { localDay };
