import { ServiceError } from '../../lib/service-error.ts';

/**
 * Why a select's `{url}` options could not be shown: `outside-endpoint` (the URL leaves the
 * integration's public endpoint), `refused` (the outbound policy refused a hop), `redirects`,
 * `too-large`, `timeout`, `unreachable` (the fetch failed), `answered-error` (a status outside 2xx),
 * `bad-answer` (not JSON, or not a list of options).
 */
export type PreviewErrorCode =
  'outside-endpoint' | 'refused' | 'redirects' | 'too-large' | 'timeout' | 'unreachable' | 'answered-error' | 'bad-answer';

export class PreviewError extends ServiceError<PreviewErrorCode> {}
