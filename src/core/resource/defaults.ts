import { shiftDay, wallOf } from '../rules/dates';
import type { DefaultContext } from './types';

/**
 * Date defaults of new records, in the business's calendar (Colombia, UTC−5 all year: no DST), so a
 * record created at 20:00 in Bogotá is dated today, not tomorrow as UTC would have it.
 */
export const BUSINESS_TIME_ZONE = 'America/Bogota';
const BUSINESS_OFFSET = '-05:00';

/** Today's date, YYYY-MM-DD. */
export const todayDefault = (c: Pick<DefaultContext, 'now'>) => (wallOf(c.now, BUSINESS_TIME_ZONE) ?? c.now.toISOString()).slice(0, 10);

/** Tomorrow at 00:00 as an ISO date-time (spec 02 §9: a schedule starts tomorrow at start of day). */
export const tomorrowStartDefault = (c: Pick<DefaultContext, 'now'>) => `${shiftDay(todayDefault(c), 1)}T00:00:00${BUSINESS_OFFSET}`;
