import { ServiceError } from '../../lib/service-error.ts';

/**
 * Why a mock could not be read, saved or found: `unusable-file` (a mock file in the folder cannot be
 * used: see MockFileError), `invalid-name`, `invalid-mock` (a mock to save is not valid), `name-taken`,
 * `unknown-mock`.
 */
export type MockErrorCode = 'unusable-file' | 'invalid-name' | 'invalid-mock' | 'name-taken' | 'unknown-mock';

export class MockError extends ServiceError<MockErrorCode> {}

/** A mock file that cannot be used: the message names the file and the field. */
export class MockFileError extends MockError {
  constructor(message: string) {
    super('unusable-file', message);
  }
}
