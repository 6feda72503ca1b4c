import { chmodSync, closeSync, existsSync, linkSync, mkdirSync, openSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { otherLockHolders } from '../../lib/file-holders.ts';
import { DATABASE_FILE_MODE, databasePath, moveDatabaseAside, STUDIO_FOLDER_MODE } from '../journal/database.ts';
import type { TrustStore } from './trust.ts';

/**
 * An untrusted folder's `.studio/studio.db` is opened only when this user's studio created it there.
 * One that came with the folder (a cloned repository, an unpacked archive) is never opened: its own
 * triggers and views would run inside the studio. It is moved aside unchanged, with any `-wal`/`-shm`
 * (a lone shipped `-wal` would otherwise be replayed into the new database), as
 * `studio.db.shipped-<time>`, and a new database is created and remembered as the studio's.
 * A database another process of this user has open right now is in use, not shipped: a studio
 * started with another config folder (`XDG_CONFIG_HOME`) does not know it, yet moving it aside would
 * pull it from under that studio. It is used as it is (every open still refuses foreign schema
 * objects), and not remembered: once nobody holds it, it is a stranger again to this config folder.
 * Returns where the shipped one went, or null when there was none.
 */
export async function setAsideShippedDatabase(dir: string, store: TrustStore, now = new Date()): Promise<string | null> {
  const path = databasePath(dir);
  if (existsSync(path) && ((await store.isStudioDatabase(path)) || (await otherLockHolders(path)).length > 0)) return null;
  const shipped = ['', '-wal', '-shm'].some((suffix) => existsSync(path + suffix));
  const aside = shipped ? moveDatabaseAside(dir, now, 'shipped') : null;
  await createStudioDatabase(path, store);
  return aside;
}

/**
 * The empty file SQLite then makes a database of, remembered before it appears at `path`: a second
 * studio process opening the folder at the same moment finds it already known, never a stranger to
 * move aside. It is made under another name and linked into place, which fails if a file is there.
 */
async function createStudioDatabase(path: string, store: TrustStore) {
  mkdirSync(dirname(path), { recursive: true, mode: STUDIO_FOLDER_MODE });
  chmodSync(dirname(path), STUDIO_FOLDER_MODE);
  const made = `${path}.${process.pid}.new`;
  closeSync(openSync(made, 'wx', DATABASE_FILE_MODE));
  try {
    await store.rememberDatabase(path, made);
    try {
      linkSync(made, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another studio process created it between our look and now; it is the one to remember.
      await store.rememberDatabase(path);
    }
  } finally {
    unlinkSync(made);
  }
}
