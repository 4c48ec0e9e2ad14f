// /booking: the bookings calendar (spec 01 §2.2; issue 11 "Calendars"). Day, week, month and list;
// puestos filter and colour the events; click-drag creates (the form opens on that slot, its length
// from the chosen products' durations, else 30 minutes); drag moves, resizing changes the end; a
// refusal (overlap, permission, row scope) snaps the event back with the server's message.
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { canOnResource } from '../../../core/access';
import { bookings, puestos } from '../../../core/resources';
import { FormDialog, toDatetimeLocal, type FormValues } from '../../engine';
import { api } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { useNewRecordLabel } from '../../lib/use-new-record-label';
import { Button, Icon, buttonClass, cx } from '../../ui';
import { AccessDeniedScreen } from '../errors';
import { defaultEnd, toEvent, type CalendarEvent } from './calendar-data';
import { CalendarSurface } from './calendar-surface';
import { useCalendarView } from './use-calendar-view';
import { useMoveRecord, useRangeRows, useRows, type Range } from './use-calendar-data';

const FALLBACK_COLOR = '#64748B';

type Dialog = { id: number } | { initial: Record<string, unknown> } | null;

/** Durations (minutes) of the chosen products; unknown ones count as none (→ 30 min default). */
async function productDurations(ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  try {
    const rows = await api.get('productos', {
      searchParams: [['whereIn[id]', ids.join(',')], ['fields', 'id,duration'], ['limit', String(ids.length)]],
      context: { silent: true }, retry: 0,
    }).json<{ id: number; duration?: number | null }[]>();
    return rows.map((r) => r.duration ?? 0);
  } catch {
    return [];
  }
}

/** In the booking form: choosing products sets the end from the start plus their durations. */
async function endFromProducts(name: string, form: UseFormReturn<FormValues>) {
  if (name !== 'productos') return;
  const start = new Date(String(form.getValues('start_time') ?? ''));
  if (Number.isNaN(start.getTime())) return;
  const ids = ((form.getValues('productos') as unknown[]) ?? []).map(Number).filter(Boolean);
  const end = defaultEnd(start, await productDurations(ids));
  form.setValue('end_time', toDatetimeLocal(end.toISOString()), { shouldDirty: true, shouldValidate: true });
}

export function BookingScreen({ bookingId }: { bookingId?: number }) {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const newLabel = useNewRecordLabel();
  usePageTitle(tr(bookings.label.many));
  const [view, setView] = useCalendarView('booking', 'week', 'day');
  const [range, setRange] = useState<Range | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>(bookingId ? { id: bookingId } : null);
  const canView = canOnResource(principal, bookings, 'view');
  const canCreate = canOnResource(principal, bookings, 'create');
  const canEdit = canOnResource(principal, bookings, 'update');

  const puestoRows = useRows('puestos', [['limit', '200'], ['order', 'nombre']], canView);
  const puestoList = puestoRows.data ?? [];
  const extra: [string, string][] = chosen.length ? [['whereIn[puesto_id]', chosen.join(',')]] : [];
  const rows = useRangeRows(bookings, range, canView, extra);
  const moveRecord = useMoveRecord();

  const events = useMemo(
    () => (rows.data ?? []).map((row) => toEvent(bookings, row, 'bookings', FALLBACK_COLOR, canEdit)).filter((e): e is CalendarEvent => !!e),
    [rows.data, canEdit],
  );

  const onCreate = useCallback((start: Date, end: Date | null) => {
    if (!canCreate) return;
    const only = chosen.length === 1 ? { puesto_id: chosen[0] } : {};
    setDialog({ initial: { start_time: start.toISOString(), end_time: (end ?? defaultEnd(start, [])).toISOString(), ...only } });
  }, [canCreate, chosen]);

  if (!canView) return <AccessDeniedScreen />;

  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const chip = (active: boolean) => cx(
    'inline-flex h-7 shrink-0 items-center gap-1.5 rounded-full border px-2.5 text-xs font-medium transition-colors',
    active ? 'border-line-strong bg-emphasis text-fg' : 'border-line bg-surface text-fg-muted hover:bg-muted hover:text-fg',
  );

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 px-3 pt-3 pb-2 sm:px-4">
        <h1 className="flex-1 truncate text-lg font-semibold">{tr(bookings.label.many)}</h1>
        <Link to="/$resource" params={{ resource: 'bookings' }} className={buttonClass('ghost', 'sm')}>
          <Icon name="list" className="size-3.5" /><span className="hidden sm:inline">{t`Ver como lista`}</span>
        </Link>
        {canCreate ? (
          <Button size="sm" variant="primary" onClick={() => onCreate(nextSlot(), null)} title={t`Crear en el espacio siguiente (C)`}>
            <Icon name="plus" className="size-3.5" />{newLabel(bookings)}
          </Button>
        ) : null}
      </header>
      <CalendarSurface
        scope="booking"
        events={events}
        view={view}
        onViewChange={setView}
        onRangeChange={setRange}
        loading={rows.isFetching}
        allDaySlot={false}
        onMove={canEdit ? (ev, start, end) => moveRecord(bookings, ev.recordId!, { start_time: start.toISOString(), end_time: (end ?? start).toISOString() }) : undefined}
        onOpen={(ev) => setDialog({ id: ev.recordId! })}
        onCreate={canCreate ? onCreate : undefined}
      >
        <span className="mr-1 text-xs text-fg-subtle">{tr(puestos.label.many)}</span>
        <button type="button" className={chip(chosen.length === 0)} aria-pressed={chosen.length === 0} onClick={() => setChosen([])}>{t`Todos`}</button>
        {puestoList.map((p) => {
          const color = typeof p.color === 'string' ? p.color : FALLBACK_COLOR;
          const on = chosen.includes(p.id);
          return (
            <button key={p.id} type="button" className={chip(on)} aria-pressed={on} onClick={() => toggle(p.id)}>
              <span aria-hidden className="size-2.5 rounded-full" style={{ background: color }} />
              {String(p.nombre ?? p.id)}
            </button>
          );
        })}
      </CalendarSurface>
      {dialog ? (
        <FormDialog
          key={'id' in dialog ? `e${dialog.id}` : `n${String(dialog.initial.start_time)}`}
          resource={bookings}
          id={'id' in dialog ? dialog.id : null}
          initial={'initial' in dialog ? dialog.initial : undefined}
          onFieldChange={(name, form) => void endFromProducts(name, form)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

/** The next half hour from now. */
function nextSlot(): Date {
  const d = new Date();
  d.setSeconds(0, 0);
  d.setMinutes(Math.ceil((d.getMinutes() + 1) / 30) * 30);
  return d;
}
