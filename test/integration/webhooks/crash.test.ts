import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('./crash-child.ts', import.meta.url));
const COUNT = 1000;

function start(args: string[]) {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', CHILD, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiters: [string, () => void][] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      lines.push(line);
      for (const [prefix, resolve] of waiters) if (line.startsWith(prefix)) resolve();
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    until: (prefix: string) =>
      new Promise<void>((resolve) => (lines.some((l) => l.startsWith(prefix)) ? resolve() : waiters.push([prefix, resolve]))),
  };
}

describe('crash safety of the delivery queue', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-crash-'));
  const received = new Map<string, number>();
  let total = 0;
  let onRequest = () => {};
  // Fails the first request of each event (500), accepts the rest, so every delivery needs a retry.
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const { eventId } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { eventId: string };
      const seen = received.get(eventId) ?? 0;
      received.set(eventId, seen + 1);
      total++;
      onRequest();
      setTimeout(() => response.writeHead(seen === 0 ? 500 : 200).end(), 3);
    });
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('1 000 pending deliveries survive SIGKILL: none lost, no attempt sent twice, retries at their planned time', async () => {
    const began = performance.now();
    const db = join(dir, 'studio.db');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const filler = start(['enqueue', db, url, String(COUNT)]);
    await filler.until('queued');
    expect(await filler.exited).toBe(0);
    expect(total).toBe(0);
    const first = start(['run', db]);
    // Kill mid-flight: some attempts answered, some on the wire, retries waiting in the queue.
    await new Promise<void>((resolve) => {
      onRequest = () => total >= 400 && resolve();
    });
    first.child.kill('SIGKILL');
    await first.exited;
    onRequest = () => {};
    const sentBeforeRestart = total;

    const second = start(['resume', db]);
    await second.until('idle');
    expect(await second.exited).toBe(0);
    const restartedAt = Number(second.lines.find((l) => l.startsWith('resumed'))!.split(' ')[1]);

    const check = new DatabaseSync(db, { readOnly: true });
    const deliveries = check.prepare('SELECT id, event_id, state FROM webhook_deliveries').all() as {
      id: number;
      event_id: string;
      state: string;
    }[];
    const attempts = check.prepare('SELECT delivery_id, attempt, state, planned_at, sent_at, status FROM webhook_attempts').all() as {
      delivery_id: number;
      attempt: number;
      state: string;
      planned_at: number;
      sent_at: number | null;
      status: number | null;
    }[];
    const queued = (check.prepare('SELECT COUNT(*) AS n FROM webhook_queue').get() as { n: number }).n;
    check.close();

    // None lost: every delivery reached its end, and it was delivered.
    expect(deliveries).toHaveLength(COUNT);
    expect(deliveries.filter((d) => d.state !== 'delivered')).toEqual([]);
    expect(queued).toBe(0);
    expect(received.size).toBe(COUNT);

    // None duplicated per attempt: the receiver saw each event once per attempt that was sent
    // (an interrupted attempt may or may not have arrived, and was never sent again).
    const byDelivery = new Map<number, typeof attempts>();
    for (const a of attempts) byDelivery.set(a.delivery_id, [...(byDelivery.get(a.delivery_id) ?? []), a]);
    let interrupted = 0;
    for (const delivery of deliveries) {
      const own = byDelivery.get(delivery.id)!;
      const done = own.filter((a) => a.state === 'done').length;
      const lost = own.filter((a) => a.state === 'interrupted').length;
      interrupted += lost;
      const got = received.get(delivery.event_id)!;
      expect(got).toBeGreaterThanOrEqual(done);
      expect(got).toBeLessThanOrEqual(done + lost);
      expect(own.map((a) => a.attempt)).toEqual(own.map((_, i) => i + 1));
    }
    expect(sentBeforeRestart).toBeLessThan(total);

    // As planned: no attempt left before its planned time; overdue ones went at once after restart.
    for (const a of attempts) if (a.sent_at !== null) expect(a.sent_at).toBeGreaterThanOrEqual(a.planned_at);
    const overdue = attempts.filter((a) => a.planned_at < restartedAt && a.sent_at !== null && a.sent_at >= restartedAt);
    // The same loose bound as below (a CI run under load sent the last of ~1 000 overdue ones 3.5 s after
    // the restart): it catches overdue attempts left to wait, not how fast a busy machine sends them.
    for (const a of overdue) expect(a.sent_at! - restartedAt).toBeLessThan(10_000);
    // Retries planned after the restart leave close to their time. They share two busy cores with the
    // burst of ~1 000 overdue attempts (and, since the search index moved to a worker thread, with its
    // indexing), so the bound here is loose: it catches a starved scheduler, not lateness, which the
    // bench measures without the burst.
    const onTime = attempts
      .filter((a) => a.planned_at >= restartedAt && a.sent_at !== null)
      .map((a) => a.sent_at! - a.planned_at)
      .sort((x, y) => x - y);
    expect(onTime.length).toBeGreaterThan(0);
    expect(onTime[Math.floor(onTime.length * 0.99)]!).toBeLessThan(10_000);
    console.log(
      `crash test (${Math.round(performance.now() - began)} ms): ${sentBeforeRestart} requests before SIGKILL, ${total - sentBeforeRestart} after; ${interrupted} attempts interrupted; ${overdue.length} overdue fired at restart; ${onTime.length} planned after restart, p99 lateness ${onTime[Math.floor(onTime.length * 0.99)]} ms`,
    );
  }, 60_000); // a few seconds alone; two busy shared cores can stretch it
});
