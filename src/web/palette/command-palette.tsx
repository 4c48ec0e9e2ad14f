import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getResource } from '../../core/resources';
import { useLabel } from '../lib/labels';
import { usePrincipal, useSessionUser } from '../lib/session';
import { uiState } from '../lib/ui-state';
import { activeShortcuts, keyCaps, keysOf as shortcutKeys, shortcutState } from '../shortcuts';
import { Dialog } from '../ui';
import { PaletteView } from './palette-view';
import { recordHref } from './record-href';
import { readRecents, recentsKey, rememberRecent, type Recent, type RecentRecord } from './recents';
import { finish, usePaletteEntries, type PaletteEntry } from './use-palette-entries';
import { useRecordSearch, type SearchHit } from './use-record-search';

const close = () => (uiState.paletteOpen = false);

/** The dialog's leave transition (ui/dialog.tsx: duration-100) plus a frame. */
const LEAVE_MS = 120;

/** Records seen in answers this session, matched locally on the next keystrokes (instant results). */
const CACHE_LIMIT = 10_000;
const recordCache = new Map<string, Map<string, RecentRecord & { subtitle?: string }>>();

/** Ctrl/⌘+K from anywhere: pages, 'Nuevo …', records, what is on screen and the app's actions. */
export function CommandPalette() {
  const { t } = useLingui();
  const { paletteOpen } = useSnapshot(uiState);
  useFocusReturn(paletteOpen);
  return (
    <Dialog open={paletteOpen} onClose={close} title={t`Paleta de comandos`} hideTitle position="top" size="lg">
      {paletteOpen ? <PaletteBody /> : null}
    </Dialog>
  );
}

/**
 * Gives the focus back to where it was when the palette opened (e.g. a record's dialog) if, once the
 * palette has left, nothing else took it: Headless UI cannot restore it onto a dialog panel, and a
 * focus left on <body> would make the next Escape miss that dialog.
 */
function useFocusReturn(open: boolean): void {
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) { before.current = document.activeElement as HTMLElement | null; return; }
    const el = before.current;
    before.current = null;
    const timer = setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      // A dialog still open (the record's, or one the command opened) gets it, else where it was.
      const dialogs = document.querySelectorAll<HTMLElement>('[role=dialog]');
      const top = dialogs[dialogs.length - 1];
      const target = top && !top.contains(el) ? top.querySelector<HTMLElement>('input,select,textarea,button,[tabindex]') : el;
      if (target?.isConnected) target.focus({ preventScroll: true });
    }, LEAVE_MS + 30);
    return () => clearTimeout(timer);
  }, [open]);
}

function PaletteBody() {
  const tr = useLabel();
  const user = useSessionUser();
  const principal = usePrincipal();
  const navigate = useNavigate();
  const entries = usePaletteEntries();
  const [query, setQuery] = useState('');
  const storeKey = recentsKey(user?.tenant_id, user?.id);
  const [recents, setRecents] = useState<Recent[]>(() => readRecents(storeKey));
  const search = useRecordSearch(query, true);
  const { scopes } = useSnapshot(shortcutState);

  const keysOf = useMemo(() => {
    const map = new Map(activeShortcuts().map(({ shortcut }) => [shortcut.id, keyCaps(shortcutKeys(shortcut)[0] ?? '')]));
    return (id: string) => map.get(id) ?? null;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopes]);

  const recordEntry = useCallback((rec: RecentRecord & { subtitle?: string }, exact = false): PaletteEntry | null => {
    const r = getResource(rec.resource);
    if (!r) return null;
    const one = tr(r.label.one);
    return finish({
      id: `rec:${r.name}:${rec.id}`, section: 'record', heading: tr(r.label.many), label: rec.title || `${one} #${rec.id}`,
      hint: rec.subtitle ? `${one} · ${rec.subtitle}` : one, keywords: `${r.name} #${rec.id}`, icon: r.menu?.icon ?? 'file-text', exact,
      // Computed now, not the stored href: recents kept from before a record page existed follow it.
      run: () => void navigate({ href: recordHref(principal, rec) }),
    });
  }, [tr, navigate, principal]);

  const hrefOf = useCallback((hit: SearchHit): string => recordHref(principal, hit), [principal]);

  const cache = useMemo(() => {
    let c = recordCache.get(storeKey);
    if (!c) { c = new Map(); recordCache.set(storeKey, c); }
    return c;
  }, [storeKey]);
  const records = useMemo(() => search.hits.flatMap((hit) => {
    const rec = { resource: hit.resource, id: hit.id, title: hit.title, subtitle: hit.subtitle, href: hrefOf(hit) };
    if (cache.size < CACHE_LIMIT) cache.set(`${hit.resource}:${hit.id}`, rec);
    return recordEntry(rec, !!hit.exact) ?? [];
  }), [search.hits, hrefOf, recordEntry, cache]);
  // Cached records are matched while the server answers; rebuilt when an answer adds some.
  const cached = useMemo(() => [...cache.values()].flatMap((rec) => recordEntry(rec) ?? []),
  // eslint-disable-next-line react-hooks/exhaustive-deps
    [cache, records, recordEntry]);
  const recentRecords = useMemo(() => recents.flatMap((r) => (r.record ? recordEntry(r.record) ?? [] : [])), [recents, recordEntry]);

  const run = useCallback((entry: PaletteEntry) => {
    const m = /^rec:([^:]+):(\d+)$/.exec(entry.id);
    const record = m ? cache.get(`${m[1]}:${m[2]}`) ?? recents.find((r) => r.key === entry.id)?.record : undefined;
    if (entry.section !== 'context') setRecents(rememberRecent(storeKey, { key: entry.id, ...(record ? { record: { resource: record.resource, id: record.id, title: record.title, href: record.href } } : {}) }));
    close();
    // Run once the palette has left (its 100 ms transition): a dialog the command opens must not
    // overlap the closing palette, or Headless UI's stack of dialogs loses track of which is on top.
    setTimeout(entry.run, LEAVE_MS);
  }, [cache, recents, storeKey]);

  return (
    <PaletteView entries={entries} recent={recents.map((r) => r.key)} recentRecords={recentRecords} records={records} cached={cached}
      loading={search.loading} query={query} onQuery={setQuery} onRun={run} keysOf={keysOf} />
  );
}
