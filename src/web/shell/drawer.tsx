import { Dialog as HDialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLabel } from '../lib/labels';
import { menuFor } from '../lib/menu';
import { usePrincipal } from '../lib/session';
import { toggleDrawer, uiState } from '../lib/ui-state';
import { Icon, Kbd, cx, modKey } from '../ui';
import { useTenantName } from './use-tenant';

function isActive(pathname: string, to: string): boolean {
  if (to === '/dashboard') return pathname === '/' || pathname === '/dashboard';
  return pathname === to || pathname.startsWith(`${to}/`);
}

function Nav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui();
  const label = useLabel();
  const principal = usePrincipal();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const groups = useMemo(() => menuFor(principal), [principal]);
  return (
    <nav aria-label={t`Menú principal`} className="flex-1 overflow-y-auto px-2 pb-4">
      {groups.map((g) => (
        <div key={g.group ?? '_top'} className={g.group ? 'mt-4' : 'mt-1'}>
          {g.group ? <h2 className="px-2 pb-1 text-xs font-medium text-fg-subtle">{label(g.group)}</h2> : null}
          <ul className="space-y-px">
            {g.items.map((item) => {
              const active = isActive(pathname, item.to);
              return (
                <li key={item.key}>
                  <Link
                    to={item.to}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    className={cx(
                      'flex h-7 items-center gap-2.5 rounded-md px-2 text-13 transition-colors',
                      active ? 'bg-emphasis font-medium text-fg' : 'text-fg-muted hover:bg-muted hover:text-fg',
                    )}
                  >
                    <Icon name={item.icon} className={cx('size-4', active ? 'text-accent-text' : 'text-fg-subtle')} />
                    <span className="truncate">{item.label ? label(item.label) : t`Dashboard`}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function DrawerHeader({ onClose }: { onClose?: () => void }) {
  const { t } = useLingui();
  const tenant = useTenantName();
  return (
    <div className="flex h-12 shrink-0 items-center gap-2.5 px-3">
      <span aria-hidden className="flex size-6 items-center justify-center rounded-md bg-accent text-[13px] font-bold text-accent-fg">M</span>
      <div className="min-w-0 flex-1 leading-tight">
        <p className="truncate text-13 font-semibold">Mando</p>
        {tenant ? <p className="truncate text-xs text-fg-subtle">{tenant}</p> : null}
      </div>
      {onClose ? (
        <button type="button" onClick={onClose} aria-label={t`Cerrar menú`} className="rounded-md p-1 text-fg-subtle hover:bg-muted hover:text-fg">
          <Icon name="x" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * The side drawer: pinned on screens ≥ 768 px (Ctrl/Cmd+B hides it), an overlay on phones (focus
 * trapped, Escape closes, closes on navigation).
 */
export function Drawer() {
  const { t } = useLingui();
  const ui = useSnapshot(uiState);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    uiState.drawerOverlay = false;
  }, [pathname]);
  const close = () => (uiState.drawerOverlay = false);
  return (
    <>
      <aside
        aria-label={t`Menú lateral`}
        className={cx('hidden w-60 shrink-0 flex-col border-r border-line bg-subtle md:flex', !ui.drawerPinned && 'md:hidden')}
      >
        <DrawerHeader />
        <Nav />
        <button
          type="button"
          onClick={toggleDrawer}
          aria-keyshortcuts="Control+B Meta+B"
          className="flex items-center justify-between border-t border-line px-3 py-2 text-xs text-fg-subtle hover:bg-muted hover:text-fg-muted"
        >
          <span>{t`Ocultar menú`}</span>
          <span className="flex gap-0.5"><Kbd>{modKey()}</Kbd><Kbd>B</Kbd></span>
        </button>
      </aside>
      <HDialog open={ui.drawerOverlay} onClose={close} className="relative z-40 md:hidden">
        <DialogBackdrop transition className="fixed inset-0 bg-black/40 transition-opacity duration-150 data-closed:opacity-0" />
        <DialogPanel
          transition
          aria-label={t`Menú lateral`}
          className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col border-r border-line bg-subtle shadow-xl transition duration-150 ease-out data-closed:-translate-x-full"
        >
          <DrawerHeader onClose={close} />
          <Nav onNavigate={close} />
        </DialogPanel>
      </HDialog>
    </>
  );
}
