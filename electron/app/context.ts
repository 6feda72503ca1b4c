import type { z } from 'zod';
import type { MethodSpec } from '../../shared/api/contract.ts';

/**
 * The handlers of one feature's slice of the contract (`shared/api/<feature>.ts`). Each feature
 * exports `handlers(deps)` taking a small declared interface of what it uses (a SessionSlot narrowed
 * to the session parts it reads, the bus, the public server's origin), never the whole studio.
 */
export type FeatureHandlers<M extends Record<string, MethodSpec>> = {
  [K in keyof M]: (input: z.output<M[K]['input']>) => Promise<z.output<M[K]['output']>>;
};
