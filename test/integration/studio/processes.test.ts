import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/index.ts';
import type { DeliveryView, ReceivedView, WebhookView } from '../../../shared/api/webhooks.ts';
import { EXAMPLE_DIR, ROOT } from '../../../electron/lib/paths.ts';
import { createStudio } from '../../../electron/app/studio.ts';
import { fixture } from '../host/support.ts';

const NODE_ARGS = ['--disable-warning=ExperimentalWarning'];
const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-procs-'));
  folders.push(dir);
  cpSync(fixture('protocol'), dir, { recursive: true, filter: (path) => !path.includes('.studio') }); // never another run's live database
  return dir;
}

/** Starts a process and collects its output lines; `line(re)` waits (bounded) for one matching. */
function run(args: string[]) {
  const child = spawn(process.execPath, [...NODE_ARGS, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  return {
    child,
    output: () => out,
    async line(pattern: RegExp, timeoutMs = 25_000): Promise<RegExpExecArray> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(out);
        if (match) return match;
        if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}:\n${out}`);
        if (Date.now() > until) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${out}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

describe('two processes, one database', () => {
  it('two processes × 1,000 records store 2,000 rows with distinct ids, see each other’s records and both stay up', async () => {
    const dir = workspace();
    const writer = (tag: string) => run(['test/fixtures/processes/journal-writer.ts', dir, '1000', '1000', tag]);
    const a = writer('a');
    const b = writer('b');
    // Both journals open before either writes: the live feed carries what others commit after it opened.
    await Promise.all([a.line(/ready/, 60_000), b.line(/ready/, 60_000)]);
    for (const proc of [a, b]) proc.child.stdin!.write('go\n');
    await Promise.all([a.line(/stored 1000/, 60_000), b.line(/stored 1000/, 60_000)]);
    // Each process is told about the other's 1,000 records (the live inspector's feed).
    expect((await a.line(/saw (\d+)/, 60_000))[1]).toBe('1000');
    expect((await b.line(/saw (\d+)/, 60_000))[1]).toBe('1000');
    expect(a.output() + b.output()).not.toMatch(/errors|UNIQUE|Error/);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();

    const db = new DatabaseSync(join(dir, '.studio', 'studio.db'), { readOnly: true });
    const { n, ids } = db.prepare("SELECT count(*) AS n, count(DISTINCT id) AS ids FROM records WHERE summary LIKE 'writer %'").get() as {
      n: number;
      ids: number;
    };
    db.close();
    expect(n).toBe(2000);
    expect(ids).toBe(2000);
    for (const proc of [a, b]) {
      proc.child.stdin!.end();
      await once(proc.child, 'exit');
      expect(proc.child.exitCode).toBe(0);
    }
  }, 180_000);

  it('processes opening a fresh workspace at the same moment all open it (none fails with “database is locked”)', async () => {
    // Switching a new file to WAL makes SQLite answer SQLITE_BUSY at once to all but one of the
    // processes racing for it; each round starts four processes on one empty workspace together.
    for (let round = 0; round < 4; round++) {
      const dir = mkdtempSync(join(tmpdir(), 'studio-procs-open-'));
      folders.push(dir);
      const startAt = String(Date.now() + 1_500); // after every process has loaded
      const procs = Array.from({ length: 4 }, () => run(['test/fixtures/processes/open-at-once.ts', dir, startAt]));
      await Promise.all(procs.map((proc) => once(proc.child, 'exit')));
      expect(procs.map((proc) => proc.output().trim())).toEqual(['open', 'open', 'open', 'open']);
    }
  }, 60_000);

  it('a CLI trigger beside a running studio: its dispatch reaches the studio’s live feed within a second, and the studio keeps journaling', async () => {
    const dir = workspace();
    const studio = await createStudio({ dir, transport: 'browser' });
    try {
      const seen: { record: JournalRecord; at: number }[] = [];
      studio.bus.subscribe('journal.appended', (record) => seen.push({ record, at: Date.now() }));
      const cli = run(['bin/integration-studio.js', 'trigger', 'space_content_updated', '--dir', dir, '--json']);
      const [code] = (await once(cli.child, 'exit')) as [number];
      const ended = Date.now();
      expect(code, cli.output()).toBe(0);
      const until = Date.now() + 1_000;
      while (!seen.some((s) => s.record.kind === 'dispatch') && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      const dispatch = seen.find((s) => s.record.kind === 'dispatch');
      expect(dispatch, 'the CLI run’s dispatch record').toBeDefined();
      expect(dispatch!.at - ended).toBeLessThanOrEqual(1_000);
      // The studio's own journal still works after the other process wrote to it.
      const own = studio.session().journal.append({
        kind: 'log',
        status: 'info',
        summary: 'after the CLI run',
        data: { level: 'info', message: 'after the CLI run' },
      });
      expect(studio.session().journal.get(own.id)?.summary).toBe('after the CLI run');
    } finally {
      await studio.dispose();
    }
  }, 60_000);

  it('webhook resend --dir beside a running studio: delivered, its records reach the studio, and the studio keeps delivering', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-procs-resend-'));
    folders.push(dir);
    cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (path) => !path.includes('.studio') });
    const studio = await createStudio({ dir, transport: 'browser' });
    try {
      const call = async <T>(method: string, input: unknown): Promise<T> => {
        const answer = await studio.dispatch(method, input);
        if (!answer.ok) throw new Error(answer.error.message);
        return answer.result as T;
      };
      const received: ReceivedView[] = [];
      const foreign: JournalRecord[] = [];
      studio.bus.subscribe('webhooks.received', (r) => received.push(r));
      studio.bus.subscribe('journal.appended', (record) => record.kind === 'webhook.delivery' && foreign.push(record));
      const { url } = await call<{ url: string }>('webhooks.receivers.create', { name: 'procs' });
      const webhook = await call<WebhookView>('webhooks.create', { target: 'space', url, events: ['space_content_updated'] });
      await call('webhooks.receivers.configure', { name: 'procs', secretFromWebhook: webhook.id });
      const { json } = await call<{ json: string }>('webhooks.generatePayload', { type: 'space_content_updated', webhookId: webhook.id });
      const first = await call<DeliveryView>('webhooks.send', { webhookId: webhook.id, body: json });
      await studio.session().webhooks.idle();

      const cli = run(['bin/integration-studio.js', 'webhook', 'resend', first.eventId, '--dir', dir, '--trust', '--json']);
      const [code] = (await once(cli.child, 'exit')) as [number];
      expect(code, cli.output()).toBe(0);
      expect(received.filter((r) => r.eventId === first.eventId && r.verdict.ok)).toHaveLength(2);
      // The CLI's delivery record, written by the other process, reaches this studio's live feed.
      const until = Date.now() + 2_000;
      while (foreign.length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(foreign.length).toBe(2);
      const again = await call<DeliveryView>('webhooks.send', { webhookId: webhook.id, body: json });
      await studio.session().webhooks.idle();
      expect(received.at(-1)).toMatchObject({ eventId: again.eventId, status: 200 });
    } finally {
      await studio.dispose();
    }
  }, 60_000);
});
