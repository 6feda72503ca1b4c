import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';
import { fixture } from '../host/support.ts';
import { listeningPorts, processFamily } from '../support/listening.ts';

/**
 * The runtime dies with the studio (test/fixtures/integrations/hostile-orphan): `kill -9` of a
 * `dev`, `serve` or `test` process leaves no workerd behind (the launcher's parent-death signal),
 * and where that signal is missing, the next studio on the folder stops the one left over.
 */
const children: ChildProcess[] = [];
const strays: number[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const pid of strays.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-orphan-'));
  folders.push(dir);
  cpSync(fixture('hostile-orphan'), dir, { recursive: true });
  return dir;
}

/** Running: listed in /proc and neither dead nor a zombie waiting for a parent that may never reap it. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

const comm = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'latin1').trim();
  } catch {
    return '';
  }
};

async function poll<T>(what: string, probe: () => T | null | undefined | false, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts the studio's CLI with `args` on `dir` and waits (bounded) for its workerd to serve. */
async function studio(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ child: ChildProcess; workerd: number }> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', join(ROOT, 'bin', 'integration-studio.js'), ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const workerd = await poll(`a workerd under ${args[0]}`, () => {
    if (child.exitCode !== null) throw new Error(`${args[0]} exited with ${child.exitCode}:\n${output}`);
    return (
      existsSync(`/proc/${child.pid}`) && processFamily(child.pid!).find((pid) => pid !== child.pid && comm(pid).startsWith('workerd'))
    );
  });
  // Serving: its sockets listen (a workerd killed mid-start dies of its closed pipes anyway), and a moment more for the first dispatch.
  await poll(`workerd ${workerd} listening`, () => listeningPorts([workerd]).length >= 2);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { child, workerd };
}

const linux = process.platform === 'linux';

describe('the runtime dies with the studio', () => {
  it.each([
    ['dev', (dir: string) => ['dev', '--json', dir]],
    ['serve', (dir: string) => ['serve', '--no-open', '--port', '0', '--public-port', '0', dir]],
    ['test', (dir: string) => ['test', dir]],
  ])(
    'kill -9 of `%s` leaves no workerd running',
    async (_name, args) => {
      if (!linux) return void console.log('skipped: the parent-death signal and /proc are Linux only');
      const { child, workerd } = await studio(args(folder()));
      strays.push(workerd);
      child.kill('SIGKILL');
      await poll(`workerd ${workerd} gone after kill -9 of its studio`, () => !alive(workerd), 5_000);
    },
    60_000,
  );

  it('where no parent-death signal exists, the next studio on the folder stops the runtime left running', async () => {
    if (!linux) return void console.log('skipped: /proc is Linux only');
    const dir = folder();
    // A PATH without util-linux's setpriv: the launcher starts workerd with nothing tying it to the studio.
    const bare = { ...process.env, PATH: dirname(process.execPath) };
    const first = await studio(['serve', '--no-open', '--port', '0', '--public-port', '0', dir], bare);
    strays.push(first.workerd);
    const record = join(dir, '.studio', 'runtime-process.json');
    await poll('the runtime recorded in .studio', () => existsSync(record), 10_000);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { pid: leftover } = JSON.parse(readFileSync(record, 'utf8')) as { pid: number };
    strays.push(leftover);
    expect(alive(leftover)).toBe(true);
    const second = await studio(['serve', '--no-open', '--port', '0', '--public-port', '0', dir], bare);
    strays.push(second.workerd);
    await poll(`the leftover workerd ${leftover} stopped`, () => !alive(leftover), 10_000);
    expect(alive(second.workerd)).toBe(true);
  }, 90_000);
});
