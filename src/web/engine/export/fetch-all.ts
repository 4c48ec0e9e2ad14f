// Reads every page of a list for an export (the list's own query: filters, search, sort, fields,
// includes), so the export is what the user sees over all pages, not just the one on screen.
// The server applies the same permission, row scope and field visibility as to the list itself.

export const EXPORT_PAGE_SIZE = 2000;

export interface FetchAllInput {
  /** Absolute URL of the resource list, e.g. http://host/demo/api/clientes */
  url: string;
  token: string | null;
  /** The list's query entries; paging is replaced. */
  entries: [string, string][];
  pageSize?: number;
  fetchImpl?: typeof fetch;
  onProgress?: (loaded: number, total: number | null) => void;
}

export class ExportFetchError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

interface Page {
  data: Record<string, unknown>[];
  total?: number;
  last_page?: number;
}

export async function fetchAllRows(input: FetchAllInput): Promise<Record<string, unknown>[]> {
  const size = input.pageSize ?? EXPORT_PAGE_SIZE;
  const doFetch = input.fetchImpl ?? fetch;
  const base = input.entries.filter(([k]) => k !== 'paginate' && k !== 'page' && k !== 'count');
  const rows: Record<string, unknown>[] = [];
  let total: number | null = null;
  for (let page = 1; ; page++) {
    const qs = new URLSearchParams([...base, ['paginate', String(size)], ['page', String(page)],
      // The total is only needed once, for the progress bar.
      ...(page > 1 ? [['count', '0'] as [string, string]] : [])]);
    const res = await doFetch(`${input.url}?${qs}`, { headers: { Accept: 'application/json', ...(input.token ? { 'Auth-Token': input.token } : {}) } });
    if (!res.ok) {
      let message = res.statusText;
      try { message = ((await res.json()) as { message?: string }).message ?? message; } catch { /* not JSON */ }
      throw new ExportFetchError(res.status, message);
    }
    const body = (await res.json()) as Page;
    if (page === 1 && typeof body.total === 'number') total = body.total;
    rows.push(...body.data);
    input.onProgress?.(rows.length, total === null ? null : Math.max(total, rows.length));
    // A short page is the last one (the total may be an estimate on very large lists).
    if (body.data.length < size) break;
  }
  return rows;
}
