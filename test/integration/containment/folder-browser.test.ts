import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallResult, FolderListing, Handlers } from '../../../shared/api/index.ts';
import { createApiCallGate } from '../../../electron/app/api-call-gate.ts';
import * as workspace from '../../../electron/app/features/workspace.ts';
import { BROWSE_LIMIT } from '../../../electron/services/workspace/browse.ts';

/**
 * Open folder's browser on a folder nobody trusted: a repository can ship 100 000 entries, links to
 * the rest of the disk, FIFOs and a manifest that is a link. `workspace.browse` lists names without
 * following any link or reading any file, and answers with the first folders and how many more.
 */
const ENTRIES = 100_000;
let root: string;
let big: string;
let outside: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hostile-browse-'));
  big = join(root, 'big');
  outside = join(root, 'outside');
  mkdirSync(join(outside, 'secret-integration'), { recursive: true });
  writeFileSync(join(outside, 'secret-integration', 'platform-manifest.yaml'), 'name: outside-secret\n');
  mkdirSync(big);
  // Half folders, half files: 100 000 entries.
  for (let i = 0; i < ENTRIES / 2; i++) {
    mkdirSync(join(big, `folder-${String(i).padStart(5, '0')}`));
    writeFileSync(join(big, `file-${i}`), '');
  }
  // Links out of the folder and to a FIFO, a FIFO itself, and a folder whose manifest is a link leading out.
  execFileSync('mkfifo', [join(big, 'a-fifo')]);
  symlinkSync(outside, join(big, 'aa-link-out'));
  symlinkSync(join(big, 'a-fifo'), join(big, 'aa-link-fifo'));
  symlinkSync('/', join(big, 'aa-link-root'));
  mkdirSync(join(big, 'aa-linked-manifest'));
  symlinkSync(join(outside, 'secret-integration', 'platform-manifest.yaml'), join(big, 'aa-linked-manifest', 'platform-manifest.yaml'));
  mkdirSync(join(big, 'aa-fifo-manifest'));
  execFileSync('mkfifo', [join(big, 'aa-fifo-manifest', 'platform-manifest.yaml')]);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }), 120_000);

/** One call through the gate, as the Open folder dialog makes it. */
async function browse(input: unknown) {
  const dispatch = createApiCallGate(workspace.handlers({ home: root }) as unknown as Handlers, () => {});
  const answer = (await dispatch('workspace.browse', input)) as CallResult<FolderListing>;
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.result;
}

describe('the folder browser in a hostile folder', () => {
  it('a folder of 100 000 entries lists the first 500 folders by name and says how many more match; a filter narrows them', async () => {
    const listing = await browse({ path: big });
    expect(listing.folders).toHaveLength(BROWSE_LIMIT);
    // 50 000 folders and 5 links to folders or elsewhere match; the first 500 by name are listed.
    expect(listing.more).toBe(50_000 + 5 - BROWSE_LIMIT);
    expect(listing.truncated).toBe(true);
    expect(listing.complete).toBe(true);
    expect(listing.folders.slice(0, 6).map((folder) => folder.name)).toEqual([
      'aa-fifo-manifest',
      'aa-link-fifo',
      'aa-link-out',
      'aa-link-root',
      'aa-linked-manifest',
      'folder-00000',
    ]);
    expect(listing.folders.at(-1)!.name).toBe('folder-00494');

    const narrowed = await browse({ path: big, filter: 'FOLDER-4999' });
    expect(narrowed.folders.map((folder) => folder.name)).toEqual(Array.from({ length: 10 }, (_, i) => `folder-4999${i}`));
    expect(narrowed).toMatchObject({ more: 0, truncated: false, complete: true });
  }, 60_000);

  it('never follows a link: links out, to the root and to a FIFO are reported with their target; a manifest that is a link or a FIFO marks nothing', async () => {
    const listing = await browse({ path: big, filter: 'aa-' });
    const byName = Object.fromEntries(listing.folders.map((folder) => [folder.name, folder]));
    expect(byName['aa-link-out']).toMatchObject({ symlink: outside, manifest: false });
    expect(byName['aa-link-root']).toMatchObject({ symlink: '/', manifest: false });
    expect(byName['aa-link-fifo']).toMatchObject({ symlink: join(big, 'a-fifo'), manifest: false });
    // The link leads to a real manifest outside: marking the folder would have followed it.
    expect(byName['aa-linked-manifest']).toMatchObject({ symlink: null, manifest: false });
    expect(byName['aa-fifo-manifest']).toMatchObject({ symlink: null, manifest: false });
    // Names only: nothing of a file's content, nothing from behind a link.
    expect(JSON.stringify(listing)).not.toContain('outside-secret');
    expect(JSON.stringify(listing)).not.toContain('secret-integration');
    // The FIFO is no folder: it is not listed, and entering it is refused at once, naming it.
    expect(byName['a-fifo']).toBeUndefined();
    await expect(browse({ path: join(big, 'a-fifo') })).rejects.toThrow(`${join(big, 'a-fifo')} is not a folder`);
  });
});
