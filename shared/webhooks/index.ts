export * from './signature.ts';
export * from './verify.ts';
export * from './policy.ts';
export * from './payloads.ts';
export * from './secret.ts';
