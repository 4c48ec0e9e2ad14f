/**
 * /birthdays (spec 01 §2.2): the people of every resource that declares a `birthday` field (workers,
 * clients) whose next birthday falls within the coming days, soonest first. Through the record
 * pipeline: only resources the user may view, only when it may read the date field, every row under
 * the base condition (tenant + row scope) — nothing a direct GET would not show.
 */
import { sql } from 'kysely';
import { canOnResource, canSeeField } from '../../../core/access';
import { recordTitle } from '../../../core/resource/define';
import type { Resource } from '../../../core/resource/types';
import { RESOURCES } from '../../../core/resources';
import { listSource } from '../../db/tenant-view';
import { selectColumns, toJsonRow } from '../../records/columns';
import type { Records } from '../../records';

export interface Birthday {
  resource: string;
  id: number;
  title: string;
  /** Date of birth, YYYY-MM-DD. */
  birthday: string;
  /** The coming birthday (today included), YYYY-MM-DD. */
  next: string;
  /** Age turned on `next`. */
  age: number;
  /** Days from today to `next` (0 = today). */
  days: number;
}

export const MAX_BIRTHDAY_DAYS = 366;
/** People per resource at most (a list to read, not an export). */
const PER_RESOURCE = 500;

/** Resources whose people this user may see on /birthdays. */
export const birthdayResources = (rec: Records): Resource[] =>
  RESOURCES.filter((r) => r.birthday && canOnResource(rec.principal, r, 'view') && canSeeField(rec.principal, r.fields[r.birthday]));

/** `today` is the business day (YYYY-MM-DD, America/Bogota); `days` 0…366. */
export async function upcomingBirthdays(rec: Records, today: string, days: number): Promise<Birthday[]> {
  const out: Birthday[] = [];
  for (const r of birthdayResources(rec)) {
    const view = rec.readable(r);
    const field = sql.ref(r.birthday!);
    const source = await listSource(rec.trx, r.table);
    const from = source === r.table ? sql.table(r.table) : sql`${sql.table(source)} as ${sql.table(r.table)}`;
    // The next birthday on or after today: born + (age yesterday + 1) years (29 Feb → 28 Feb).
    const next = sql`(${field} + (extract(year from age(${today}::date - 1, ${field}))::int + 1) * interval '1 year')::date`;
    const { rows } = await sql<Record<string, unknown> & { _next: string; _days: number }>`
      select ${selectColumns(view, rec.principal, [view.title, r.birthday!].filter((x): x is string => !!x))},
        to_char(${next}, 'YYYY-MM-DD') as _next, (${next} - ${today}::date) as _days
      from ${from}
      where ${rec.base(r)} and ${field} is not null and ${field} <= ${today}::date and ${next} <= ${today}::date + ${days}::int
      order by _days, ${sql.ref('id')} limit ${PER_RESOURCE}`.execute(rec.trx);
    for (const raw of rows) {
      const row = toJsonRow(raw);
      const birthday = String(row[r.birthday!]).slice(0, 10);
      out.push({
        resource: r.name, id: Number(row.id), title: recordTitle(view, row), birthday,
        next: raw._next, age: Number(raw._next.slice(0, 4)) - Number(birthday.slice(0, 4)), days: Number(raw._days),
      });
    }
  }
  return out.sort((a, b) => a.days - b.days || a.title.localeCompare(b.title, 'es'));
}
