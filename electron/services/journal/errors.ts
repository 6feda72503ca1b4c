import { basename, dirname } from 'node:path';
import { ServiceError } from '../../lib/service-error.ts';

/** `damaged`: the workspace database cannot be used as it is (SQLite cannot read it, or it holds objects that would run code). */
export type JournalErrorCode = 'damaged';

export class JournalError extends ServiceError<JournalErrorCode> {}

/**
 * A workspace database SQLite cannot read. The message names the file and what happened; what to do
 * depends on the front door, so each adds it: the command line `remedy()`, the windows a button.
 */
export class DamagedDatabaseError extends JournalError {
  readonly path: string;
  constructor(path: string, cause: unknown) {
    super(
      'damaged',
      `The workspace database ${path} is damaged (SQLite: ${(cause as Error)?.message ?? String(cause)}). ` +
        `Your integration's own files are not affected.`,
      cause === null || cause === undefined ? {} : { cause },
    );
    this.path = path;
  }

  /** What to do from the command line: `serve` takes --reset-db, and any other command is pointed at it. */
  remedy(command: string): string {
    const how =
      command === 'serve'
        ? 'Start again with --reset-db'
        : `Run \`integration-studio serve ${dirname(dirname(this.path))} --reset-db\` once`;
    return `${how} to move it aside as ${basename(this.path)}.corrupt-<time> and begin with an empty one (installations, webhook installations and the journal start over).`;
  }
}

/**
 * A workspace database holding objects that would run code inside the studio (see `foreignObjects`):
 * it is not used. It counts as damaged, so every front door offers the same way out: move it aside.
 */
export class ForeignObjectsError extends DamagedDatabaseError {
  readonly objects: readonly string[];
  constructor(path: string, objects: readonly string[]) {
    super(path, null);
    this.objects = objects;
    this.message =
      `The workspace database ${path} holds ${objects.join(', ')}, which the studio never creates: SQLite would run ` +
      `it inside the studio, so the database is not opened. Your integration's own files are not affected.`;
  }
}
