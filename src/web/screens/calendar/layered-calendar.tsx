// /calendar and /calendar/tickets: several resources' calendar views in one calendar, each a layer
// the user may switch off. A layer shows only when the user may read its resource (permission and
// tenant module); records are draggable when the user may edit them (server rules still decide).
import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { canOnResource, canSeeField, type Principal } from '../../../core/access';
import type { Resource } from '../../../core/resource/types';
import { getResource } from '../../../core/resources';
import { FormDialog } from '../../engine';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { cx } from '../../ui';
import { birthdayEvents, toEvent, type CalendarEvent } from './calendar-data';
import { CalendarSurface } from './calendar-surface';
import { useCalendarView } from './use-calendar-view';
import { useMoveRecord, useRangeRows, useRows, type Range } from './use-calendar-data';

/** A layer of records: a resource with a calendar view. */
export interface RecordLayer { key: string; resource: string; color: string }

/**
 * The record layers of /calendar, in order. 'schedules' (spec 02 §3 Schedule) is a slot: it shows as
 * soon as a `schedules` resource with a calendar view is registered.
 */
export const RECORD_LAYERS: RecordLayer[] = [
  { key: 'tickets', resource: 'tickets', color: '#D97706' },
  { key: 'bookings', resource: 'bookings', color: '#2563EB' },
  { key: 'schedules', resource: 'schedules', color: '#0D9488' },
];

/** People whose `nacimiento` makes the birthdays layer. */
const BIRTHDAY_SOURCES = ['clientes', 'users'];
const BIRTHDAY_COLOR = '#DB2777';

export const layerResource = (l: RecordLayer, p: Principal | null): Resource | null => {
  const r = getResource(l.resource);
  return r?.views.calendar && canOnResource(p, r, 'view') ? r : null;
};

const birthdaySources = (p: Principal | null): Resource[] => BIRTHDAY_SOURCES.map((n) => getResource(n))
  .filter((r): r is Resource => !!r && canOnResource(p, r, 'view') && !!r.fields.nacimiento && canSeeField(p, r.fields.nacimiento));

function RecordLayerQuery({ layer, resource, range, on, onRows }: {
  layer: RecordLayer; resource: Resource; range: Range | null; on: boolean; onRows: (key: string, rows: unknown) => void;
}) {
  // A component per layer keeps each query its own hook (layers come and go with permissions).
  const q = useRangeRows(resource, range, on);
  useEffect(() => onRows(layer.key, on ? q.data : undefined), [q.data, on, layer.key, onRows]);
  return null;
}

export function LayeredCalendar({ scope, layers, birthdays }: { scope: string; layers: RecordLayer[]; birthdays: boolean }) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const [view, setView] = useCalendarView(scope, 'month', 'list');
  const [range, setRange] = useState<Range | null>(null);
  const [off, setOff] = useState<string[]>(() => {
    try { return JSON.parse(localStorage.getItem(`mando.calendar.${scope}.off`) ?? '[]') as string[]; } catch { return []; }
  });
  const [rowsByLayer, setRowsByLayer] = useState<Record<string, unknown>>({});
  const [editing, setEditing] = useState<{ resource: Resource; id: number } | null>(null);
  const moveRecord = useMoveRecord();

  const available = layers.map((l) => ({ layer: l, resource: layerResource(l, principal) })).filter((x): x is { layer: RecordLayer; resource: Resource } => !!x.resource);
  const people = birthdays ? birthdaySources(principal) : [];
  const isOn = (key: string) => !off.includes(key);
  const toggle = (key: string) => setOff((o) => {
    const next = o.includes(key) ? o.filter((k) => k !== key) : [...o, key];
    try { localStorage.setItem(`mando.calendar.${scope}.off`, JSON.stringify(next)); } catch { /* private mode */ }
    return next;
  });

  const birthdayRows = [
    useRows('clientes', [['whereNotNull[]', 'nacimiento'], ['fields', 'id,full_name,nacimiento'], ['limit', '5000']], people.some((r) => r.name === 'clientes') && isOn('birthdays')),
    useRows('users', [['whereNotNull[]', 'nacimiento'], ['fields', 'id,full_name,nacimiento'], ['limit', '5000']], people.some((r) => r.name === 'users') && isOn('birthdays')),
  ];

  const events = useMemo(() => {
    const out: CalendarEvent[] = [];
    for (const { layer, resource } of available) {
      if (!isOn(layer.key)) continue;
      const rows = (rowsByLayer[layer.key] as (Record<string, unknown> & { id: number })[] | undefined) ?? [];
      const editable = canOnResource(principal, resource, 'update');
      for (const row of rows) {
        const ev = toEvent(resource, row, layer.key, layer.color, editable);
        if (ev) out.push(ev);
      }
    }
    if (range && isOn('birthdays')) {
      people.forEach((r, i) => {
        const rows = birthdayRows[BIRTHDAY_SOURCES.indexOf(r.name)]?.data ?? [];
        out.push(...birthdayEvents(rows, 'nacimiento', r, range.from, range.to, BIRTHDAY_COLOR, (name) => t`Cumpleaños de ${name}`)
          .map((e) => ({ ...e, id: `${e.id}:${i}` })));
      });
    }
    return out;
  }, [rowsByLayer, off, range, birthdayRows[0].data, birthdayRows[1].data, principal]); // eslint-disable-line react-hooks/exhaustive-deps

  const onRows = useMemo(() => (key: string, rows: unknown) => setRowsByLayer((m) => (m[key] === rows ? m : { ...m, [key]: rows })), []);

  const chip = (key: string, label: string, color: string) => (
    <button key={key} type="button" aria-pressed={isOn(key)} onClick={() => toggle(key)}
      className={cx('inline-flex h-7 shrink-0 items-center gap-1.5 rounded-full border px-2.5 text-xs font-medium transition-colors',
        isOn(key) ? 'border-line-strong bg-emphasis text-fg' : 'border-line bg-surface text-fg-subtle line-through hover:text-fg')}>
      <span aria-hidden className="size-2.5 rounded-full" style={{ background: isOn(key) ? color : 'var(--line-strong)' }} />
      {label}
    </button>
  );
  const showToggles = available.length + (people.length ? 1 : 0) > 1;

  return (
    <>
      {available.map(({ layer, resource }) => (
        <RecordLayerQuery key={layer.key} layer={layer} resource={resource} range={range} on={isOn(layer.key)} onRows={onRows} />
      ))}
      <CalendarSurface
        scope={scope}
        events={events}
        view={view}
        onViewChange={setView}
        onRangeChange={setRange}
        onMove={(ev, start, end) => {
          const r = ev.resource ? getResource(ev.resource) : undefined;
          if (!r || !ev.recordId) return Promise.resolve(false);
          const c = r.views.calendar!;
          const body: Record<string, unknown> = { [c.start]: r.fields[c.start].kind === 'date' ? localDate(start) : start.toISOString() };
          if (c.end) body[c.end] = (end ?? start).toISOString();
          return moveRecord(r, ev.recordId, body);
        }}
        onOpen={(ev) => {
          const r = ev.resource ? getResource(ev.resource) : undefined;
          if (r && ev.recordId && canOnResource(principal, r, 'update')) setEditing({ resource: r, id: ev.recordId });
        }}
      >
        {showToggles ? (
          <>
            <span className="mr-1 text-xs text-fg-subtle">{t`Capas`}</span>
            {available.map(({ layer, resource }) => chip(layer.key, tr(resource.label.many), layer.color))}
            {people.length ? chip('birthdays', t`Cumpleaños`, BIRTHDAY_COLOR) : null}
          </>
        ) : null}
      </CalendarSurface>
      {editing ? <FormDialog key={`${editing.resource.name}${editing.id}`} resource={editing.resource} id={editing.id} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The two calendar pages as tabs. */
export function CalendarTabs() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const tab = (to: '/calendar' | '/calendar/tickets', label: string) => (
    <Link to={to} aria-current={pathname === to ? 'page' : undefined}
      className={cx('rounded-md px-2.5 py-1 text-13 font-medium transition-colors', pathname === to ? 'bg-emphasis text-fg' : 'text-fg-muted hover:bg-muted hover:text-fg')}>
      {label}
    </Link>
  );
  return <nav aria-label={t`Calendarios`} className="flex gap-1">{tab('/calendar', t`Todo`)}{tab('/calendar/tickets', t`Tickets`)}</nav>;
}
