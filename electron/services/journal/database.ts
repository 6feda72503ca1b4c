import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { BUSY_TIMEOUT_MS } from './busy-timeout.ts';
import { DamagedDatabaseError, ForeignObjectsError } from './errors.ts';
import { foreignObjects } from './foreign-objects.ts';

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
  const path = databasePath(dir);
  try {
    const db = openDatabaseFile(path);
    // Opening reads nothing: reading the schema is what finds a file that is not a database, and
    // what the studio did not create is refused before any of its statements could set it off.
    let found: string[];
    try {
      found = foreignObjects(db);
    } catch (error) {
      db.close();
      throw error;
    }
    if (found.length) {
      db.close();
      throw new ForeignObjectsError(path, found);
    }
    return db;
  } catch (error) {
    throw asDamaged(error, path);
  }
}

export function databasePath(dir: string): string {
  return join(dir, '.studio', 'studio.db');
}

/** SQLITE_CORRUPT (11) and SQLITE_NOTADB (26), whatever the extended code. */
export function isDamage(error: unknown): boolean {
  const code = (error as { errcode?: unknown })?.errcode;
  if (typeof code === 'number' && [11, 26].includes(code & 0xff)) return true;
  return /file is not a database|database disk image is malformed/i.test((error as Error)?.message ?? '');
}

/** The error to report for a failure while opening or first reading the database at `path`. */
export function asDamaged(error: unknown, path: string): unknown {
  return isDamage(error) ? new DamagedDatabaseError(path, error) : error;
}

/**
 * Moves a damaged database (and its -wal/-shm files) aside as `studio.db.corrupt-<time>` (or, for one
 * that came with an untrusted folder, `studio.db.shipped-<time>`) so the next open starts fresh;
 * returns where it went. Nothing is deleted: the file can still be examined.
 */
export function moveDatabaseAside(dir: string, now = new Date(), why: 'corrupt' | 'shipped' = 'corrupt'): string {
  const path = databasePath(dir);
  const aside = `${path}.${why}-${now.toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
  return aside;
}

/** Creates the file 0600 before SQLite does (SQLite then gives `-wal` and `-shm` the database file's mode). */
function restrictFiles(path: string) {
  if (!existsSync(path)) closeSync(openSync(path, 'a', DATABASE_FILE_MODE));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, DATABASE_FILE_MODE);
}

export function openDatabaseFile(path: string): DatabaseSync {
  if (path !== ':memory:') restrictFiles(path);
  const db = new DatabaseSync(path);
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // Switching a new database to WAL upgrades a shared lock to an exclusive one. When two studio
    // processes open a fresh workspace at the same moment both hold the shared lock, and SQLite
    // answers SQLITE_BUSY at once instead of waiting (waiting could deadlock), so the busy timeout
    // does not help: the loser tries again shortly, by then the file is WAL and the pragma is a no-op.
    retryWhileBusy(() => db.exec('PRAGMA journal_mode = WAL'), OPEN_BUSY_BUDGET_MS);
    db.exec('PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** How long opening keeps trying while another process holds the lock that switching to WAL needs. */
export const OPEN_BUSY_BUDGET_MS = 5_000;

/** SQLITE_BUSY (5) and SQLITE_LOCKED (6), whatever the extended code. */
export function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown })?.errcode;
  return typeof code === 'number' && [5, 6].includes(code & 0xff);
}

/** Runs `step` until it does not fail with SQLITE_BUSY, sleeping 5–40 ms between tries, for at most `budgetMs`. */
export function retryWhileBusy<T>(step: () => T, budgetMs: number): T {
  const until = Date.now() + budgetMs;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let pause = 5; ; pause = Math.min(pause * 2, 40)) {
    try {
      return step();
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > until) throw error;
      Atomics.wait(sleeper, 0, 0, pause); // opening is synchronous; a short blocking pause keeps it so
    }
  }
}
