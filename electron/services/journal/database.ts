import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** `.studio/` holds the database (secrets among its rows) and build output: its owner only. */
export const STUDIO_FOLDER_MODE = 0o700;
/** The database and its `-wal`/`-shm` companions. */
export const DATABASE_FILE_MODE = 0o600;

/**
 * The workspace's database, `<dir>/.studio/studio.db`. One connection per workspace, shared by the
 * journal and the services that keep durable state (the webhook queue). WAL so readers never block
 * the writer; `synchronous=NORMAL` is durable across a process kill in WAL mode.
 */
export function openDatabase(dir: string): DatabaseSync {
  const folder = join(dir, '.studio');
  mkdirSync(folder, { recursive: true, mode: STUDIO_FOLDER_MODE });
  // A folder made by an older studio (or by hand) is tightened too; mkdir's mode is also cut by the umask.
  chmodSync(folder, STUDIO_FOLDER_MODE);
  return openDatabaseFile(join(folder, 'studio.db'));
}

/** Creates the file 0600 before SQLite does (SQLite then gives `-wal` and `-shm` the database file's mode). */
function restrictFiles(path: string) {
  if (!existsSync(path)) closeSync(openSync(path, 'a', DATABASE_FILE_MODE));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, DATABASE_FILE_MODE);
}

export function openDatabaseFile(path: string): DatabaseSync {
  if (path !== ':memory:') restrictFiles(path);
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return db;
}
