import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../shared/api/errors.ts';
import { toApiError } from '../../../electron/app/errors.ts';
import { FileError, type FileErrorCode } from '../../../electron/lib/file-errors.ts';
import { FileRuleError } from '../../../electron/lib/regular-file.ts';
import { ServiceError } from '../../../electron/lib/service-error.ts';
import { FixtureError, type FixtureErrorCode } from '../../../electron/services/fixtures/errors.ts';
import { ManifestError, type ManifestErrorCode } from '../../../electron/services/manifest/errors.ts';
import { MockError, MockFileError, type MockErrorCode } from '../../../electron/services/mocks/errors.ts';
import { PreviewError, type PreviewErrorCode } from '../../../electron/services/preview/errors.ts';
import { RequestError, type RequestErrorCode } from '../../../electron/services/requests/errors.ts';
import { SecretError, type SecretErrorCode } from '../../../electron/services/secrets/errors.ts';
import { WorkspaceChangedError, WorkspaceError, type WorkspaceErrorCode } from '../../../electron/services/workspace/errors.ts';

// The API codes these failures answered when the services threw the wire's StudioError: the UI, the
// CLI and scripts read them, so each service code must keep answering the same one.
const workspace: Record<WorkspaceErrorCode, ErrorCode> = {
  missing: 'not-found',
  'not-a-manifest': 'invalid-input',
  'no-manifest': 'not-found',
  'not-absolute': 'invalid-input',
  'not-a-folder': 'invalid-input',
  'permission-denied': 'forbidden',
  unlistable: 'unavailable',
  changed: 'workspace-changed',
};
const manifest: Record<ManifestErrorCode, ErrorCode> = {
  unreadable: 'not-found',
  'changed-on-disk': 'conflict',
  unwritable: 'unavailable',
  'invalid-name': 'invalid-input',
  'unusable-folder': 'invalid-input',
  'folder-not-empty': 'invalid-input',
};
const mocks: Record<MockErrorCode, ErrorCode> = {
  'unusable-file': 'invalid-input',
  'invalid-name': 'invalid-input',
  'invalid-mock': 'invalid-input',
  'name-taken': 'conflict',
  'unknown-mock': 'not-found',
};
const fixtures: Record<FixtureErrorCode, ErrorCode> = {
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
};
const preview: Record<PreviewErrorCode, ErrorCode> = {
  'outside-endpoint': 'forbidden',
  refused: 'forbidden',
  redirects: 'unavailable',
  'too-large': 'too-large',
  timeout: 'timeout',
  unreachable: 'unavailable',
  'answered-error': 'unavailable',
  'bad-answer': 'invalid-input',
};
const requests: Record<RequestErrorCode, ErrorCode> = {
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
};
const secrets: Record<SecretErrorCode, ErrorCode> = { 'sealed-elsewhere': 'unavailable' };
const files: Record<FileErrorCode, ErrorCode> = { 'refused-file': 'invalid-input', 'outside-folder': 'forbidden' };

type Case = readonly [string, ServiceError, ErrorCode];

/** One case per code of a service's table: an error of that code, and the API code it must answer. */
function casesOf<Code extends string>(
  service: string,
  table: Record<Code, ErrorCode>,
  make: (code: Code, message: string) => ServiceError,
): Case[] {
  return (Object.entries(table) as [Code, ErrorCode][]).map(([code, api]) => [
    `${service} ${code}`,
    make(code, `${service}: ${code}`),
    api,
  ]);
}

const cases: Case[] = [
  ...casesOf('workspace', workspace, (code, message) => new WorkspaceError(code, message)),
  ...casesOf('manifest', manifest, (code, message) => new ManifestError(code, message)),
  ...casesOf('mocks', mocks, (code, message) => new MockError(code, message)),
  ...casesOf('fixtures', fixtures, (code, message) => new FixtureError(code, message)),
  ...casesOf('preview', preview, (code, message) => new PreviewError(code, message)),
  ...casesOf('requests', requests, (code, message) => new RequestError(code, message)),
  ...casesOf('secrets', secrets, (code, message) => new SecretError(code, message)),
  ...casesOf('files', files, (code, message) => new FileError(code, message)),
  ['a write to another workspace', new WorkspaceChangedError('/a', '/b'), 'workspace-changed'],
  ['an unusable mock file', new MockFileError('mocks/a.yaml: status: expected a number'), 'invalid-input'],
  ['a file the studio will not read', new FileRuleError('The mock mocks/a.yaml is a FIFO (named pipe): refused'), 'invalid-input'],
];

describe("each service's own error answers the API code and message it always did", () => {
  it.each(cases)('%s', (_name, error, code) => {
    expect(toApiError(error)).toEqual({ code, message: error.message });
  });

  it('the subclasses keep their messages word for word', () => {
    expect(new WorkspaceChangedError('/work/a', '/work/b').message).toBe(
      "Not written: this was read in /work/a, but /work/b is open now. Nothing was written to either folder; reload to see /work/b's own data.",
    );
    expect(new WorkspaceChangedError(null, '/work/b').message).toMatch(/^Not written: this was read in a workspace opened before, but/);
  });

  it("a service error's issues (where a value failed) reach the API's shape", () => {
    const error = new ManifestError('unwritable', 'Cannot write', { issues: [{ path: 'a.b', message: 'too long' }] });
    expect(toApiError(error)).toEqual({ code: 'unavailable', message: 'Cannot write', issues: [{ path: 'a.b', message: 'too long' }] });
  });
});

describe('an error no link knows is not an API error (the gate reports it as a studio bug)', () => {
  it.each([
    ['a plain Error', new Error('boom')],
    ['a TypeError', new TypeError('x is undefined')],
    ['a system error', Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' })],
    ['a service error of a class no link maps', new (class StrayError extends ServiceError<'stray'> {})('stray', 'stray')],
    ['a string', 'thrown text'],
    ['undefined', undefined],
  ])('%s maps to null', (_name, error) => {
    expect(toApiError(error)).toBeNull();
  });
});
