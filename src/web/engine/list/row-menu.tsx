// Per-row actions: a ⋯ menu on each row and the same items as a right-click context menu.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { ShortcutHint } from '../../shortcuts';
import { Icon, buttonClass, cx, menuItemClass, menuPanelClass, type IconName } from '../../ui';

export interface RowAction {
  key: string;
  label: string;
  icon: IconName;
  onSelect: () => void;
  danger?: boolean;
  /** Id of the shortcut that does the same (its keys show at the right). */
  shortcut?: string;
  /** Rendered as a link (revisions). */
  href?: string;
}

function ItemBody({ a }: { a: RowAction }) {
  return (
    <>
      <Icon name={a.icon} className={cx('size-3.5', a.danger ? 'text-danger' : 'text-fg-subtle')} />
      <span className="flex-1">{a.label}</span>
      {a.shortcut && <ShortcutHint id={a.shortcut} />}
    </>
  );
}

const go = (a: RowAction) => (e: MouseEvent) => {
  if (a.href && (e.metaKey || e.ctrlKey)) return;
  e.preventDefault();
  a.onSelect();
};

/**
 * The ⋯ button of a row. A long list mounts and unmounts dozens of rows per scroll frame, so the
 * button is plain until it is used: the menu itself (the same panel as the right-click menu) exists
 * only while open. (A Headless UI Menu per row cost ~1 ms per row mounted: 44 ms per scroll event at
 * 10,000 rows; docs/design-notes.md "Long lists: the row menu".)
 */
export function RowMenu({ actions, className }: { actions: RowAction[]; className?: string }) {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const [at, setAt] = useState<MenuPosition | null>(null);
  if (!actions.length) return null;
  const open = () => {
    const r = button.current!.getBoundingClientRect();
    setAt({ x: r.right, y: r.bottom + 4, align: 'end', flipFrom: r.top - 4 });
  };
  return (
    <>
      <button ref={button} type="button" aria-label={t`Acciones`} aria-haspopup="menu" aria-expanded={!!at} data-open={at ? '' : undefined}
        className={buttonClass('ghost', 'icon-xs', cx('dots-icon data-open:bg-emphasis data-open:text-fg', className))}
        onClick={(e: MouseEvent) => { e.stopPropagation(); if (at) setAt(null); else open(); }}
        onKeyDown={(e) => { if (e.key === 'ArrowDown' || e.key === 'ArrowUp') { e.preventDefault(); e.stopPropagation(); open(); } }}>
      </button>
      {at && createPortal(
        <ContextMenu {...at} actions={actions} trigger={button.current} onClose={() => setAt(null)} />, document.body)}
    </>
  );
}

/**
 * Where a menu opens: at the pointer (align start: its top-left corner there) or under a button
 * (align end: its top-right corner under the button's right edge; above the button, ending at
 * `flipFrom`, when it does not fit below).
 */
export interface MenuPosition { x: number; y: number; align?: 'start' | 'end'; flipFrom?: number }

/**
 * A row's menu as a panel: at the pointer (right click) or under its ⋯ button. Arrow keys move,
 * Escape/Tab or a click outside closes; focus goes back where it was (the row or the button).
 */
export function ContextMenu({ x, y, align = 'start', flipFrom, actions, trigger, onClose }: MenuPosition & {
  actions: RowAction[]; trigger?: HTMLElement | null; onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Placed once its size is known, before it is painted (set on the node: a state update would
  // render it first somewhere else, or hidden, and a hidden menu cannot take the focus).
  useLayoutEffect(() => {
    const el = ref.current!;
    const { width, height } = el.getBoundingClientRect();
    const left = align === 'end' ? x - width : x;
    const below = y + height <= window.innerHeight - 8;
    const top = below || flipFrom === undefined ? Math.min(y, window.innerHeight - height - 8) : flipFrom - height;
    el.style.left = `${Math.max(8, Math.min(left, window.innerWidth - width - 8))}px`;
    el.style.top = `${Math.max(8, top)}px`;
  }, [x, y, align, flipFrom]);
  // Once per opening (a parent re-rendering with a new onClose must not move the focus).
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const el = ref.current;
    const onClose = () => closeRef.current();
    const returnTo = document.activeElement as HTMLElement | null;
    el?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    // The button that opened it toggles it itself (a press there is not "outside").
    const down = (e: PointerEvent) => { if (el && !el.contains(e.target as Node) && !trigger?.contains(e.target as Node)) onClose(); };
    const close = () => onClose();
    document.addEventListener('pointerdown', down, true);
    window.addEventListener('resize', close);
    window.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      window.removeEventListener('resize', close);
      window.removeEventListener('scroll', close, true);
      // Closed from inside (a key, a choice): focus returns; a click elsewhere keeps its own focus.
      const active = document.activeElement;
      if (!active || active === document.body || el?.contains(active)) (trigger ?? returnTo)?.focus({ preventScroll: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount/unmount only (see closeRef)
  }, []);
  const onKey = (e: React.KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => { e.preventDefault(); e.stopPropagation(); items[(to + items.length) % items.length]?.focus(); };
    if (e.key === 'Escape' || e.key === 'Tab') { e.preventDefault(); e.stopPropagation(); onClose(); }
    if (e.key === 'ArrowDown' || e.key === 'j') move(i + 1);
    if (e.key === 'ArrowUp' || e.key === 'k') move(i - 1);
    if (e.key === 'Home') move(0);
    if (e.key === 'End') move(-1);
  };
  return (
    <div ref={ref} role="menu" tabIndex={-1} onKeyDown={onKey} onContextMenu={(e) => e.preventDefault()}
      className={cx(menuPanelClass, 'fixed')} style={{ left: x, top: y }}>
      {actions.map((a) => {
        const select = (e: MouseEvent) => { go(a)(e); onClose(); };
        return a.href
          ? <a key={a.key} role="menuitem" tabIndex={-1} href={a.href} onClick={select} className={cx(menuItemClass, a.danger && 'text-danger')}><ItemBody a={a} /></a>
          : <button key={a.key} role="menuitem" tabIndex={-1} type="button" onClick={select} className={cx(menuItemClass, a.danger && 'text-danger')}><ItemBody a={a} /></button>;
      })}
    </div>
  );
}
