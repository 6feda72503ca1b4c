import { ServiceError } from '../../lib/service-error.ts';

/**
 * What went wrong in the host, in its own words (the sandbox's own failures are containment/errors.ts's
 * SandboxError). The app maps each code to the API's once.
 */
export type HostErrorCode =
  /** The integration's module passed the deadline or the memory limit while it was evaluated. */
  | 'load-limit'
  /** A body passed the byte limit it was read under. */
  | 'body-too-large'
  /** The debugger's port on 127.0.0.1 is taken. */
  | 'debugger-port-in-use'
  /** workerd's own inspector did not list the integration's worker. */
  | 'debugger-unavailable'
  /** An event for an installation the platform world does not hold. */
  | 'unknown-installation'
  /** An event for a paused installation, which the platform delivers nothing to. */
  | 'paused-installation'
  /** An allowed outbound origin that is no http(s) origin. */
  | 'invalid-origin'
  /** A debugger was waited for while the debugger is off. */
  | 'debugger-off';

export class HostError extends ServiceError<HostErrorCode> {}

/** The integration's module passed a limit while it was evaluated (starting or swapping the runtime). */
export class LoadLimitError extends HostError {
  constructor(message: string) {
    super('load-limit', message);
  }
}

/** A body passed `limit` bytes while it was read (readLimited). */
export class BodyTooLargeError extends HostError {
  readonly limit: number;
  constructor(limit: number) {
    super('body-too-large', `The body is larger than ${limit} bytes.`);
    this.limit = limit;
  }
}
