import { ServiceError } from '../../lib/service-error.ts';

/**
 * Why the manifest could not be read or written, or a new integration not scaffolded: `unreadable`
 * (the file is gone or cannot be read), `changed-on-disk` (a save from an older version),
 * `unwritable`, `invalid-name` (a scaffold's --name), `unusable-folder` (the target cannot be read),
 * `folder-not-empty`.
 */
export type ManifestErrorCode = 'unreadable' | 'changed-on-disk' | 'unwritable' | 'invalid-name' | 'unusable-folder' | 'folder-not-empty';

export class ManifestError extends ServiceError<ManifestErrorCode> {}
