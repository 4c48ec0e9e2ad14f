import { Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { toggleDrawer, uiState } from '../lib/ui-state';
import { CommandPalette } from './command-palette';
import { Drawer } from './drawer';
import { OfflineBanner } from './offline-banner';
import { TopBar } from './top-bar';

/** Global shortcuts of the shell: Ctrl/Cmd+K palette, Ctrl/Cmd+B drawer. */
function useShellShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      const key = e.key.toLowerCase();
      if (key === 'k') {
        e.preventDefault();
        uiState.paletteOpen = !uiState.paletteOpen;
      } else if (key === 'b') {
        e.preventDefault();
        toggleDrawer();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The signed-in layout (spec 01 §2.4): drawer, top bar, offline banner, page, palette. */
export function Shell({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  useShellShortcuts();
  return (
    <div className="flex h-dvh overflow-hidden bg-canvas">
      <a href="#main" className="sr-only z-50 rounded-md bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t`Saltar al contenido`}
      </a>
      <Drawer />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <OfflineBanner />
        <main id="main" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto focus:outline-none">
          {children ?? <Outlet />}
        </main>
      </div>
      <CommandPalette />
    </div>
  );
}
