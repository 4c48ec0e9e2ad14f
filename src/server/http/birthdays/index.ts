import type { FastifyPluginAsync } from 'fastify';
import { todayDefault } from '../../../core/resource/defaults';
import { MAX_BIRTHDAY_DAYS, upcomingBirthdays } from '../../features/birthdays/upcoming';
import { withRecordsRead } from '../../records';
import { requireAuth } from '../context';
import { badRequest } from '../errors';

export const DEFAULT_BIRTHDAY_DAYS = 30;

/** `GET /api/birthdays?days=30` — people whose birthday comes within `days` (docs/contracts.md "Birthdays"). */
export const birthdayRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.get<{ Querystring: { days?: string } }>('/birthdays', async (req) => {
    const auth = requireAuth(req);
    const raw = req.query.days;
    if (raw !== undefined && (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw) || Number(raw) > MAX_BIRTHDAY_DAYS)) {
      throw badRequest(`days debe ser un número entero entre 0 y ${MAX_BIRTHDAY_DAYS}.`);
    }
    const days = raw === undefined ? DEFAULT_BIRTHDAY_DAYS : Number(raw);
    const today = todayDefault({ now: new Date() });
    const people = await withRecordsRead(db, { tenantId: req.tenant.id, principal: auth.principal },
      (rec) => upcomingBirthdays(rec, today, days));
    return { today, days, people };
  });
};
