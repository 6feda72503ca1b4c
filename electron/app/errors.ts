import { StudioError, type ErrorCode, type StudioErrorShape } from '../../shared/api/errors.ts';
import type { ServiceError } from '../lib/service-error.ts';
import { SandboxError, StudioFetchError } from '../services/host/containment/errors.ts';
import { UnknownInstallationError } from '../services/host/deliver.ts';
import { InvalidOriginError } from '../services/host/outbound-settings.ts';
import { PublicServerError } from '../services/public/errors.ts';
import { WebhookError } from '../services/webhooks/errors.ts';

/** One link of the chain: the API's shape for errors it knows, null to pass the error on. */
type ErrorMapper = (error: unknown) => StudioErrorShape | null;

/**
 * The link for one service's errors: every code of its union maps to an API code (the table must be
 * complete, so a code added to a service does not compile until it is mapped here).
 */
export function serviceErrors<Code extends string>(
  kind: abstract new (...args: never[]) => ServiceError<Code>,
  codes: Record<Code, ErrorCode>,
): ErrorMapper {
  return (error) => {
    if (!(error instanceof kind)) return null;
    const shape: StudioErrorShape = { code: codes[error.code], message: error.message };
    return error.issues ? { ...shape, issues: [...error.issues] } : shape;
  };
}

/**
 * Domain errors to the API's error shape, in one place, so a feature throws what its service
 * throws and every front door answers the same code for it. StudioError (and its subclasses, such
 * as DamagedDatabaseError) carries its own code; the services' own errors are mapped here.
 */
const chain: readonly ErrorMapper[] = [
  (error) => (error instanceof StudioError ? error.toJSON() : null),
  (error) => (error instanceof UnknownInstallationError ? { code: 'not-found', message: error.message } : null),
  (error) => (error instanceof InvalidOriginError ? { code: 'invalid-input', message: error.message } : null),
  serviceErrors(SandboxError, {
    'too-large': 'too-large',
    deadline: 'timeout',
    memory: 'unavailable',
    crashed: 'unavailable',
    'not-running': 'unavailable',
    'refused-outbound': 'forbidden',
    background: 'unavailable',
  }),
  serviceErrors(StudioFetchError, {
    refused: 'forbidden',
    redirects: 'unavailable',
    'too-large': 'too-large',
    timeout: 'timeout',
    network: 'unavailable',
  }),
  serviceErrors(WebhookError, {
    'bad-url': 'invalid-input',
    'bad-events': 'invalid-input',
    'bad-payload': 'invalid-input',
    'not-subscribed': 'invalid-input',
    'unknown-installation': 'not-found',
    'unknown-event': 'not-found',
    'unknown-delivery': 'not-found',
    'unknown-receiver': 'not-found',
    'event-body-changed': 'conflict',
    'resend-target-gone': 'invalid-input',
    'receiver-exists': 'conflict',
  }),
  serviceErrors(PublicServerError, { 'path-taken': 'conflict' }),
];

/** The API's shape for a domain error, or null for an error no link knows (a studio bug). */
export function toApiError(error: unknown): StudioErrorShape | null {
  for (const map of chain) {
    const shape = map(error);
    if (shape) return shape;
  }
  return null;
}
