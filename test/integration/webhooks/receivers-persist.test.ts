import { fork } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import type { JournalPage } from '../../../shared/api/journal.ts';
import type { ReceiverView } from '../../../shared/api/webhooks.ts';

/** Starts a real studio process on `dir` (see studio-child.ts) and returns its Studio API. */
async function startStudio(dir: string) {
  const child = fork(join(import.meta.dirname, 'studio-child.ts'), [dir], {
    execArgv: ['--disable-warning=ExperimentalWarning'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, (answer: { ok: boolean; result?: unknown; error?: { message: string } }) => void>();
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the studio process exited (${code})`)));
    child.on('message', (message: { ready?: true; id?: number; answer?: never }) => {
      if (message.ready) resolve();
      else waiting.get(message.id!)?.(message.answer!);
    });
  });
  let nextId = 1;
  return {
    async call<T>(method: string, input: unknown): Promise<T> {
      const id = nextId++;
      const answer = await new Promise<{ ok: boolean; result?: unknown; error?: { message: string } }>((resolve) => {
        waiting.set(id, resolve);
        child.send({ id, method, input });
      });
      if (!answer.ok) throw new Error(answer.error?.message);
      return answer.result as T;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.send({ stop: true });
      await once(child, 'exit');
    },
  };
}

describe('receivers made in the Webhooks pane persist in the workspace', () => {
  let dir: string;
  const running: Awaited<ReturnType<typeof startStudio>>[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'receivers-persist-'));
    cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  });
  afterAll(async () => {
    for (const studio of running) await studio.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('name, secret, tolerance and the script still to play come back after the studio process restarts; a deleted one stays deleted, its journal records kept', async () => {
    const first = await startStudio(dir);
    running.push(first);
    const api = first;
    await api.call('webhooks.receivers.create', { name: 'kept', toleranceSeconds: 120 });
    await api.call('webhooks.receivers.configure', {
      name: 'kept',
      simulation: { respond: '503,drop,200', latencyMs: 25, retryAfterSeconds: 7 },
    });
    const gone = await api.call<ReceiverView>('webhooks.receivers.create', { name: 'gone' });
    // One request to the receiver about to be deleted, so it has a journal record.
    await fetch(gone.url, { method: 'POST', body: '{}' });
    const before = await api.call<ReceiverView[]>('webhooks.receivers.list', {});
    await api.call('webhooks.receivers.delete', { name: 'gone' });
    await first.stop();

    const second = await startStudio(dir);
    running.push(second);
    const again = second;
    const after = await again.call<ReceiverView[]>('webhooks.receivers.list', {});
    expect(after.map((r) => r.name)).toEqual(['kept']);
    const kept = before.find((r) => r.name === 'kept')!;
    expect(after[0]).toMatchObject({
      name: 'kept',
      secretMasked: kept.secretMasked,
      toleranceSeconds: 120,
      simulation: { respond: '503,drop,200', latencyMs: 25, retryAfterSeconds: 7 },
    });
    // Served again at its URL on the new public server: the first scripted answer plays.
    const answer = await fetch(after[0]!.url, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(503);
    const page = await again.call<JournalPage>('inspector.query', { kinds: ['webhook.received'], limit: 50 });
    expect(page.rows.some((row) => row.summary.startsWith('gone:'))).toBe(true);
  }, 90_000);
});
