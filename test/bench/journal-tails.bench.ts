// Short tails after a burst: an HTTP handler that journals three records an answer (as a dispatch
// does: request, log, response) on a journal in a file, measured at c=1 before and right after 10 s
// at 16 in flight. The burst leaves a backlog of search-index work; the figures say how much of it
// the answers feel. Loopback only, bounded time; the "before" figures are this run's baseline.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { createBus } from '../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../electron/services/journal/database.ts';
import { createJournal } from '../../electron/services/journal/journal.ts';
import { percentile, report } from './report.ts';

const folder = mkdtempSync(join(tmpdir(), 'journal-tails-'));
const db = openDatabaseFile(join(folder, 'journal.db'));
const journal = createJournal(db, createBus());
const body = JSON.stringify({ ok: true, items: Array.from({ length: 20 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'] })) });
let n = 0;
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const id = ++n;
    const request = journal.append({
      kind: 'log',
      status: 'info',
      summary: `GET /items ${id}`,
      data: { level: 'info', message: `request ${id} /items?page=${id}` },
    });
    journal.append({
      kind: 'log',
      status: 'info',
      summary: `handler log ${id}`,
      data: { level: 'info', message: `looked up ${id} items for user-${id % 97}` },
      parentId: request.id,
    });
    journal.append({ kind: 'log', status: 'ok', summary: `200 ${id}`, data: { level: 'info', message: body }, parentId: request.id });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/items`;
const dispatcher = new Agent({ connections: 16 });

async function load(inFlight: number, ms: number) {
  const latencies: number[] = [];
  const until = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const answer = await request(url, { dispatcher });
        await answer.body.text();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { perSecond: (latencies.length / (performance.now() - started)) * 1000, p99: percentile(latencies, 99) };
}

try {
  await load(1, 1_000); // warm-up
  const before = await load(1, 3_000);
  await load(16, 10_000);
  const after = await load(1, 3_000);
  let ok = report({
    name: 'c=1 req/s right after 10 s at 16 in flight',
    unit: 'req/s',
    baselineName: 'before the burst',
    better: 'higher',
    target: { ratio: 0.9 },
    value: after.perSecond,
    baseline: before.perSecond,
  });
  ok =
    report({
      name: 'c=1 p99 right after 10 s at 16 in flight',
      unit: 'ms',
      baselineName: 'before the burst',
      better: 'lower',
      target: { ratio: 1.5 },
      value: after.p99,
      baseline: before.p99,
    }) && ok;
  process.exitCode = ok ? 0 : 1;
} finally {
  await dispatcher.close();
  server.close();
  journal.close();
  db.close();
  rmSync(folder, { recursive: true, force: true });
}
