import { lstat, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../electron/services/manifest/atomic-write.ts';
import { tempIntegrations } from '../../fixtures/manifest/folders.ts';

let temp: Awaited<ReturnType<typeof tempIntegrations>>;
afterEach(() => temp?.cleanup());

describe('atomic manifest write', () => {
  it('a write that fails leaves the old content and no temporary file behind', async () => {
    temp = await tempIntegrations();
    // A folder where the file should be: the final rename fails, as a crash mid-save would stop it.
    const target = join(temp.root, 'platform-manifest.yaml');
    await mkdir(target);
    await writeFile(join(target, 'kept'), 'old');
    await expect(writeFileAtomic(target, 'new text')).rejects.toThrow();
    expect(await readdir(temp.root)).toEqual(['platform-manifest.yaml']);
    expect(await readFile(join(target, 'kept'), 'utf8')).toBe('old');
  });

  it('a symlinked manifest stays a link; the file it points to gets the text', async () => {
    temp = await tempIntegrations();
    const real = join(temp.root, 'real.yaml');
    const link = join(temp.root, 'platform-manifest.yaml');
    await writeFile(real, 'old');
    await symlink(real, link);
    await writeFileAtomic(link, 'new');
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readFile(real, 'utf8')).toBe('new');
  });
});
