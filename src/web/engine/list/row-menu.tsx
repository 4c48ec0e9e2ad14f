// Per-row actions: a ⋯ menu on each row and the same items as a right-click context menu.
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent } from 'react';
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

export function RowMenu({ actions }: { actions: RowAction[] }) {
  const { t } = useLingui();
  if (!actions.length) return null;
  return (
    <Menu>
      <MenuButton className={buttonClass('ghost', 'icon-xs', 'data-open:bg-emphasis data-open:text-fg')} aria-label={t`Acciones`}
        onClick={(e: MouseEvent) => e.stopPropagation()}>
        <Icon name="more-horizontal" className="size-3.5" />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 4 }} className={menuPanelClass} onClick={(e: MouseEvent) => e.stopPropagation()}>
        {actions.map((a) => (
          <MenuItem key={a.key}>
            {a.href
              ? <a href={a.href} onClick={go(a)} className={cx(menuItemClass, a.danger && 'text-danger')}><ItemBody a={a} /></a>
              : <button type="button" onClick={a.onSelect} className={cx(menuItemClass, a.danger && 'text-danger')}><ItemBody a={a} /></button>}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/** Context menu at the pointer; arrow keys move, Escape or a click outside closes. */
export function ContextMenu({ x, y, actions, onClose }: { x: number; y: number; actions: RowAction[]; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    el?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const down = (e: PointerEvent) => { if (el && !el.contains(e.target as Node)) onClose(); };
    const close = () => onClose();
    document.addEventListener('pointerdown', down, true);
    window.addEventListener('resize', close);
    window.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      window.removeEventListener('resize', close);
      window.removeEventListener('scroll', close, true);
    };
  }, [onClose]);
  const onKey = (e: React.KeyboardEvent) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape' || e.key === 'Tab') { e.preventDefault(); e.stopPropagation(); onClose(); }
    if (e.key === 'ArrowDown' || e.key === 'j') { e.preventDefault(); items[(i + 1) % items.length]?.focus(); }
    if (e.key === 'ArrowUp' || e.key === 'k') { e.preventDefault(); items[(i - 1 + items.length) % items.length]?.focus(); }
  };
  const left = Math.min(x, window.innerWidth - 200);
  const top = Math.min(y, window.innerHeight - actions.length * 32 - 16);
  return (
    <div ref={ref} role="menu" tabIndex={-1} onKeyDown={onKey} onContextMenu={(e) => e.preventDefault()}
      className={cx(menuPanelClass, 'fixed')} style={{ left, top }}>
      {actions.map((a) => {
        const select = (e: MouseEvent) => { go(a)(e); onClose(); };
        return a.href
          ? <a key={a.key} role="menuitem" tabIndex={-1} href={a.href} onClick={select} className={cx(menuItemClass, a.danger && 'text-danger')}><ItemBody a={a} /></a>
          : <button key={a.key} role="menuitem" tabIndex={-1} type="button" onClick={select} className={cx(menuItemClass, a.danger && 'text-danger')}><ItemBody a={a} /></button>;
      })}
    </div>
  );
}
