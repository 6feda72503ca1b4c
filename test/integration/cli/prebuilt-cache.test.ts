import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';

// Each test runs the real bin/ (the launcher and bin/cli-cache.js) in a checkout of its own whose CLI
// is a two-file stand-in, so sources can be edited and caches broken without touching this one.
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function checkout(word = 'first'): string {
  const root = mkdtempSync(join(tmpdir(), 'cli-cache-'));
  roots.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'integration-studio', version: '9.9.9', type: 'module' }));
  mkdirSync(join(root, 'bin'));
  for (const file of ['integration-studio.js', 'cli-cache.js']) copyFileSync(join(ROOT, 'bin', file), join(root, 'bin', file));
  mkdirSync(join(root, 'node_modules'));
  for (const name of ['esbuild', '@esbuild']) symlinkSync(join(ROOT, 'node_modules', name), join(root, 'node_modules', name));
  mkdirSync(join(root, 'electron', 'cli'), { recursive: true });
  copyFileSync(join(ROOT, 'electron', 'cli', 'quiet-warnings.ts'), join(root, 'electron', 'cli', 'quiet-warnings.ts'));
  writeFileSync(
    join(root, 'electron', 'cli', 'main.ts'),
    `import { word } from './word.ts';\nexport async function main(argv: string[]): Promise<number> {\n  console.log(word, ...argv);\n  return 0;\n}\n`,
  );
  setWord(root, word);
  return root;
}

const setWord = (root: string, word: string) =>
  writeFileSync(join(root, 'electron', 'cli', 'word.ts'), `export const word: string = ${JSON.stringify(word)};\n`);
const cacheOf = (root: string) => join(root, 'node_modules', '.cache', 'integration-studio', 'cli');
const currentBuild = (root: string) => (JSON.parse(readFileSync(join(cacheOf(root), 'current.json'), 'utf8')) as { dir: string }).dir;

async function run(root: string, ...argv: string[]): Promise<{ stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, [join(root, 'bin', 'integration-studio.js'), ...argv], { cwd: root });
}

/** The files one run loads (a module hook writes them to a file at exit). */
async function loadedBy(root: string): Promise<string[]> {
  const hook = join(root, 'record-loads.mjs');
  const list = join(root, 'loaded.json');
  writeFileSync(
    hook,
    `import { registerHooks } from 'node:module';\nimport { writeFileSync } from 'node:fs';\nconst loaded = [];\nregisterHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });\nprocess.on('exit', () => writeFileSync(${JSON.stringify(list)}, JSON.stringify(loaded)));\n`,
  );
  await promisify(execFile)(process.execPath, ['--import', hook, join(root, 'bin', 'integration-studio.js')], { cwd: root });
  return (JSON.parse(readFileSync(list, 'utf8')) as string[])
    .filter((url) => url.startsWith('file:'))
    .map((url) => url.slice(`file://${root}/`.length));
}

describe('the prebuilt command line', () => {
  it('a first run builds the cache and runs from it; an unchanged tree reuses that build', async () => {
    const root = checkout();
    expect(await run(root, 'a')).toEqual({ stdout: 'first a\n', stderr: '' });
    const build = currentBuild(root);
    const main = statSync(join(cacheOf(root), build, 'main.js')).mtimeMs;
    expect(await run(root, 'b')).toEqual({ stdout: 'first b\n', stderr: '' });
    expect(currentBuild(root)).toBe(build);
    expect(statSync(join(cacheOf(root), build, 'main.js')).mtimeMs).toBe(main);
    const loaded = await loadedBy(root);
    expect(loaded).toContain(`node_modules/.cache/integration-studio/cli/${build}/main.js`);
    expect(loaded.filter((file) => file.endsWith('.ts'))).toEqual([]);
  }, 60_000);

  it('a source change rebuilds it, and the next run runs the new code', async () => {
    const root = checkout();
    await run(root);
    const build = currentBuild(root);
    setWord(root, 'second');
    expect((await run(root)).stdout).toBe('second\n');
    expect(currentBuild(root)).not.toBe(build);
  }, 60_000);

  it('a change that keeps the size and the modification time is still seen (the file is compared by content)', async () => {
    const root = checkout('aaaa');
    const file = join(root, 'electron', 'cli', 'word.ts');
    // Whole seconds, so the time set again below is the very one recorded (a clock ahead of the build's).
    const when = Math.ceil(Date.now() / 1000) + 60;
    utimesSync(file, when, when);
    await run(root);
    setWord(root, 'bbbb');
    utimesSync(file, when, when);
    const stamp = JSON.parse(readFileSync(join(cacheOf(root), 'current.json'), 'utf8')) as { inputs: Record<string, [number, number]> };
    expect(stamp.inputs['electron/cli/word.ts']!.slice(0, 2)).toEqual([statSync(file).mtimeMs, statSync(file).size]);
    expect((await run(root)).stdout).toBe('bbbb\n');
  }, 60_000);

  it('a broken build file or stamp is rebuilt', async () => {
    const root = checkout();
    await run(root);
    writeFileSync(join(cacheOf(root), currentBuild(root), 'main.js'), 'export const main = ;\n');
    expect(await run(root)).toEqual({ stdout: 'first\n', stderr: '' });
    // Damaged in place where the checks cannot see it (same size, the time the stamp records): the
    // import fails, and it is built again. Whole seconds, so the time set is exactly the one recorded.
    const stampFile = join(cacheOf(root), 'current.json');
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as { dir: string; outputs: Record<string, [number, number]> };
    const main = join(cacheOf(root), stamp.dir, 'main.js');
    const size = statSync(main).size;
    writeFileSync(main, `export const main = ;${' '.repeat(size - 21)}`);
    utimesSync(main, 1_700_000_000, 1_700_000_000);
    stamp.outputs['main.js'] = [1_700_000_000_000, size];
    writeFileSync(stampFile, JSON.stringify(stamp));
    expect(await run(root)).toEqual({ stdout: 'first\n', stderr: '' });
    expect(currentBuild(root)).not.toBe(stamp.dir);
    writeFileSync(join(cacheOf(root), 'current.json'), '{"dir":');
    expect(await run(root)).toEqual({ stdout: 'first\n', stderr: '' });
    expect(statSync(join(cacheOf(root), currentBuild(root), 'main.js')).isFile()).toBe(true);
  }, 60_000);

  it('two first runs at once both run, and leave one whole build behind', async () => {
    const root = checkout();
    const outputs = await Promise.all([run(root, '1'), run(root, '2'), run(root, '3')]);
    expect(outputs.map((o) => o.stdout).sort()).toEqual(['first 1\n', 'first 2\n', 'first 3\n']);
    expect(outputs.map((o) => o.stderr)).toEqual(['', '', '']);
    expect(await run(root, '4')).toEqual({ stdout: 'first 4\n', stderr: '' });
  }, 60_000);

  it('a cache that cannot be written falls back to the sources, with one line on stderr saying so', async () => {
    const root = checkout();
    // A file where the cache's folder would go: no folder can be made there (as in a read-only checkout).
    writeFileSync(join(root, 'node_modules', '.cache'), '');
    const { stdout, stderr } = await run(root);
    expect(stdout).toBe('first\n');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/cache at .*node_modules\/\.cache.* could not be built \(ENOTDIR.*\); running from the TypeScript sources/);
    expect(await loadedBy(root)).toContain('electron/cli/main.ts');
  }, 60_000);

  it('--version answers before the cache is looked at', async () => {
    const root = checkout();
    expect(await run(root, '--version')).toEqual({ stdout: '9.9.9\n', stderr: '' });
    expect(() => statSync(cacheOf(root))).toThrow(/ENOENT/);
  }, 60_000);
});
