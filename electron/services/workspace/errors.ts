import { ServiceError } from '../../lib/service-error.ts';

/**
 * Why a folder could not be opened or listed, or a write was refused: `missing` (the path does not
 * exist), `not-a-manifest` (a file that is not YAML), `no-manifest` (a folder without one),
 * `not-absolute`, `not-a-folder`, `permission-denied` and `unlistable` (the folder browser), `changed`
 * (a write named a workspace other than the open one).
 */
export type WorkspaceErrorCode =
  'missing' | 'not-a-manifest' | 'no-manifest' | 'not-absolute' | 'not-a-folder' | 'permission-denied' | 'unlistable' | 'changed';

export class WorkspaceError extends ServiceError<WorkspaceErrorCode> {}

/**
 * A write (a save, a setting) named a workspace or a file other than the open one: the text was
 * read in a folder that is no longer open, so writing it here would put one folder's data in another's file.
 */
export class WorkspaceChangedError extends WorkspaceError {
  constructor(readIn: string | null, open: string) {
    super(
      'changed',
      `Not written: this was read in ${readIn ?? 'a workspace opened before'}, but ${open} is open now. Nothing was written to either folder; reload to see ${open}'s own data.`,
    );
  }
}
