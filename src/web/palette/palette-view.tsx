import { useLingui } from '@lingui/react/macro';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon, Kbd, cx } from '../ui';
import { SINK_ID } from './keyboard-sink';
import { ListboxGroup, useListbox } from './listbox';
import { rank } from './match';
import type { PaletteEntry } from './use-palette-entries';

/** Commands shown for a typed text (records come on top of these from the server). */
export const COMMAND_LIMIT = 12;
/** Commands shown with an empty text (the palette's first screen). */
export const BROWSE_LIMIT = 60;
/** Of those, kept for 'Nuevo …' (however many pages there are, the first screen also creates). */
export const BROWSE_CREATE_SHARE = 15;

export interface PaletteViewProps {
  /** Every command, context actions first (usePaletteEntries). */
  entries: readonly PaletteEntry[];
  /** Ids of recently used entries, most recent first, and record entries that are only recents. */
  recent: readonly string[];
  recentRecords?: readonly PaletteEntry[];
  /** Records found by the server for the current text: exact hits (numbers) go first. */
  records?: readonly PaletteEntry[];
  /** Cached records matched locally while the server is asked (instant results). */
  cached?: readonly PaletteEntry[];
  loading?: boolean;
  query: string;
  onQuery: (q: string) => void;
  onRun: (entry: PaletteEntry) => void;
  /** Key caps of a shortcut id (from the shortcut registry). */
  keysOf?: (shortcutId: string) => string[] | null;
}

interface Group {
  key: string;
  heading: string;
  items: PaletteEntry[];
}

const prepared = (e: PaletteEntry) => e.prepared;
const NONE: readonly PaletteEntry[] = [];

/**
 * The palette's content: an input and grouped results. Pure view over entries, so the speed bench
 * renders exactly this with 10,000 entries. Matching is ours (match.ts: accents, typos, synonyms),
 * and so are the combobox and listbox (listbox.tsx: ARIA, ↓/↑/Enter, pointer): moving the selection
 * re-renders the two options that change, a keystroke renders the list once.
 */
export function PaletteView({ entries, recent, recentRecords = NONE, records = NONE, cached = NONE, loading, query, onQuery, onRun, keysOf }: PaletteViewProps) {
  const { t } = useLingui();
  // What does not depend on the text is computed once, not on every keystroke (callers pass a new
  // `recent` array on each render: its content is the key).
  const recentKey = recent.join('\n');
  const base = useMemo(() => {
    const byId = new Map(entries.map((e) => [e.id, e]));
    const recents = [...recent.flatMap((id) => byId.get(id) ?? []), ...recentRecords.filter((r) => !byId.has(r.id))]
      .sort((a, b) => recent.indexOf(a.id) - recent.indexOf(b.id));
    const recentIds = new Set(recents.map((e) => e.id));
    // Recently used first among equals: they are ranked ahead of the rest of the list.
    const pool = [...recents, ...entries.filter((e) => !recentIds.has(e.id))];
    return { recents, recentIds, pool };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries, recentKey, recentRecords]);
  const browsing = !query.trim();

  // The first screen (empty text) stays rendered, hidden, while the user types: going back to it
  // (the text cleared) shows it again instead of building its 45 and more options anew.
  const browse = useMemo((): Group[] => {
    const { recents, recentIds } = base;
    const headings: Record<string, string> = { nav: t`Ir a`, create: t`Crear`, app: t`Aplicación` };
    const out: Group[] = [];
    const byHeading = (section: 'context' | 'screen') => {
      const list = entries.filter((e) => e.section === section && !(section === 'screen' && recentIds.has(e.id)));
      for (const heading of [...new Set(list.map((e) => e.heading ?? ''))]) {
        out.push({ key: `${section}:${heading}`, heading, items: list.filter((e) => (e.heading ?? '') === heading) });
      }
    };
    byHeading('context');
    if (recents.length) out.push({ key: 'recent', heading: t`Recientes`, items: recents.filter((e) => e.section !== 'context') });
    let budget = BROWSE_LIMIT;
    for (const section of ['nav', 'create', 'screen', 'app'] as const) {
      if (section === 'screen') { byHeading('screen'); continue; }
      const cap = section === 'nav' ? budget - BROWSE_CREATE_SHARE : budget;
      const items = entries.filter((e) => e.section === section && !recentIds.has(e.id)).slice(0, cap);
      budget -= items.length;
      if (items.length) out.push({ key: section, heading: headings[section]!, items });
    }
    return out.filter((g) => g.items.length);
  }, [base, entries, t]);

  const found = useMemo((): Group[] | null => {
    if (browsing) return null;
    const exact = records.filter((r) => r.exact);
    const commands = rank(base.pool, prepared, query, COMMAND_LIMIT);
    const shown = new Set([...exact, ...commands].map((e) => e.id));
    const hits = [...records.filter((r) => !shown.has(r.id)), ...rank(cached, prepared, query, 20).filter((r) => !records.some((x) => x.id === r.id) && !shown.has(r.id))];
    const out: Group[] = [];
    if (exact.length) out.push({ key: 'exact', heading: t`Ir al registro`, items: exact });
    if (commands.length) out.push({ key: 'commands', heading: t`Comandos`, items: commands });
    for (const heading of [...new Set(hits.map((e) => e.heading ?? ''))]) {
      out.push({ key: `rec:${heading}`, heading, items: hits.filter((e) => (e.heading ?? '') === heading).slice(0, 5) });
    }
    return out;
  }, [browsing, base, records, cached, query, t]);
  const groups = (browsing ? browse : found) ?? [];

  const first = groups[0]?.items[0]?.id ?? '';
  // A new result list selects its first entry; the user's choice holds while the list starts with
  // the same entry. Derived, so a keystroke renders once.
  const [picked, setPicked] = useState({ first, value: first });
  const value = picked.first === first ? picked.value : first;
  const byId = useMemo(() => new Map(groups.flatMap((g) => g.items.map((e) => [e.id, e] as const))), [groups]);
  const values = useMemo(() => [...byId.keys()], [byId]);
  const listbox = useListbox({
    values, value, scope: browsing ? 'b' : 'f',
    onValueChange: (v) => setPicked({ first, value: v }),
    onRun: (v) => { const e = byId.get(v); if (e) onRun(e); },
  });
  const inputRef = useRef<HTMLInputElement>(null);
  useInputFocus(inputRef);
  const selectedIn = (scope: string) => ((scope === 'b') === browsing ? listbox.selected : '');
  const renderGroups = (list: Group[], scope: string) => list.map((g) => (
    <ListboxGroup key={g.key} heading={g.heading}
      headingClassName="px-2.5 pt-2.5 pb-1 text-[11px] font-medium tracking-wide text-fg-subtle uppercase">
      {g.items.map((e) => (
        <Item key={e.id} id={listbox.optionId(e.id, scope)} entry={e} selected={e.id === selectedIn(scope)}
          keys={e.shortcut ? keysOf?.(e.shortcut) ?? null : null} />
      ))}
    </ListboxGroup>
  ));

  return (
    <div className="flex min-h-0 flex-col" tabIndex={-1} onKeyDown={listbox.onKeyDown}>
      <label id={listbox.labelId} htmlFor={listbox.inputProps.id} className="sr-only">{t`Buscar comandos`}</label>
      <div className="flex items-center gap-2 border-b border-line px-3.5">
        <Icon name="search" className="size-4 shrink-0 text-fg-subtle" />
        <input ref={inputRef} {...listbox.inputProps} type="text" autoFocus data-autofocus value={query} onChange={(e) => onQuery(e.target.value)}
          placeholder={t`Busca una página, una acción o un registro…`}
          className="h-12 w-full min-w-0 bg-transparent text-sm text-fg placeholder:text-fg-subtle focus:outline-none" autoComplete="off" autoCorrect="off" spellCheck={false} />
        {loading ? <span aria-hidden className="size-3.5 shrink-0 animate-spin rounded-full border-2 border-line border-t-accent" /> : null}
        <Kbd className="hidden sm:inline-flex">Esc</Kbd>
      </div>
      <div {...listbox.listProps} className="max-h-[min(62vh,28rem)] min-h-0 overflow-y-auto overscroll-contain p-1.5 [scroll-padding-block:0.5rem]">
        <div hidden={!browsing}>{renderGroups(browse, 'b')}</div>
        {found ? renderGroups(found, 'f') : null}
        {values.length === 0 ? (
          <div className="px-4 py-10 text-center">
            <p className="text-fg-muted">{loading ? t`Buscando…` : t`Sin resultados`}</p>
            {!loading ? <p className="mt-1 text-xs text-fg-subtle">{t`Prueba con otras palabras o con el número de un ticket o pedido.`}</p> : null}
          </div>
        ) : null}
      </div>
      <Footer />
    </div>
  );
}

/**
 * One option. Memoised: moving the selection re-renders only the option losing it and the one
 * gaining it; a keystroke renders only the options new to the list. The ↵ mark is drawn in the
 * selected option only (an empty box of its size holds its place in the others, so nothing moves).
 */
const Item = memo(function Item({ id, entry, keys, selected }: { id: string; entry: PaletteEntry; keys: string[] | null; selected: boolean }) {
  return (
    <div role="option" id={id} data-value={entry.id} aria-selected={selected}
      className={cx('flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-2 text-13 text-fg select-none aria-selected:bg-muted',
        // Options outside the list's view are not styled or laid out until scrolled to (the empty
        // text lists 45 or more). The height they hold meanwhile is their real one, so nothing moves
        // when they are drawn: py-2 around the 1.5rem icon box, or around a 1.25rem label line and a
        // 1rem hint line.
        '[content-visibility:auto]', entry.hint ? '[contain-intrinsic-size:auto_3.25rem]' : '[contain-intrinsic-size:auto_2.5rem]')}>
      <span className={cx('flex size-6 shrink-0 items-center justify-center rounded-md border border-line bg-surface',
        entry.danger ? 'text-danger' : selected ? 'text-fg' : 'text-fg-subtle')}>
        <Icon name={entry.icon} className="size-3.5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span data-palette-label className={cx('truncate', entry.danger && 'text-danger')}>{entry.label}</span>
        {entry.hint ? <span className="truncate text-xs text-fg-subtle">{entry.hint}</span> : null}
      </span>
      {keys?.length ? <span className="flex shrink-0 gap-0.5" aria-hidden>{keys.map((k, i) => <Kbd key={i}>{k}</Kbd>)}</span> : null}
      {selected ? <Icon name="corner-down-left" className="size-3.5 shrink-0 text-fg-subtle" /> : <span className="size-3.5 shrink-0" />}
    </div>
  );
});

function Footer() {
  const { t } = useLingui();
  const hint = (keys: ReactNode, label: string) => (
    <span className="flex items-center gap-1">{keys}<span>{label}</span></span>
  );
  return (
    <div className="hidden items-center gap-4 border-t border-line bg-subtle/60 px-3.5 py-2 text-xs text-fg-subtle sm:flex">
      {hint(<><Kbd size="sm">↑</Kbd><Kbd size="sm">↓</Kbd></>, t`moverse`)}
      {hint(<Kbd size="sm">↵</Kbd>, t`abrir`)}
      {hint(<Kbd size="sm">Esc</Kbd>, t`cerrar`)}
      <span className="ml-auto flex items-center gap-1">{hint(<Kbd size="sm">?</Kbd>, t`atajos de teclado`)}</span>
    </div>
  );
}

/**
 * The input has the focus once the palette is open, on phones too: autoFocus alone can lose it to
 * the dialog's focus handling while the panel transitions in (a 390 px screen opened by a tap), so
 * it is asked again for a few frames until the input holds it (or the user focused something else
 * inside the palette). The tap that opened the palette already focused a hidden field
 * (`primeKeyboard`), so mobile browsers keep the on-screen keyboard up while focus moves here.
 */
function useInputFocus(ref: React.RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    let frames = 0;
    let id = 0;
    const tick = () => {
      const el = ref.current;
      if (!el || !el.isConnected) return;
      const active = document.activeElement;
      const dialog = el.closest('[role=dialog]');
      if (active === el) {
        // The sink has done its job; gone, so closing the palette cannot give the focus back to it.
        document.getElementById(SINK_ID)?.remove();
        if (++frames > 10) return;
      }
      // Not when the user already moved the focus to something else inside the palette.
      else if (!active || active === dialog || active.id === SINK_ID || !dialog?.contains(active)) el.focus({ preventScroll: true });
      else return;
      id = requestAnimationFrame(tick);
    };
    id = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(id);
  }, [ref]);
}
