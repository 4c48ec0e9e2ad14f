export { Shell } from './shell';
export { CommandPalette } from './command-palette';
export { usePaletteActions, type PaletteAction } from './use-palette-actions';
export { useTenantName } from './use-tenant';
