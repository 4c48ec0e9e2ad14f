import { useState } from 'react';
import { useNarrow } from '../../lib/ui-state';
import type { ViewKey } from './calendar-surface';

const VIEWS: ViewKey[] = ['day', 'week', 'month', 'list'];

/** The calendar's view, remembered per screen; phones start on `phone` (day or list), desktops on `desktop`. */
export function useCalendarView(screen: string, desktop: ViewKey, phone: ViewKey): [ViewKey, (v: ViewKey) => void] {
  const narrow = useNarrow();
  const key = `mando.calendar.${screen}.${narrow ? 'phone' : 'desktop'}`;
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(key) : null;
  const [view, setView] = useState<ViewKey>(VIEWS.includes(stored as ViewKey) ? (stored as ViewKey) : narrow ? phone : desktop);
  return [view, (v) => { setView(v); try { localStorage.setItem(key, v); } catch { /* private mode */ } }];
}
