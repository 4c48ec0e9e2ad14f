// /calendar (ticket due dates, bookings, schedules, birthdays as layers) and /calendar/tickets
// (tickets by vencimiento; dragging changes the due date, the server's rules decide).
import { useLingui } from '@lingui/react/macro';
import { canOnResource } from '../../../core/access';
import { getScreen, screenAllowed } from '../../../core/resources/screens';
import { tickets } from '../../../core/resources';
import { usePrincipal } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { AccessDeniedScreen } from '../errors';
import { CalendarTabs, LayeredCalendar, RECORD_LAYERS } from './layered-calendar';

const CALENDAR_ENTRY = getScreen('calendar')!;

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  const principal = usePrincipal();
  const ticketsToo = canOnResource(principal, tickets, 'view');
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center gap-2 px-3 pt-3 pb-2 sm:px-4">
        <h1 className="flex-1 truncate text-lg font-semibold">{title}</h1>
        {ticketsToo ? <CalendarTabs /> : null}
      </header>
      {children}
    </div>
  );
}

export function CalendarScreen() {
  const { t } = useLingui();
  const principal = usePrincipal();
  usePageTitle(t`Calendario`);
  if (!screenAllowed(principal, CALENDAR_ENTRY)) return <AccessDeniedScreen />;
  return <Page title={t`Calendario`}><LayeredCalendar scope="calendar" layers={RECORD_LAYERS} birthdays /></Page>;
}

export function TicketsCalendarScreen() {
  const { t } = useLingui();
  const principal = usePrincipal();
  usePageTitle(t`Vencimientos de tickets`);
  if (!screenAllowed(principal, CALENDAR_ENTRY) || !canOnResource(principal, tickets, 'view')) return <AccessDeniedScreen />;
  return (
    <Page title={t`Vencimientos de tickets`}>
      <LayeredCalendar scope="calendar-tickets" layers={RECORD_LAYERS.filter((l) => l.key === 'tickets')} birthdays={false} />
    </Page>
  );
}
