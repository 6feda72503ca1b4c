import { StudioError, type ErrorCode, type StudioErrorShape } from '../../shared/api/errors.ts';
import type { ServiceError } from '../lib/service-error.ts';
import { SandboxError, StudioFetchError } from '../services/host/containment/errors.ts';
import { PublicServerError } from '../services/public/errors.ts';
import { WebhookError } from '../services/webhooks/errors.ts';
import { HostError } from '../services/host/errors.ts';
import { FileError } from '../lib/file-errors.ts';
import { FixtureError } from '../services/fixtures/errors.ts';
import { ManifestError } from '../services/manifest/errors.ts';
import { MockError } from '../services/mocks/errors.ts';
import { PreviewError } from '../services/preview/errors.ts';
import { RequestError } from '../services/requests/errors.ts';
import { SecretError } from '../services/secrets/errors.ts';
import { WorkspaceError } from '../services/workspace/errors.ts';
import { InstallationsError } from '../services/installations/errors.ts';
import { PlatformError } from '../services/platform/errors.ts';
import { JournalError } from '../services/journal/errors.ts';
import { InspectorError } from '../services/inspector/errors.ts';

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
 * throws and every front door answers the same code for it. StudioError (and its subclasses)
 * carries its own code; the services' own errors are mapped here.
 */
const chain: readonly ErrorMapper[] = [
  (error) => (error instanceof StudioError ? error.toJSON() : null),
  serviceErrors(FileError, { 'refused-file': 'invalid-input', 'outside-folder': 'forbidden' }),
  serviceErrors(WorkspaceError, {
    missing: 'not-found',
    'not-a-manifest': 'invalid-input',
    'no-manifest': 'not-found',
    'not-absolute': 'invalid-input',
    'not-a-folder': 'invalid-input',
    'permission-denied': 'forbidden',
    unlistable: 'unavailable',
    changed: 'workspace-changed',
  }),
  serviceErrors(ManifestError, {
    unreadable: 'not-found',
    'changed-on-disk': 'conflict',
    unwritable: 'unavailable',
    'invalid-name': 'invalid-input',
    'unusable-folder': 'invalid-input',
    'folder-not-empty': 'invalid-input',
  }),
  serviceErrors(MockError, {
    'unusable-file': 'invalid-input',
    'invalid-name': 'invalid-input',
    'invalid-mock': 'invalid-input',
    'name-taken': 'conflict',
    'unknown-mock': 'not-found',
  }),
  serviceErrors(FixtureError, {
    'unknown-record': 'not-found',
    'not-an-input': 'invalid-input',
    'not-delivered': 'invalid-input',
    'no-envelope': 'invalid-input',
    'no-payload': 'invalid-input',
    'truncated-body': 'invalid-input',
    'binary-body': 'invalid-input',
    'invalid-name': 'invalid-input',
    'name-taken': 'conflict',
    'invalid-capture': 'internal',
    'invalid-fixture': 'invalid-input',
    'invalid-override': 'invalid-input',
    'not-single-input': 'invalid-input',
    'wrong-kind': 'invalid-input',
    unresolved: 'invalid-input',
  }),
  serviceErrors(PreviewError, {
    'outside-endpoint': 'forbidden',
    refused: 'forbidden',
    redirects: 'unavailable',
    'too-large': 'too-large',
    timeout: 'timeout',
    unreachable: 'unavailable',
    'answered-error': 'unavailable',
    'bad-answer': 'invalid-input',
  }),
  serviceErrors(RequestError, {
    'invalid-file-name': 'invalid-input',
    unparsable: 'invalid-input',
    'unknown-request': 'not-found',
    'unknown-environment': 'not-found',
    'unset-variable': 'invalid-input',
    'outside-endpoint': 'invalid-input',
    'not-running': 'unavailable',
    'path-outside-endpoint': 'invalid-input',
    'body-not-allowed': 'invalid-input',
    'invalid-header': 'invalid-input',
    'send-failed': 'unavailable',
  }),
  serviceErrors(SecretError, { 'sealed-elsewhere': 'unavailable' }),
  serviceErrors(PlatformError, { 'unknown-installation': 'not-found' }),
  serviceErrors(HostError, {
    'load-limit': 'unavailable',
    'body-too-large': 'too-large',
    'debugger-port-in-use': 'conflict',
    'debugger-unavailable': 'unavailable',
    'unknown-installation': 'not-found',
    'paused-installation': 'conflict',
    'invalid-origin': 'invalid-input',
    'debugger-off': 'unavailable',
  }),
  serviceErrors(InstallationsError, {
    'unknown-installation': 'not-found',
    'unknown-preset': 'not-found',
    'already-installed': 'conflict',
    'target-refuses': 'invalid-input',
    'edited-elsewhere': 'conflict',
    paused: 'conflict',
    'not-paused': 'conflict',
    'invalid-payload': 'invalid-input',
    'wrong-property': 'invalid-input',
    'not-a-site': 'invalid-input',
    'too-large': 'too-large',
    'completion-failed': 'unavailable',
    'completion-refused': 'forbidden',
  }),
  serviceErrors(JournalError, { damaged: 'damaged-database' }),
  serviceErrors(InspectorError, { 'not-replayable': 'invalid-input', 'outside-public-server': 'invalid-input' }),
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
