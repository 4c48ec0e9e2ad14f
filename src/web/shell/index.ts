export { Shell } from './Shell';
export { CommandPalette } from './CommandPalette';
export { usePaletteActions, type PaletteAction } from './use-palette-actions';
export { useTenantName } from './use-tenant';
