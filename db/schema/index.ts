export * from './accounts';
export * from './catalog';
export * from './content';
export * from './geo';
export * from './platform';
export * from './services';
export * from './search';
