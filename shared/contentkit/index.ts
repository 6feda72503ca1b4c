export * from './actions.ts';
export * from './answer.ts';
export * from './bindings.ts';
export * from './elements.ts';
export * from './validate.ts';
export * from './urls.ts';
export * from './unfurl.ts';
export * from './source.ts';
