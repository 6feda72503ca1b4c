import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCheckpointer } from '../../../electron/services/journal/checkpointer.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function database() {
  const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
  dirs.push(dir);
  const path = join(dir, 'studio.db');
  const db = openDatabaseFile(path);
  db.exec('CREATE TABLE t (x TEXT)');
  const insert = db.prepare('INSERT INTO t (x) VALUES (?)');
  /** About 1 500 pages: past SQLite's automatic checkpoint at 1 000. */
  const write = () => {
    db.exec('BEGIN');
    for (let i = 0; i < 1500; i++) insert.run('x'.repeat(4000));
    db.exec('COMMIT');
  };
  const autocheckpoint = () => (db.prepare('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint;
  return { db, path, write, autocheckpoint, mainFileSize: () => statSync(path).size };
}

describe('WAL checkpoints leave the main thread while deliveries are on the wire', () => {
  it('held, the connection never checkpoints inside a commit and a worker thread moves the WAL into the file; released, the connection checkpoints itself again', async () => {
    const { db, write, autocheckpoint, mainFileSize } = database();
    const checkpoints = createCheckpointer(db, { everyMs: 10 });
    checkpoints.hold(true);
    expect(autocheckpoint()).toBe(0);
    const before = mainFileSize();
    write();
    // The commit did not copy its pages into the database file: they are all still in the WAL.
    expect(mainFileSize()).toBe(before);
    checkpoints.hold(true); // a commit's nudge
    for (let i = 0; i < 100 && mainFileSize() < 1500 * 4000; i++) await wait(20);
    expect(mainFileSize()).toBeGreaterThan(1500 * 4000);
    checkpoints.hold(false);
    expect(autocheckpoint()).toBe(1000);
    await checkpoints.stop();
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1500 });
    db.close();
  });

  it('held through a long burst of commits, the WAL still starts over: it stays far below what was written', async () => {
    const { db, path } = database();
    const checkpoints = createCheckpointer(db, { everyMs: 10 });
    const insert = db.prepare('INSERT INTO t (x) VALUES (?)');
    // 72 MB in 1 MB commits, never idle for long: a worker's passes alone never let the WAL restart.
    for (let i = 0; i < 72; i++) {
      db.exec('BEGIN');
      for (let j = 0; j < 256; j++) insert.run('x'.repeat(4000));
      db.exec('COMMIT');
      checkpoints.hold(true);
      await wait(5);
    }
    expect(statSync(`${path}-wal`).size).toBeLessThan(56 * 1024 * 1024);
    checkpoints.hold(false);
    await checkpoints.stop();
    db.close();
  });

  it('an in-memory database keeps its own settings and starts no worker', async () => {
    const db = openDatabaseFile(':memory:');
    const checkpoints = createCheckpointer(db);
    checkpoints.hold(true);
    expect(db.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 1000 });
    await checkpoints.stop();
    db.close();
  });
});
