export * from './metadata';
export * from './json-ld';
