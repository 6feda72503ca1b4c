/** `@platform/runtime/testing`: the studio's test library (Node only; see sdk/testing). */
export * from '../testing/index.ts';
