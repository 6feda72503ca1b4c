import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { ROOT } from '../../../electron/lib/paths.ts';
import { createStudio } from '../../../electron/app/studio.ts';
import { createTrustStore } from '../../../electron/services/workspace/trust.ts';
import { fixture } from '../host/support.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A copy of an integration whose `.studio/studio.db` holds bytes that are not a database: one the
 * studio created there (an untrusted folder's database from elsewhere is never opened, damaged or not:
 * `test/integration/containment/shipped-database.test.ts`).
 */
async function damagedWorkspace(): Promise<{ dir: string; garbage: Buffer }> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-damaged-'));
  folders.push(dir);
  cpSync(fixture('protocol'), dir, { recursive: true, filter: (path) => !path.includes('.studio') }); // never another run's live database
  mkdirSync(join(dir, '.studio'), { recursive: true });
  const garbage = Buffer.from('this is not an SQLite database\n'.repeat(200));
  writeFileSync(join(dir, '.studio', 'studio.db'), garbage);
  // The test's own config folder (vitest's XDG_CONFIG_HOME), which the CLI processes it starts inherit.
  await createTrustStore().rememberDatabase(join(dir, '.studio', 'studio.db'));
  return { dir, garbage };
}

/** `serve DIR …` as a user runs it; resolves with its exit code and output, or kills it after `ms`. */
async function serve(args: string[], until: (output: string) => boolean, ms = 30_000) {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'bin/integration-studio.js', 'serve', '--no-open', ...args],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = once(child, 'exit');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await new Promise<void>((resolve) => {
    const check = () => until(output) && resolve();
    child.stdout.on('data', (chunk) => ((output += chunk), check()));
    child.stderr.on('data', (chunk) => ((output += chunk), check()));
    void exited.then(() => resolve());
  });
  if (child.exitCode === null) child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

describe('a damaged or missing database', () => {
  it('serve on a damaged database exits 1 with a message naming the file, what happened and what to do', async () => {
    const { dir } = await damagedWorkspace();
    const { code, output } = await serve([dir], () => false);
    expect(code).toBe(1);
    expect(output).toContain(join(dir, '.studio', 'studio.db'));
    expect(output).toMatch(/is damaged \(SQLite: file is not a database\)/);
    expect(output).toMatch(/--reset-db to move it aside as studio\.db\.corrupt-<time>/);
  }, 40_000);

  it('another command on a damaged database exits 1 and points at serve --reset-db, which it does not take itself', async () => {
    const { dir } = await damagedWorkspace();
    const err: string[] = [];
    const code = await main(['trigger', 'space_content_updated', '--dir', dir], { out: () => {}, err: (line) => err.push(line) });
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('is damaged (SQLite: file is not a database)');
    expect(err.join('\n')).toContain(
      `Run \`integration-studio serve ${dir} --reset-db\` once to move it aside as studio.db.corrupt-<time>`,
    );
  }, 40_000);

  it('serve --reset-db moves the damaged file aside as studio.db.corrupt-<time>, unchanged, and starts with a new database', async () => {
    const { dir, garbage } = await damagedWorkspace();
    const { output } = await serve([dir, '--reset-db'], (text) => /\?token=/.test(text));
    expect(output).toMatch(/moved aside as .*studio\.db\.corrupt-\d{4}-\d\d-\d\dT/);
    const aside = readdirSync(join(dir, '.studio')).filter((name) => name.startsWith('studio.db.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(dir, '.studio', aside[0]!)).equals(garbage)).toBe(true);
    expect(
      readFileSync(join(dir, '.studio', 'studio.db'))
        .subarray(0, 15)
        .toString(),
    ).toBe('SQLite format 3');
  }, 40_000);

  it('opening a folder with a damaged database from the UI fails with damaged-database, keeps the open folder, and resetDb opens it with a new one', async () => {
    const good = mkdtempSync(join(tmpdir(), 'studio-good-'));
    folders.push(good);
    cpSync(fixture('protocol'), good, { recursive: true, filter: (path) => !path.includes('.studio') });
    const { dir, garbage } = await damagedWorkspace();
    const studio = await createStudio({ dir: good, transport: 'browser' });
    try {
      const refused = await studio.dispatch('workspace.open', { dir });
      expect(refused.ok).toBe(false);
      expect(!refused.ok && refused.error.code).toBe('damaged-database');
      expect(!refused.ok && refused.error.message).toMatch(/studio\.db is damaged \(SQLite: file is not a database\)/);
      // A window offers a button; the command line's way out is not part of what it is told.
      expect(!refused.ok && refused.error.message).not.toMatch(/--reset-db/);
      // The folder that was open is open again, and the damaged file is untouched.
      expect(studio.session().workspace.dir).toBe(good);
      expect(readFileSync(join(dir, '.studio', 'studio.db')).equals(garbage)).toBe(true);

      const opened = await studio.dispatch('workspace.open', { dir, resetDb: true });
      expect(opened.ok, JSON.stringify(opened)).toBe(true);
      expect(studio.session().workspace.dir).toBe(dir);
      const aside = readdirSync(join(dir, '.studio')).filter((name) => name.startsWith('studio.db.corrupt-'));
      expect(aside).toHaveLength(1);
      expect(readFileSync(join(dir, '.studio', aside[0]!)).equals(garbage)).toBe(true);
    } finally {
      await studio.dispose();
    }
  }, 60_000);

  it('a database deleted under a running studio is reported (push and workspace.current), not silently replaced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-deleted-'));
    folders.push(dir);
    cpSync(fixture('protocol'), dir, { recursive: true, filter: (path) => !path.includes('.studio') }); // never another run's live database
    const studio = await createStudio({ dir, transport: 'browser' });
    try {
      const problems: string[] = [];
      studio.bus.subscribe('workspace.problem', ({ message }) => problems.push(message));
      const db = join(dir, '.studio', 'studio.db');
      for (const file of [db, `${db}-wal`, `${db}-shm`]) if (existsSync(file)) unlinkSync(file);
      const until = Date.now() + 5_000;
      while (!problems.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(problems[0]).toMatch(new RegExp(`${db.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} was deleted while the studio was running`));
      const current = await studio.dispatch('workspace.current', {});
      expect(current.ok && (current.result as { databaseProblem: string | null }).databaseProblem).toMatch(/was deleted/);
      // The studio keeps going and does not put an empty database in the file's place.
      studio.session().journal.append({
        kind: 'log',
        status: 'info',
        summary: 'after the deletion',
        data: { level: 'info', message: 'after the deletion' },
      });
      expect(studio.session().journal.count()).toBeGreaterThan(0);
      expect(existsSync(db)).toBe(false);
    } finally {
      await studio.dispose();
    }
  }, 30_000);
});
