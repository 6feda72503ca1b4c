export * from './events.ts';
export * from './environment.ts';
