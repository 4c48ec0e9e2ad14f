import { useEffect } from 'react';
import { proxy, subscribe } from 'valtio';
import { useMedia } from './use-media';

/** Shell state shared by the drawer, top bar and command palette. */
export const uiState = proxy({
  /** Desktop: drawer pinned open (persisted). */
  drawerPinned: readPinned(),
  /** Phone (< 768 px): drawer shown as an overlay. */
  drawerOverlay: false,
  paletteOpen: false,
  /** Title of the current page (top bar and document.title). */
  title: '',
});

function readPinned(): boolean {
  try { return localStorage.getItem('mando.drawer') !== 'closed'; } catch { return true; }
}

subscribe(uiState, () => {
  try { localStorage.setItem('mando.drawer', uiState.drawerPinned ? 'open' : 'closed'); } catch { /* ignore */ }
});

/** Phones: the drawer is an overlay and lists show cards. */
const NARROW = '(max-width: 767px)';

export const isNarrow = (): boolean => typeof window !== 'undefined' && window.matchMedia(NARROW).matches;

/** isNarrow as a hook: re-renders when the window crosses the breakpoint. */
export const useNarrow = (): boolean => useMedia(NARROW);

/** Ctrl/Cmd+B and the menu button: overlay on phones, pin/unpin on wider screens. */
export function toggleDrawer(): void {
  if (isNarrow()) uiState.drawerOverlay = !uiState.drawerOverlay;
  else uiState.drawerPinned = !uiState.drawerPinned;
}

export const APP_NAME = 'Mando';

/** Sets the page title: top bar shows `title`, the tab shows 'title · Mando'. null leaves it alone. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    uiState.title = title;
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
