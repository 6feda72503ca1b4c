import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/services/journal/database.ts';

const mode = (path: string) => statSync(path).mode & 0o777;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'studio-modes-'));
  folders.push(dir);
  return dir;
}

// POSIX permissions: Windows has no mode bits to check.
describe.skipIf(process.platform === 'win32')('files at rest', () => {
  it('.studio/ is 0700 and studio.db with its -wal and -shm files are 0600, whatever the umask', () => {
    const dir = workspace();
    const previous = process.umask(0o022);
    try {
      const db = openDatabase(dir);
      db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
      const folder = join(dir, '.studio');
      expect(mode(folder)).toBe(0o700);
      for (const file of ['studio.db', 'studio.db-wal', 'studio.db-shm']) expect(mode(join(folder, file)), file).toBe(0o600);
      db.close();
    } finally {
      process.umask(previous);
    }
  });

  it('a workspace written by an older studio (0755 folder, 0644 files) is tightened when opened', () => {
    const dir = workspace();
    const folder = join(dir, '.studio');
    mkdirSync(folder, { mode: 0o755 });
    chmodSync(folder, 0o755);
    writeFileSync(join(folder, 'studio.db'), '');
    chmodSync(join(folder, 'studio.db'), 0o644);
    const db = openDatabase(dir);
    expect(mode(folder)).toBe(0o700);
    expect(mode(join(folder, 'studio.db'))).toBe(0o600);
    db.close();
  });
});
