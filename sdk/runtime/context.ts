import type { IntegrationEnvironment } from '../api-client/index.ts';

/** What every handler receives besides its event. */
export interface RuntimeContext<Environment extends IntegrationEnvironment = IntegrationEnvironment> {
  environment: Environment;
  /** Keeps the runtime alive for `promise` after the answer is sent (logging, follow-up calls). */
  waitUntil(promise: Promise<unknown>): void;
}

/** The third argument workerd gives a module worker's `fetch`. */
export interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
}
