export { CommandPalette } from './command-palette';
export { addPaletteContext, contextActions, paletteContextState, usePaletteContext, type PaletteContextAction } from './context';
export { ShortcutKeys, ShortcutOverlay } from './shortcut-overlay';
export { DRAWER_SHORTCUT, HELP_SHORTCUT, PALETTE_SHORTCUT, openPalette, openShortcutHelp, useGlobalShortcuts } from './use-global-shortcuts';
export { usePaletteEntries, type PaletteEntry } from './use-palette-entries';
