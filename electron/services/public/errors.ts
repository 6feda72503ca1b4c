import { ServiceError } from '../../lib/service-error.ts';

/** Why the public server refused a call: a path prefix another part of the studio already serves. */
export type PublicServerErrorCode = 'path-taken';

export class PublicServerError extends ServiceError<PublicServerErrorCode> {}
