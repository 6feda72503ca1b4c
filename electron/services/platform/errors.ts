import { ServiceError } from '../../lib/service-error.ts';

/** What the platform world refuses, in its own words. */
export type PlatformErrorCode =
  /** An installation id the world's directory does not hold. */
  'unknown-installation';

export class PlatformError extends ServiceError<PlatformErrorCode> {}
