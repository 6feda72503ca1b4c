import { ServiceError } from '../../lib/service-error.ts';

/** What Installations refuses, in its own words. */
export type InstallationsErrorCode =
  /** No installation by that id (deleted, or never made). */
  | 'unknown-installation'
  | 'unknown-preset'
  /** The organization, space or site has its installation already. */
  | 'already-installed'
  /** The manifest's `target` does not allow that level. */
  | 'target-refuses'
  /** A form opened on an older configuration: what was saved since is kept. */
  | 'edited-elsewhere'
  | 'paused'
  | 'not-paused'
  /** An event payload that is not the event's shape. */
  | 'invalid-payload'
  /** A property that is not what the action needs (a button for OAuth, a string with a completion_url). */
  | 'wrong-property'
  /** Visitor authentication asked of an installation that is not on a site. */
  | 'not-a-site'
  /** A value past the value guards (depth, length, entries). */
  | 'too-large'
  /** The integration's completion_url cannot be fetched or answered badly. */
  | 'completion-failed'
  /** The outbound policy refused a hop of the completion_url's redirects. */
  | 'completion-refused';

export class InstallationsError extends ServiceError<InstallationsErrorCode> {}
