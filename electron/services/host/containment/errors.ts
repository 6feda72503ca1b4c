import { ServiceError } from '../../../lib/service-error.ts';

/**
 * Why the sandbox, not the integration, produced an answer. Tests and callers read the code; the
 * message is for people and says what happened, which limit applied and what to do.
 */
export type SandboxFailureCode = 'deadline' | 'memory' | 'too-large' | 'crashed' | 'not-running' | 'refused-outbound' | 'background';

export class SandboxError extends ServiceError<SandboxFailureCode> {}

/** Why a fetch the studio made on an integration's word did not complete. */
export type StudioFetchFailure = 'refused' | 'redirects' | 'too-large' | 'timeout' | 'network';

/** A fetch the studio made on an integration's word that did not complete; the message names the URL and the rule. */
export class StudioFetchError extends ServiceError<StudioFetchFailure> {
  readonly url: string;
  constructor(code: StudioFetchFailure, url: string, message: string) {
    super(code, message);
    this.url = url;
  }
}
