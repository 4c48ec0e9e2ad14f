export * from './types';
export * from './fields';
export * from './define';
