import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallResult, FolderListing } from '../../../shared/api/index.ts';
import { createApiCallGate } from '../../../electron/app/api-call-gate.ts';
import * as workspace from '../../../electron/app/features/workspace.ts';
import type { Handlers } from '../../../shared/api/index.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) {
    chmodSync(folder, 0o755);
    rmSync(folder, { recursive: true, force: true });
  }
});

/** home/ with: alpha/ (an integration), beta/ (not), .hidden/, notes.txt, link -> alpha, elsewhere/recent-one/. */
function tree() {
  const home = mkdtempSync(join(tmpdir(), 'studio-browse-'));
  folders.push(home);
  mkdirSync(join(home, 'alpha'));
  writeFileSync(join(home, 'alpha', 'platform-manifest.yaml'), 'name: alpha\n');
  mkdirSync(join(home, 'beta'));
  writeFileSync(join(home, 'beta', 'README.md'), 'secret contents\n');
  mkdirSync(join(home, '.hidden'));
  writeFileSync(join(home, 'notes.txt'), 'not a folder');
  symlinkSync(join(home, 'alpha'), join(home, 'link'));
  mkdirSync(join(home, 'elsewhere', 'recent-one'), { recursive: true });
  return home;
}

function gate(home: string, recent: string[] = []) {
  const dispatch = createApiCallGate(
    workspace.handlers({ home, recentFolders: { list: async () => recent } }) as unknown as Handlers,
    () => {},
  );
  return (input: unknown) => dispatch('workspace.browse', input) as Promise<CallResult<FolderListing>>;
}

async function listing(home: string, input: unknown = {}, recent: string[] = []) {
  const answer = await gate(home, recent)(input);
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.result;
}

describe('workspace.browse lists the sub-folders of an absolute path', () => {
  it("without a path it lists the home folder: sub-folders only (no files), sorted, with the parent and the places (home, then the recent folders' parents)", async () => {
    const home = tree();
    const result = await listing(home, {}, [join(home, 'elsewhere', 'recent-one')]);
    expect(result.path).toBe(home);
    expect(result.parent).toBe(tmpdir());
    expect(result.folders.map((f) => f.name)).toEqual(['alpha', 'beta', 'elsewhere', 'link']);
    expect(result.places).toEqual([home, join(home, 'elsewhere')]);
    expect(result.truncated).toBe(false);
    // Names and marks only: nothing of any file's content crosses.
    expect(JSON.stringify(result)).not.toContain('secret contents');
    expect(JSON.stringify(result)).not.toContain('name: alpha');
  });

  it('marks a folder that holds platform-manifest.yaml and no other', async () => {
    const home = tree();
    const { folders: found } = await listing(home, { path: home });
    expect(found.find((f) => f.name === 'alpha')).toMatchObject({ manifest: true, path: join(home, 'alpha'), symlink: null });
    expect(found.find((f) => f.name === 'beta')).toMatchObject({ manifest: false });
  });

  it('leaves out dot-named folders unless hidden is asked for', async () => {
    const home = tree();
    expect((await listing(home, { path: home })).folders.some((f) => f.name === '.hidden')).toBe(false);
    expect((await listing(home, { path: home, hidden: true })).folders.find((f) => f.name === '.hidden')).toMatchObject({ hidden: true });
  });

  it('reports a symlink with where it points and does not follow it (no manifest mark through the link)', async () => {
    const home = tree();
    const link = (await listing(home, { path: home })).folders.find((f) => f.name === 'link');
    expect(link).toEqual({ name: 'link', path: join(home, 'link'), manifest: false, hidden: false, symlink: join(home, 'alpha') });
  });

  it('the root has no parent', async () => {
    expect((await listing(tree(), { path: '/' })).parent).toBeNull();
  });
});

describe('workspace.browse refuses with typed errors naming the path', () => {
  it('a missing path is not-found, a file is invalid-input, a relative path is invalid-input', async () => {
    const home = tree();
    const browse = gate(home);
    const missing = join(home, 'nowhere');
    expect(await browse({ path: missing })).toEqual({ ok: false, error: { code: 'not-found', message: expect.stringContaining(missing) } });
    const file = join(home, 'notes.txt');
    expect(await browse({ path: file })).toEqual({
      ok: false,
      error: { code: 'invalid-input', message: expect.stringContaining(`${file} is not a folder`) },
    });
    expect(await browse({ path: 'relative/place' })).toEqual({
      ok: false,
      error: { code: 'invalid-input', message: expect.stringContaining('relative/place is not an absolute path') },
    });
    expect((await browse({ path: home, extra: 1 })).ok).toBe(false);
  });

  it('a folder the user may not read is forbidden, naming it', async () => {
    const home = tree();
    const locked = join(home, 'locked');
    mkdirSync(locked);
    chmodSync(home, 0o755);
    chmodSync(locked, 0o700);
    let answer: CallResult<FolderListing>;
    if (process.getuid?.() === 0) {
      // root reads everything: the listing runs in a child that drops to nobody, as a user's studio would run.
      chmodSync(locked, 0o000);
      const module = pathToFileURL(join(import.meta.dirname, '../../../electron/services/workspace/browse.ts')).href;
      const errors = pathToFileURL(join(import.meta.dirname, '../../../electron/app/errors.ts')).href;
      const script = `process.setgid(65534); process.setuid(65534);
        const { browseFolder } = await import(${JSON.stringify(module)});
        const { toApiError } = await import(${JSON.stringify(errors)});
        try { await browseFolder({ path: ${JSON.stringify(locked)} }, { home: '/' }); console.log('{"ok":true}'); }
        catch (e) { console.log(JSON.stringify({ ok: false, error: toApiError(e) })); }`;
      answer = JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
      ) as CallResult<FolderListing>;
    } else {
      chmodSync(locked, 0o000);
      answer = await gate(home)({ path: locked });
    }
    expect(answer).toEqual({
      ok: false,
      error: { code: 'forbidden', message: expect.stringContaining(`${locked} cannot be listed: permission denied`) },
    });
  });
});
