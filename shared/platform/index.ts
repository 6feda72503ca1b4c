export * from './event-types.ts';
export * from './events.ts';
export * from './environment.ts';
export * from './organization.ts';
export * from './content-answer.ts';
