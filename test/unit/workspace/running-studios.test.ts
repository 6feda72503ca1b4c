import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRunningStudios, type RunningStudios } from '../../../electron/services/workspace/running-studios.ts';

/**
 * The record that lets a one-shot command find the studio serving its folder also tells it where to
 * send the integration's inputs, so it is believed only when this user wrote it for this folder.
 */
let root: string;
let folder: string;
let dir: string;
let running: RunningStudios;
const record = { uiOrigin: 'http://127.0.0.1:5173', session: 'a-session-secret-of-24-chars', pid: process.pid };

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'running-studios-'));
  folder = join(root, 'config', 'integration-studio', 'running');
  dir = join(root, 'integration');
  await mkdir(dir);
  running = createRunningStudios(folder);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const onlyFile = async () => join(folder, (await readdir(folder))[0]!);

describe('the running-studios record', () => {
  it('is written readable by the user only, in a folder only the user can enter, and found by the folder’s real path', async () => {
    await running.announce({ dir, ...record });
    expect((await stat(await onlyFile())).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const link = join(root, 'link-to-integration');
    await symlink(dir, link);
    expect(await running.find(link)).toMatchObject({ ...record, dir });
    expect(await running.atOrigin(record.uiOrigin)).toMatchObject({ dir });
  });

  it('a record others can read or write is not believed', async () => {
    await running.announce({ dir, ...record });
    await chmod(await onlyFile(), 0o644);
    expect(await running.find(dir)).toBeNull();
  });

  it('a record of a process that is gone is not believed', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    await running.announce({ dir, ...record, pid: Number(gone) });
    expect(await running.find(dir)).toBeNull();
  });

  it('a record filed under one folder that names another is not believed, and a link in place of a record is not followed', async () => {
    const other = join(root, 'other');
    await mkdir(other);
    await running.announce({ dir: other, ...record });
    const forged = await onlyFile();
    // Moved under the name the integration's record would have: it names `other`, not `dir`.
    await running.announce({ dir, ...record });
    const real = (await readdir(folder)).map((name) => join(folder, name)).find((file) => file !== forged)!;
    await writeFile(real, await readFile(forged, 'utf8'), { mode: 0o600 });
    expect(await running.find(dir)).toBeNull();

    await rm(real);
    await symlink(forged, real);
    expect(await running.find(dir)).toBeNull();
  });

  it('only loopback origins are believed: a record naming another host is not', async () => {
    await running.announce({ dir, ...record });
    const file = await onlyFile();
    await writeFile(file, JSON.stringify({ ...record, dir, uiOrigin: 'http://evil.example:80' }), { mode: 0o600 });
    expect(await running.find(dir)).toBeNull();
  });

  it("removing it leaves another studio's newer record for the same folder in place", async () => {
    const removeFirst = await running.announce({ dir, ...record });
    await running.announce({ dir, ...record, uiOrigin: 'http://127.0.0.1:6000' });
    await removeFirst();
    expect(await running.find(dir)).toMatchObject({ uiOrigin: 'http://127.0.0.1:6000' });
  });
});
