import { notFound } from './errors';

/** A record id from the path: up to 9 digits, else the record cannot exist (404, never a 500). */
export const parseId = (raw: string | undefined): number => {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
};
