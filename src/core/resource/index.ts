export * from './types';
export * from './fields';
export * from './define';
export * from './values';
export * from './kinds';
export * from './menu';
export * from './items';
export * from './location';
