import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The workspace's database, `<dir>/.studio/studio.db`. One connection per workspace, shared by the
 * journal and the services that keep durable state (the webhook queue). WAL so readers never block
 * the writer; `synchronous=NORMAL` is durable across a process kill in WAL mode.
 */
export function openDatabase(dir: string): DatabaseSync {
  const folder = join(dir, '.studio');
  mkdirSync(folder, { recursive: true });
  return openDatabaseFile(join(folder, 'studio.db'));
}

export function openDatabaseFile(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  return db;
}
