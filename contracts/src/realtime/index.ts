export * from './topics';
export * from './messages';
export * from './routing';
