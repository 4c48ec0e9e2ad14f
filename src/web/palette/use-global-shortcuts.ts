import { primeKeyboard } from './keyboard-sink';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useLabel } from '../lib/labels';
import { usePrincipal } from '../lib/session';
import { toggleDrawer, uiState } from '../lib/ui-state';
import { installShortcutDispatcher, shortcutState, useShortcuts, type Shortcut } from '../shortcuts';
import { goSequences, goShortcutId, visibleRoutes } from './routes';

export const PALETTE_SHORTCUT = 'shell.palette';
export const DRAWER_SHORTCUT = 'shell.drawer';
export const HELP_SHORTCUT = 'shell.help';

export const openPalette = (): void => { primeKeyboard(); shortcutState.overlayOpen = false; uiState.paletteOpen = true; };
export const openShortcutHelp = (): void => { uiState.paletteOpen = false; shortcutState.overlayOpen = true; };

/**
 * The shell's shortcuts, on the one shortcut layer: Ctrl/⌘+K palette, Ctrl/⌘+B menu, ? the list of
 * shortcuts, and 'g …' sequences to the pages this user may open. Installs the key dispatcher.
 */
export function useGlobalShortcuts(): void {
  const { t } = useLingui();
  const tr = useLabel();
  const principal = usePrincipal();
  const navigate = useNavigate();
  useEffect(() => installShortcutDispatcher(), []);
  const routes = useMemo(() => visibleRoutes(principal), [principal]);
  const nav = t`Navegación`;
  const general = t`General`;
  const shortcuts: Shortcut[] = [
    { id: PALETTE_SHORTCUT, keys: 'mod+k', label: t`Paleta de comandos`, group: general, inInputs: true, inDialogs: true,
      run: () => { if (uiState.paletteOpen) uiState.paletteOpen = false; else openPalette(); } },
    { id: DRAWER_SHORTCUT, keys: 'mod+b', label: t`Mostrar u ocultar el menú`, group: general, inInputs: true, run: toggleDrawer },
    { id: HELP_SHORTCUT, keys: '?', label: t`Atajos de teclado`, group: general, run: openShortcutHelp },
    ...goSequences(routes).map(({ keys, to }): Shortcut => {
      const route = routes.find((r) => r.to === to);
      const name = route?.label ? tr(route.label) : t`Dashboard`;
      return { id: goShortcutId(to), keys, label: t`Ir a ${name}`, group: nav, run: () => void navigate({ href: to }) };
    }),
  ];
  useShortcuts('global', shortcuts);
}
