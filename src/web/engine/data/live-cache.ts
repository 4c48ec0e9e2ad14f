// Pure cache arithmetic for live record events (spec 01 §4 'Live updates'): an `.updated` model is
// merged into whatever shape a resource's cached query holds — a list page ({data: rows}), a plain
// array of rows (selectors, calendars, board cards), infinite pages ({pages: [...]}) or one record.
// Shallow merge: fields the event does not carry (embedded relations of an include) stay until the
// background refetch that follows brings them.

export type Model = Record<string, unknown> & { id: number };

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const sameId = (row: unknown, id: number) => isObj(row) && Number(row.id) === id;

/** The event's model when it is usable (an object with a numeric id), else null. */
export function eventModel(payload: unknown): Model | null {
  const m = isObj(payload) ? payload.model : undefined;
  if (!isObj(m)) return null;
  const id = Number(m.id);
  return Number.isFinite(id) && id > 0 ? ({ ...m, id } as Model) : null;
}

function mergeRows(rows: unknown[], model: Model): unknown[] {
  let hit = false;
  const next = rows.map((r) => {
    if (!sameId(r, model.id)) return r;
    hit = true;
    return { ...(r as Record<string, unknown>), ...model };
  });
  return hit ? next : rows;
}

/**
 * `data` with the record `model.id` replaced by its merge with `model`; the same reference when the
 * record is not in it (so react-query keeps the query untouched).
 */
export function mergeModel<T>(data: T, model: Model): T {
  if (Array.isArray(data)) return mergeRows(data, model) as T;
  if (!isObj(data)) return data;
  if (Array.isArray(data.pages)) {
    const pages = data.pages.map((p) => mergeModel(p, model));
    return pages.some((p, i) => p !== (data.pages as unknown[])[i]) ? ({ ...data, pages } as T) : data;
  }
  if (Array.isArray(data.data)) {
    const rows = mergeRows(data.data, model);
    return rows === data.data ? data : ({ ...data, data: rows } as T);
  }
  if (sameId(data, model.id)) return { ...data, ...model } as T;
  return data;
}

