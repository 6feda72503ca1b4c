import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { setAsideShippedDatabase } from '../../../electron/services/workspace/shipped-database.ts';
import { createTrustStore } from '../../../electron/services/workspace/trust.ts';

const root = mkdtempSync(join(tmpdir(), 'shipped-aside-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = createTrustStore(join(root, 'config', 'trusted-folders.json'));

let folders = 0;
function folder(files: Record<string, string> = {}): string {
  const dir = join(root, `f${++folders}`);
  mkdirSync(join(dir, '.studio'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, '.studio', name), text);
  return dir;
}
const studioFiles = (dir: string) => readdirSync(join(dir, '.studio')).sort();

describe("an untrusted folder's database is the studio's own or is set aside", () => {
  it('a lone shipped -wal is moved aside too: SQLite would replay it into the new database', async () => {
    const dir = folder({ 'studio.db-wal': 'frames someone else wrote' });
    const aside = await setAsideShippedDatabase(dir, store, new Date('2026-01-02T03:04:05Z'));
    expect(aside).toBe(join(dir, '.studio', 'studio.db.shipped-2026-01-02T03-04-05-000Z'));
    expect(readFileSync(`${aside}-wal`, 'utf8')).toBe('frames someone else wrote');
    expect(existsSync(join(dir, '.studio', 'studio.db-wal'))).toBe(false);
  });

  it('the database the studio created is kept on the next open, and nothing is left beside it', async () => {
    const dir = folder();
    expect(await setAsideShippedDatabase(dir, store)).toBeNull();
    writeFileSync(join(dir, '.studio', 'studio.db'), 'rows the studio wrote', { flag: 'a' });
    expect(await setAsideShippedDatabase(dir, store)).toBeNull();
    expect(studioFiles(dir)).toEqual(['studio.db']);
    expect(readFileSync(join(dir, '.studio', 'studio.db'), 'utf8')).toBe('rows the studio wrote');
  });

  it('a file put in its place (a checkout, a copy) is a stranger: moved aside, unchanged', async () => {
    const dir = folder();
    await setAsideShippedDatabase(dir, store);
    writeFileSync(join(dir, 'replacement'), 'a database from elsewhere');
    renameSync(join(dir, 'replacement'), join(dir, '.studio', 'studio.db'));
    const aside = await setAsideShippedDatabase(dir, store);
    expect(aside).not.toBeNull();
    expect(readFileSync(aside!, 'utf8')).toBe('a database from elsewhere');
    expect(readFileSync(join(dir, '.studio', 'studio.db'), 'utf8')).toBe('');
  });

  it('a database another process of this user has open (a studio with another config folder) is used, not set aside; once nobody holds it, it is a stranger again', async () => {
    const dir = folder();
    const studioStore = createTrustStore(join(root, 'studio-config', 'trusted-folders.json'));
    await setAsideShippedDatabase(dir, studioStore);
    const path = join(dir, '.studio', 'studio.db');
    // The studio: another process, its connection open in WAL mode as the journal opens it.
    const studio = spawn(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        '-e',
        `const db = new (require('node:sqlite').DatabaseSync)(${JSON.stringify(path)});
         db.exec("PRAGMA journal_mode = WAL; CREATE TABLE IF NOT EXISTS t (x); INSERT INTO t VALUES ('the studio wrote this')");
         console.log('open'); process.stdin.resume(); process.stdin.on('end', () => process.exit(0));`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      const [opened] = (await once(studio.stdout, 'data')) as [Buffer];
      expect(String(opened)).toContain('open');
      expect(await setAsideShippedDatabase(dir, store)).toBeNull();
      expect(studioFiles(dir).filter((name) => name.includes('shipped'))).toEqual([]);
      const db = new DatabaseSync(path, { readOnly: true });
      expect(db.prepare('SELECT x FROM t').get()).toEqual({ x: 'the studio wrote this' });
      db.close();
    } finally {
      studio.stdin!.end();
      await once(studio, 'exit');
    }
    // Nobody holds it now: to this config folder it is a database it did not create.
    const aside = await setAsideShippedDatabase(dir, store);
    expect(aside).not.toBeNull();
    expect(existsSync(aside!)).toBe(true);
  });
});
