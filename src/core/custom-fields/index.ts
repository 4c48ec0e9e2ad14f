export * from './definition';
export * from './derive';
