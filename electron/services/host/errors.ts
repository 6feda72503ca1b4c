import { ServiceError } from '../../lib/service-error.ts';

/** What the host refuses, in its own words (the sandbox's own failures are `SandboxError`, containment/errors.ts). */
export type HostErrorCode =
  /** An event for an installation the platform world does not hold. */
  | 'unknown-installation'
  /** An allowed outbound origin that is no http(s) origin. */
  | 'invalid-origin'
  /** A debugger was waited for while the debugger is off. */
  | 'debugger-off';

export class HostError extends ServiceError<HostErrorCode> {}
