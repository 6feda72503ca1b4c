import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { ROOT } from '../../../electron/lib/paths.ts';
import { fixture } from './support.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

describe('integration-studio trigger / render / dev', () => {
  it('trigger delivers a generated event with --payload on top and prints status, body and logs as JSON', async () => {
    const { io, out } = capture();
    const code = await main(
      ['trigger', 'space_content_updated', '--dir', fixture('protocol'), '--payload', '{"revisionId":"rev_cli"}', '--json'],
      io,
    );
    expect(code).toBe(0);
    const answer = JSON.parse(out[0]!);
    expect(answer.status).toBe(200);
    expect(answer.logs[0].message).toMatch(/^revision rev_cli of space_dev/);
  });

  it('trigger exits 1 when the integration answers an error, and 2 for an unknown event', async () => {
    expect(await main(['trigger', 'site_view', '--dir', fixture('protocol')], capture().io)).toBe(1);
    const { io, err } = capture();
    expect(await main(['trigger', 'space_exploded', '--dir', fixture('protocol')], io)).toBe(2);
    expect(err[0]).toMatch(/unknown event "space_exploded"; use one of installation_setup/);
  });

  it("trigger fetch_published_script without a handler exits 1 with the platform's 400 and its message", async () => {
    const { io, out } = capture();
    expect(await main(['trigger', 'fetch_published_script', '--dir', fixture('protocol'), '--json'], io)).toBe(1);
    const answer = JSON.parse(out[0]!);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Integration does not handle fetch_published_script' });
  });

  it('trigger fetch_visitor_authentication prints the redirect', async () => {
    const { io, out } = capture();
    expect(await main(['trigger', 'fetch_visitor_authentication', '--dir', fixture('protocol'), '--json'], io)).toBe(0);
    const answer = JSON.parse(out[0]!);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toMatch(/^https:\/\/idp\.example\/login\?site=/);
  });

  it('trigger refuses space_view: the platform no longer sends it', async () => {
    const { io, err } = capture();
    expect(await main(['trigger', 'space_view', '--dir', fixture('protocol')], io)).toBe(2);
    expect(err[0]).toMatch(/unknown event "space_view"/);
  });

  it('render sends the action with the state and prints the new element', async () => {
    const { io, out } = capture();
    const code = await main(
      [
        'render',
        'counter',
        '--dir',
        fixture('protocol'),
        '--state',
        '{"count":1,"label":"n"}',
        '--action',
        '{"action":"increment"}',
        '--json',
      ],
      io,
    );
    expect(code).toBe(0);
    expect(JSON.parse(out[0]!).body).toMatchObject({ type: 'element' });
    // The action's result replaces the state, as on the platform.
    expect(JSON.parse(out[0]!).body.state).toEqual({ count: 2 });
  });

  it('render refuses a context type the platform does not have', async () => {
    const { io, err } = capture();
    expect(await main(['render', 'counter', '--dir', fixture('protocol'), '--context', 'sidebar'], io)).toBe(2);
    expect(err[0]).toMatch(/--context must be one of document, configuration_account/);
  });

  it('dev --json prints ready with a public endpoint that serves the integration', async () => {
    const child = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'bin/integration-studio.js', 'dev', fixture('protocol'), '--json'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const lines = createInterface({ input: child.stdout });
      const first = await new Promise<string>((resolve, reject) => {
        lines.once('line', resolve);
        child.once('exit', (code) => reject(new Error(`dev exited with ${code}`)));
      });
      const ready = JSON.parse(first);
      expect(ready.event).toBe('ready');
      expect(ready.publicEndpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\/dev$/);
      const response = await fetch(`${ready.publicEndpoint}/status`);
      expect(response.status).toBe(418);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('dev survives a broken first build: ready says the build error, the next save rebuilds and serves; trigger still exits 1 on it', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'dev-broken-')), 'protocol');
    cpSync(fixture('protocol'), dir, { recursive: true });
    const source = join(dir, 'src', 'index.tsx');
    const good = readFileSync(source, 'utf8');
    appendFileSync(source, '\nconst typo = ;\n');
    expect(await main(['trigger', 'installation_setup', '--dir', dir], capture().io)).toBe(1);
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'bin/integration-studio.js', 'dev', dir, '--json'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const lines = createInterface({ input: child.stdout });
      const events: Record<string, unknown>[] = [];
      let wake = () => {};
      lines.on('line', (line) => {
        events.push(JSON.parse(line) as Record<string, unknown>);
        wake();
      });
      child.once('exit', () => wake());
      const next = async (match: (event: Record<string, unknown>) => boolean) => {
        const deadline = Date.now() + 60_000;
        for (;;) {
          const found = events.find(match);
          if (found) return found;
          if (child.exitCode !== null) throw new Error(`dev exited with ${child.exitCode}`);
          if (Date.now() > deadline) throw new Error(`no such line in ${JSON.stringify(events)}`);
          await new Promise<void>((resolve) => (wake = resolve));
        }
      };
      const ready = await next((event) => event.event === 'ready');
      expect(ready.state).not.toBe('ready');
      expect(String(ready.error)).toMatch(/src\/index\.tsx:\d+:\d+: Unexpected ";"/);
      expect((await fetch(`${String(ready.publicEndpoint)}/status`)).status).toBeGreaterThanOrEqual(500);

      writeFileSync(source, good);
      await next((event) => event.event === 'status' && event.state === 'ready');
      expect((await fetch(`${String(ready.publicEndpoint)}/status`)).status).toBe(418);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
