// Public face of core/access. The checks live in check.ts so lookup.ts can use them without
// importing this index (which would be an import cycle).
export * from './check';
export * from './catalog';
export * from './lookup';
export * from './row-scope';
