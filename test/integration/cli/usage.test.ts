import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { ROOT } from '../../../electron/lib/paths.ts';
import { integrationDirArgument } from '../../../electron/cli/host-options.ts';
import { createReceiver, startReceiverServer } from '../../../electron/services/webhooks/receiver.ts';
import { fixture } from '../host/support.ts';

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Runs the real binary; a hang is killed after `limitMs` and reported as such, so the test fails instead of waiting forever. */
function spawnCli(argv: string[], cwd: string, limitMs = 15_000) {
  return new Promise<{ code: number | null; stderr: string; ms: number; hung: boolean }>((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', join(ROOT, 'bin/integration-studio.js'), ...argv], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let hung = false;
    const timer = setTimeout(() => ((hung = true), child.kill('SIGKILL')), limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, ms: performance.now() - started, hung });
    });
  });
}

describe('CLI usage rules', () => {
  const empty = mkdtempSync(join(tmpdir(), 'cli-usage-'));
  afterAll(() => rmSync(empty, { recursive: true, force: true }));

  it('trigger and render with --dir naming a missing folder exit 2 with "does not exist" and never hang', async () => {
    for (const argv of [
      ['trigger', 'installation_setup', '--dir', join(empty, 'missing')],
      ['render', 'hello', '--dir', join(empty, 'missing')],
    ]) {
      const result = await spawnCli(argv, empty);
      expect(result.hung, `${argv[0]} hung`).toBe(false);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/missing does not exist/);
      // The command itself answers at once; the margin is Node's start-up on a loaded machine.
      expect(result.ms).toBeLessThan(10_000);
    }
    // In-process, where start-up does not count, the answer takes well under a second.
    const started = performance.now();
    expect((await run(['trigger', 'installation_setup', '--dir', join(empty, 'missing')])).code).toBe(2);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('trigger and render default to the current folder; outside an integration folder they exit 2 pointing at --dir and new', async () => {
    for (const argv of [
      ['trigger', 'installation_setup'],
      ['render', 'hello'],
    ]) {
      const result = await spawnCli(argv, empty);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${empty} is not an integration folder`);
      expect(result.stderr).toMatch(/--dir DIR/);
      expect(result.stderr).toMatch(/integration-studio new DIR/);
    }
    expect(await integrationDirArgument(undefined, fixture('protocol'))).toBe(fixture('protocol'));
    expect(await integrationDirArgument('elsewhere', empty)).toBe('elsewhere');
  });

  it('dev without a folder defaults to the current folder: outside an integration folder it exits 2 pointing at --dir and new, never serving the bundled example', async () => {
    const result = await spawnCli(['dev'], empty);
    expect(result.hung, 'dev served something instead of refusing').toBe(false);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${empty} is not an integration folder`);
    expect(result.stderr).toMatch(/integration-studio new DIR/);
  });

  it('the bin works from any folder on a Node without type stripping: it runs itself again on the checkout’s pinned Node 22', async () => {
    // `--no-experimental-strip-types` makes this Node behave as a Node 20 (or 22.12) found first on the PATH.
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--no-experimental-strip-types', join(ROOT, 'bin/integration-studio.js'), 'validate', fixture('protocol'), '--json'],
        { cwd: empty, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.on('exit', (code) => (clearTimeout(timer), resolve({ code, stdout, stderr })));
    });
    expect(result.stderr).not.toMatch(/needs Node/);
    // The fixture's manifest has findings (exit 1); what matters is that the TypeScript sources ran.
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).diagnostics.length).toBeGreaterThan(0);
  });

  it('every usage error names the flag and shows the command’s own usage', async () => {
    const unknown = await run(['trigger', 'installation_setup', '--jsn']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown option --jsn \(did you mean --json\?\)/);
    expect(unknown.err).toMatch(/^Usage: integration-studio trigger EVENT/m);
    expect(unknown.err).not.toMatch(/positional argument/);

    const missing = await run(['render', 'x', '--dir']);
    expect(missing.err).toMatch(/--dir needs a value \(--dir DIR\)/);
    expect(missing.err).toMatch(/^Usage: integration-studio render COMPONENT/m);

    const boolean = await run(['validate', '--json=yes']);
    expect(boolean.err).toMatch(/--json takes no value/);

    const foreign = await run(['webhook', 'listen', '--secret', 's', '--url', 'http://x']);
    expect(foreign.code).toBe(2);
    expect(foreign.err).toMatch(/--url does not apply to webhook listen/);
    expect(foreign.err).toMatch(/^Usage: integration-studio webhook listen \[--port N\]/m);

    const sendUsage = await run(['webhook', 'send', '--secret', 's']);
    expect(sendUsage.err).toMatch(/--url is required/);
    expect(sendUsage.err).toMatch(/^Usage: integration-studio webhook send --url URL/m);
  });

  it('webhook listen --help prints the help of listen, not of webhook', async () => {
    const { code, out } = await run(['webhook', 'listen', '--help']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: integration-studio webhook listen /);
    expect(out).toMatch(/--respond LIST/);
    expect(out).not.toMatch(/--url|--body-file|webhook send/);
  });

  it('a refused webhook send attempt shows the receiver’s status line and the first line of its body', async () => {
    const server = await startReceiverServer(createReceiver({ name: 'usage-test', secret: 'the-receiver-secret-0001' }));
    try {
      const send = [
        'webhook',
        'send',
        '--url',
        server.url,
        '--secret',
        'another-secret-entirely-02',
        '--event',
        'site_view',
        '--retries',
        '0',
      ];
      const result = await run(send);
      expect(result.code).toBe(1);
      expect(result.out).toMatch(/^ {4}HTTP 401 Unauthorized: \{"error":"signature-mismatch"/m);
      const json = await run([...send, '--json']);
      const attempt = JSON.parse(json.out.split('\n')[0]!);
      expect(attempt.answer.statusLine).toBe('HTTP 401 Unauthorized');
      expect(attempt.answer.body).toMatch(/signature-mismatch/);
    } finally {
      await server.close();
    }
  });
});
