import { Outlet } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CommandPalette, ShortcutOverlay, useGlobalShortcuts } from '../palette';
import { useLiveUsersPresence } from '../live';
import { useRealtime } from '../realtime';
import { Drawer } from './drawer';
import { OfflineBanner } from './offline-banner';
import { useResolutionAlerts } from './resolution-alerts';
import { TenantBanner } from './tenant-banner';
import { TopBar } from './top-bar';

/** The signed-in layout (spec 01 §2.4): drawer, top bar, offline banner, the tenant's banner, page, palette, shortcut list. */
export function Shell({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  useGlobalShortcuts();
  useRealtime();
  useLiveUsersPresence();
  useResolutionAlerts();
  return (
    <div className="flex h-dvh overflow-hidden bg-canvas">
      <a href="#main" className="sr-only z-50 rounded-md bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t`Saltar al contenido`}
      </a>
      <Drawer />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <OfflineBanner />
        <TenantBanner />
        <main id="main" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto focus:outline-none">
          {children ?? <Outlet />}
        </main>
      </div>
      <CommandPalette />
      <ShortcutOverlay />
    </div>
  );
}
