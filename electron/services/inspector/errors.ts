import { ServiceError } from '../../lib/service-error.ts';

/**
 * `not-replayable`: the record holds no request to send again, or only part of its body;
 * `outside-public-server`: the request (or its edited path) goes anywhere but the studio's public server.
 */
export type InspectorErrorCode = 'not-replayable' | 'outside-public-server';

export class InspectorError extends ServiceError<InspectorErrorCode> {}
