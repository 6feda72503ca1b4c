import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { processOrigin } from '../../../electron/services/journal/origin.ts';

const build = (summary: string) => ({ kind: 'build' as const, status: 'ok' as const, summary, data: { ok: true, durationMs: 12 } });
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('rows another process writes say where they come from', () => {
  it("a CLI run's BUILD row carries its command and process in the studio's reads; the studio's own rows carry none", () => {
    const db = openDatabaseFile(':memory:');
    const studio = createJournal(db, createBus(), { origin: { command: 'studio', pid: 100 } });
    const cli = createJournal(db, createBus(), { origin: { command: 'trigger', pid: 4242 } });
    const own = studio.append(build('Built in 10 ms'));
    const theirs = cli.append(build('Built in 12 ms'));
    cli.flush();
    expect(studio.get(theirs.id)?.origin).toEqual({ command: 'trigger', pid: 4242 });
    expect(studio.get(own.id)?.origin).toBeUndefined();
    const rows = studio.query({ limit: 10 }).rows;
    expect(rows.find((r) => r.id === theirs.id)?.origin).toEqual({ command: 'trigger', pid: 4242 });
    expect(rows.find((r) => r.id === own.id)?.origin).toBeUndefined();
    // And from the CLI's side, the studio's row is the foreign one.
    expect(cli.get(own.id)?.origin).toEqual({ command: 'studio', pid: 100 });
  });

  it("another process's rows pushed live (a CLI on the same folder) carry their origin too", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'origin-'));
    dirs.push(dir);
    const bus = createBus();
    const pushed: unknown[] = [];
    bus.subscribe('journal.appended', (record) => pushed.push(record));
    const studio = createJournal(openDatabaseFile(join(dir, 'studio.db')), bus, { origin: { command: 'studio', pid: 100 } });
    const cli = createJournal(openDatabaseFile(join(dir, 'studio.db')), createBus(), { origin: { command: 'test', pid: 4243 } });
    cli.append(build('Built in 9 ms'));
    cli.flush();
    await expect
      .poll(() => pushed.find((r) => (r as { summary: string }).summary === 'Built in 9 ms'))
      .toMatchObject({ origin: { command: 'test', pid: 4243 } });
    cli.close();
    studio.close();
  });

  it('the command line names its command (and subcommand) as the origin of what it writes', async () => {
    const io = { out: () => {}, err: () => {} };
    await main(['validate', '--dir', join(import.meta.dirname, '../../fixtures/integrations/oauth-demo')], io);
    expect(processOrigin()).toEqual({ command: 'validate', pid: process.pid });
    await main(['webhook', 'listen', '--help'], io);
    expect(processOrigin()).toEqual({ command: 'webhook listen', pid: process.pid });
  });
});
