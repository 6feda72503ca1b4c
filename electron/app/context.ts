import type { z } from 'zod';
import type { MethodSpec } from '../../shared/api/contract.ts';
import type { StudioOptions } from './options.ts';
import type { Bus } from '../services/events/bus.ts';
import type { PublicServer } from '../services/public/server.ts';
import type { WorkspaceSession } from './session.ts';

/** What every feature's handlers get: the bus, the open integration's session, the start options. */
export interface StudioContext {
  bus: Bus;
  options: StudioOptions;
  /** The loopback server for public endpoints, the webhook receiver and the mock OAuth provider. */
  publicServer: PublicServer;
  /** The open integration's session; throws `no-workspace` when none is open. */
  session(): WorkspaceSession;
}

/** The handlers of one feature's slice of the contract (`shared/api/<feature>.ts`). */
export type FeatureHandlers<M extends Record<string, MethodSpec>> = {
  [K in keyof M]: (input: z.output<M[K]['input']>) => Promise<z.output<M[K]['output']>>;
};
