import { ServiceError } from '../../lib/service-error.ts';

/**
 * Why a saved request could not be read or sent. Saved files: `invalid-file-name`, `unparsable`
 * (a `.http` or environment file that does not parse), `unknown-request`, `unknown-environment`,
 * `unset-variable`, `outside-endpoint` (its URL is not under the installation's endpoint). Sending:
 * `not-running` (no public endpoint to call), `path-outside-endpoint`, `body-not-allowed` (a GET or
 * HEAD with a body), `invalid-header`, `send-failed`.
 */
export type RequestErrorCode =
  | 'invalid-file-name'
  | 'unparsable'
  | 'unknown-request'
  | 'unknown-environment'
  | 'unset-variable'
  | 'outside-endpoint'
  | 'not-running'
  | 'path-outside-endpoint'
  | 'body-not-allowed'
  | 'invalid-header'
  | 'send-failed';

export class RequestError extends ServiceError<RequestErrorCode> {}
