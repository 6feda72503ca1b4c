import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';
import type { Workspace } from '../../../shared/api/index.ts';
import { fixture } from '../host/support.ts';

/**
 * A `.studio/studio.db` that comes with a folder is SQLite code the studio did not write: its
 * triggers run on the studio's writes, its views on its reads, inside the studio's one thread. Each
 * hostile database is built here, with node:sqlite, in a copy of an integration; each run is a real
 * `serve` process, killed if it has not answered within a bound (the old studio spun at 100 % CPU).
 */
const root = mkdtempSync(join(tmpdir(), 'shipped-database-'));
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) killGroup(child);
  rmSync(root, { recursive: true, force: true });
});
/** A process stuck in SQLite takes no signal handler; its group goes, its workerd with it. */
function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}
/** A serve process starts a workerd; on a busy machine that takes a while. */
const PROCESS_MS = 60_000;

/** Never ends: every row it makes asks for one more. */
const ENDLESS = 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r';

/** Spins on the write every open makes (the studio's public origin, kept for the command line). */
const SPINNING_TRIGGER = `CREATE TABLE journal_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TRIGGER spin AFTER INSERT ON journal_settings BEGIN SELECT count(*) FROM (${ENDLESS}); END;`;
/** Stands where the delivery queue's table goes: `CREATE TABLE IF NOT EXISTS` keeps it, and reading the queue spins. */
const SPINNING_VIEW = `CREATE VIEW webhook_queue AS SELECT n AS attempt_id, n AS due_at FROM (${ENDLESS});`;

let folders = 0;
/** A copy of an integration as a repository would ship it, with `.studio/studio.db` made of `schema`. */
function shippedWith(schema: string): { dir: string; configHome: string; bytes: Buffer } {
  const dir = join(root, `folder-${++folders}`);
  cpSync(fixture('protocol'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  mkdirSync(join(dir, '.studio'));
  const db = new DatabaseSync(join(dir, '.studio', 'studio.db'));
  db.exec(schema);
  db.close();
  const configHome = join(root, `config-${folders}`);
  return { dir, configHome, bytes: readFileSync(join(dir, '.studio', 'studio.db')) };
}

/** The answer a live `serve` gives to `workspace.current`, over the UI's WebSocket. */
async function currentWorkspace(url: string): Promise<Workspace> {
  const signedIn = await fetch(url, { redirect: 'manual' });
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  const origin = new URL(url).origin;
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/ws`, { headers: { Cookie: cookie, Origin: origin } });
  await once(socket, 'open');
  const answer = new Promise<{ ok: boolean; result: Workspace }>((resolve) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'result') resolve(message.result);
    }),
  );
  socket.send(JSON.stringify({ type: 'call', id: 1, method: 'workspace.current', input: {} }));
  const { ok, result } = await answer;
  socket.close();
  expect(ok).toBe(true);
  return result;
}

/**
 * `serve …` with its own user config folder: resolves once it printed its URL (with the workspace
 * it reports) or exited; a process still silent after `ms` is killed, and reported as such.
 */
async function serve(configHome: string, args: string[], ms = PROCESS_MS) {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'bin/integration-studio.js', 'serve', '--no-open', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, XDG_CONFIG_HOME: configHome },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  children.add(child);
  let output = '';
  let killed = false;
  const exited = once(child, 'exit');
  const timer = setTimeout(() => ((killed = true), killGroup(child)), ms);
  const url = await new Promise<string | null>((resolve) => {
    const check = () => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', (chunk) => ((output += chunk), check()));
    child.stderr.on('data', (chunk) => ((output += chunk), check()));
    void exited.then(() => resolve(null));
  });
  const workspace = url ? await currentWorkspace(url) : null;
  if (child.exitCode === null && !killed) child.kill('SIGTERM');
  const [code] = (await exited) as [number | null];
  clearTimeout(timer);
  children.delete(child);
  return { code, output, workspace, killed };
}

const asideFiles = (dir: string) => readdirSync(join(dir, '.studio')).filter((name) => name.startsWith('studio.db.shipped-'));

describe('a database shipped in the folder', { timeout: 3 * PROCESS_MS }, () => {
  it('untrusted: a shipped database whose trigger never ends is not opened; serve answers, the file is kept aside unchanged, and the next serve opens the studio’s own database', async () => {
    const { dir, configHome, bytes } = shippedWith(SPINNING_TRIGGER);
    const first = await serve(configHome, [dir]);
    expect(first.killed, first.output).toBe(false);
    expect(first.workspace?.trusted).toBe(false);
    const [aside] = asideFiles(dir);
    expect(aside).toBeDefined();
    expect(readFileSync(join(dir, '.studio', aside!)).equals(bytes)).toBe(true);
    expect(first.workspace?.ignored).toContain(
      `the database it shipped in .studio/studio.db (not opened: moved aside as .studio/${aside}, and a new one started)`,
    );
    expect(first.output).toContain(`moved aside as .studio/${aside}`);

    const second = await serve(configHome, [dir]);
    expect(second.killed, second.output).toBe(false);
    expect(second.workspace?.ignored.join('\n')).not.toContain('the database it shipped');
    expect(asideFiles(dir)).toEqual([aside]);
  });

  it('untrusted: a view standing in for the delivery queue is not read either', async () => {
    const { dir, configHome } = shippedWith(SPINNING_VIEW);
    const run = await serve(configHome, [dir]);
    expect(run.killed, run.output).toBe(false);
    expect(run.workspace?.ignored).toContainEqual(expect.stringContaining('the database it shipped in .studio/studio.db (not opened'));
    expect(asideFiles(dir)).toHaveLength(1);
  });

  it('trusted: a database holding a trigger is refused before use, naming the trigger and what to do; serve --reset-db then opens a new one', async () => {
    const { dir, configHome } = shippedWith(SPINNING_TRIGGER);
    const refused = await serve(configHome, [dir, '--trust']);
    expect(refused.killed, refused.output).toBe(false);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `The workspace database ${join(dir, '.studio', 'studio.db')} holds trigger "spin" on "journal_settings"`,
    );
    expect(refused.output).toContain('--reset-db');

    const reset = await serve(configHome, [dir, '--reset-db']);
    expect(reset.killed, reset.output).toBe(false);
    expect(reset.workspace?.trusted).toBe(true);
    expect(readdirSync(join(dir, '.studio')).some((name) => name.startsWith('studio.db.corrupt-'))).toBe(true);
  });

  it('trusted: a view standing in for a studio table is refused by name', async () => {
    const { dir, configHome } = shippedWith(SPINNING_VIEW);
    const refused = await serve(configHome, [dir, '--trust']);
    expect(refused.killed, refused.output).toBe(false);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('holds view "webhook_queue"');
  });

  it('untrusted: the live database of a studio started with another config folder is not taken for a shipped one by a CLI run; the run uses it and nothing is moved aside', async () => {
    const dir = join(root, `folder-${++folders}`);
    cpSync(fixture('protocol'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
    const studioConfig = join(root, `config-${folders}-studio`);
    const cliConfig = join(root, `config-${folders}-cli`);
    const studio = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'bin/integration-studio.js', 'serve', '--no-open', dir],
      {
        cwd: ROOT,
        env: { ...process.env, XDG_CONFIG_HOME: studioConfig },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    children.add(studio);
    let studioOutput = '';
    studio.stdout.on('data', (chunk) => (studioOutput += chunk));
    studio.stderr.on('data', (chunk) => (studioOutput += chunk));
    try {
      const until = Date.now() + PROCESS_MS;
      while (!/http:\/\/127\.0\.0\.1:\d+\/\?token=/.test(studioOutput) && studio.exitCode === null && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(studioOutput, 'serve printed its URL').toMatch(/http:\/\/127\.0\.0\.1:\d+\/\?token=/);
      const database = join(dir, '.studio', 'studio.db');
      const inode = statSync(database).ino;

      const cli = spawn(
        process.execPath,
        ['--disable-warning=ExperimentalWarning', 'bin/integration-studio.js', 'trigger', 'space_content_updated', '--dir', dir, '--json'],
        { cwd: ROOT, env: { ...process.env, XDG_CONFIG_HOME: cliConfig }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
      );
      children.add(cli);
      let cliOutput = '';
      cli.stdout.on('data', (chunk) => (cliOutput += chunk));
      cli.stderr.on('data', (chunk) => (cliOutput += chunk));
      const timer = setTimeout(() => killGroup(cli), PROCESS_MS);
      const [code] = (await once(cli, 'exit')) as [number | null];
      clearTimeout(timer);
      children.delete(cli);
      expect(code, cliOutput).toBe(0);
      expect(cliOutput).not.toContain('moved aside');
      expect(asideFiles(dir)).toEqual([]);
      // The studio's file is still the database at the path, and the run's dispatch is in it.
      expect(statSync(database).ino).toBe(inode);
      const db = new DatabaseSync(database, { readOnly: true });
      const dispatches = db.prepare("SELECT count(*) AS n FROM records WHERE kind = 'dispatch' AND origin LIKE '%\"trigger\"%'").get() as {
        n: number;
      };
      db.close();
      expect(dispatches.n).toBe(1);
    } finally {
      killGroup(studio);
      children.delete(studio);
    }
  });
});
