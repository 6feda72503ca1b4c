// Webhooks: (1) signed deliveries/s through the durable queue with the journal on, against a bare
// undici POST loop at the same concurrency to the same keep-alive receiver in its own process,
// answering in 20 ms, 5 ms and at once; then where the time goes at 0 ms (receiver in process): the
// same bookkeeping with the network faked, and the floor of its SQLite writes; (2) p99
// lateness of 1 000 pending retries against their planned time, next to bare setTimeout timers
// planned the same way; (3) receiver verifications/s against a bare Node HTTP server that only reads
// the body. Throughput figures are medians of interleaved rounds.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { createBus } from '../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../electron/services/journal/database.ts';
import { createJournal, type Journal } from '../../electron/services/journal/journal.ts';
import { createReceiver, startReceiverServer } from '../../electron/services/webhooks/receiver.ts';
import type { SentAttempt } from '../../electron/services/webhooks/http.ts';
import { createWebhookService } from '../../electron/services/webhooks/service.ts';
import { createStore } from '../../electron/services/webhooks/store.ts';
import { createSchema } from '../../electron/services/journal/schema.ts';
import { DEFAULT_POLICY } from '../../shared/webhooks/policy.ts';
import { generatePayload } from '../../shared/webhooks/payloads.ts';
import { sign } from '../../shared/webhooks/signature.ts';
import { remoteReceiver } from './remote-receiver.ts';
import { percentile, report } from './report.ts';

const CONCURRENCY = 32;
const DELIVERIES = 2000;
const PENDING = 1000;
const SECRET = 'bench-secret-0123456789abcdef';
const dir = mkdtempSync(join(tmpdir(), 'webhooks-bench-'));
let ok = true;

async function listen(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}

// A receiver that reads the body and answers 200, shared by both sides of figure 1.
const sink = await listen((req, res) => {
  req.resume();
  req.on('end', () => res.end('ok'));
});
const bodies = Array.from({ length: DELIVERIES }, () => JSON.stringify(generatePayload('page_feedback')));

async function bareUndici(url = sink.url, count = DELIVERIES): Promise<number> {
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: CONCURRENCY });
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const body = bodies[next++]!;
        const response = await request(url, {
          method: 'POST',
          body,
          dispatcher: agent,
          headers: { 'content-type': 'application/json', 'x-platform-signature': 't=1,v1=0' },
        });
        await response.body.text();
      }
    }),
  );
  const rate = count / ((performance.now() - start) / 1000);
  await agent.close();
  return rate;
}

/** The queue's own cost, without the journal's records and search index (for comparison only). */
function noJournal(): Journal {
  let id = 0;
  return {
    registerSecret() {},
    flush() {},
    holdIndexing: () => () => {},
    writing: <T>(fn: () => T) => fn(),
    append: (record: { kind: string }) => ({ ...record, id: ++id }),
  } as unknown as Journal;
}

/** What a receiver answering 200 at once looks like to the queue, without a socket. */
async function fakeAnswer(input: { url: string; body: string; signatureHeader: string }): Promise<SentAttempt> {
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'PlatformWebhooks/1.0',
    'x-platform-signature': input.signatureHeader,
  };
  return {
    outcome: { status: 200 },
    exchange: {
      request: {
        method: 'POST',
        url: input.url,
        headers,
        body: input.body,
        bodyEncoding: 'utf8',
        bodySize: input.body.length,
        truncated: false,
      },
      response: {
        status: 200,
        headers: { connection: 'keep-alive', 'content-length': '2', date: new Date().toUTCString(), 'keep-alive': 'timeout=30' },
        body: 'ok',
        bodyEncoding: 'utf8',
        bodySize: 2,
        truncated: false,
      },
      durationMs: 0.5,
      error: null,
    },
  };
}

async function queued(file: string, { journalOn = true, network = true, url = sink.url, count = DELIVERIES } = {}): Promise<number> {
  const db = openDatabaseFile(join(dir, file));
  const service = createWebhookService({
    db,
    journal: journalOn ? createJournal(db, createBus()) : noJournal(),
    concurrency: CONCURRENCY,
    post: network ? undefined : fakeAnswer,
  });
  const start = performance.now();
  for (let i = 0; i < count; i += CONCURRENCY) {
    await Promise.all(
      bodies.slice(i, Math.min(i + CONCURRENCY, count)).map((bodyText) => service.sendTo({ url, secret: SECRET, bodyText })),
    );
  }
  await service.idle();
  const rate = count / ((performance.now() - start) / 1000);
  const failed = service.deliveries({ limit: 500 }).filter((d) => d.state !== 'delivered').length;
  if (failed) throw new Error(`${failed} bench deliveries failed`);
  await service.dispose();
  db.close();
  return rate;
}

/**
 * The floor under the queue: the rows one delivery leaves (event, delivery, attempt and queue entry,
 * the claim, the result, and three journal rows of the real sizes) written by the store's prepared
 * statements straight, 32 deliveries a transaction as the queue groups them, with no scheduling, no
 * records built and no network. No implementation that commits each attempt before sending it writes less.
 */
function durableRowsAlone(file: string): number {
  const db = openDatabaseFile(join(dir, file));
  const store = createStore(db);
  createSchema(db);
  const insertRecord = db.prepare(
    'INSERT INTO records (ts, kind, status, summary, parent_id, data, event_type, http_status, duration_ms, event_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const signatureHeader = `t=1800000000,v1=${'0'.repeat(64)}`;
  const start = performance.now();
  for (let i = 0; i < DELIVERIES; i += CONCURRENCY) {
    const batch = bodies.slice(i, i + CONCURRENCY);
    db.exec('BEGIN IMMEDIATE');
    for (const body of batch) {
      const { eventId } = JSON.parse(body) as { eventId: string };
      const now = Date.now();
      const event = insertRecord.run(now, 'webhook.event', 'info', 'page_feedback', null, body, 'page_feedback', null, null, eventId);
      store.insertEvent({ eventId, type: 'page_feedback', body, createdAt: now, journalId: Number(event.lastInsertRowid) });
      const delivery = insertRecord.run(
        now,
        'webhook.delivery',
        'pending',
        sink.url,
        event.lastInsertRowid,
        signatureHeader,
        'page_feedback',
        null,
        null,
        eventId,
      );
      store.insertDelivery({
        eventId,
        webhookId: null,
        url: sink.url,
        signatureHeader,
        policy: DEFAULT_POLICY,
        createdAt: now,
        journalId: Number(delivery.lastInsertRowid),
        plannedAt: now,
      });
    }
    const claimed = store.claimDue(Date.now() + 1, CONCURRENCY);
    db.exec('COMMIT');
    db.exec('BEGIN IMMEDIATE');
    for (const item of claimed) {
      const attempt = insertRecord.run(
        Date.now(),
        'webhook.attempt',
        'ok',
        'attempt 1 → 200',
        item.deliveryJournalId,
        `${item.body}${signatureHeader}`,
        null,
        200,
        0.5,
        item.eventId,
      );
      store.recordAttempt(
        item.deliveryId,
        1,
        {
          state: 'done',
          sentAt: item.sentAt,
          finishedAt: Date.now(),
          status: 200,
          error: null,
          retryable: false,
          reason: 'delivered',
          durationMs: 0.5,
          journalId: Number(attempt.lastInsertRowid),
          sentUrl: item.url,
        },
        { next: null, outcome: 'delivered', why: 'delivered' },
      );
    }
    db.exec('COMMIT');
  }
  const rate = DELIVERIES / ((performance.now() - start) / 1000);
  db.close();
  return rate;
}

// Rounds interleave the loops and each figure is the median of its rounds, so a burst of
// other work on a shared machine moves one round, not the figure.
const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
// (1) Against a receiver in its own process answering in 20 ms (a typical handler: a database write or
// two), 5 ms and at once. Both loops are bound by the receiver at 20 and 5 ms: the ratio says whether
// the queue keeps its slots busy while committing every attempt before it is sent.
for (const latencyMs of [20, 5, 0]) {
  const receiver = await remoteReceiver(latencyMs);
  const count = latencyMs > 0 ? CONCURRENCY * 40 : DELIVERIES;
  // Warm-up, one unmeasured round of each loop: connections open on both sides, and the queue's code
  // is compiled by the JIT as it is in a studio that has been running (a first round measured
  // 0.63–0.69× at 5 ms where the rounds after it reached 0.77–0.80×). A cold `webhook send` pays that
  // round once per process; `integration-studio webhook send --count` prints its own figures.
  await bareUndici(receiver.url, count);
  await queued(`remote-${latencyMs}-warm.db`, { url: receiver.url, count });
  const bareRates: number[] = [];
  const oursRates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareRates.push(await bareUndici(receiver.url, count));
    oursRates.push(await queued(`remote-${latencyMs}-${round}.db`, { url: receiver.url, count }));
  }
  const met = report({
    name: `signed deliveries/s, receiver answering in ${latencyMs} ms`,
    value: median(oursRates),
    unit: 'req/s',
    baselineName: `bare undici POST loop (${CONCURRENCY} in flight)`,
    baseline: median(bareRates),
    better: 'higher',
    // 20 ms: ≥ 0.95× (issue 16). 5 ms: ≥ 0.8× (issue 32; issue 16's 0.95 there ended blocked on two cores).
    target: latencyMs === 20 ? { ratio: 0.95 } : latencyMs === 5 ? { ratio: 0.8 } : undefined,
  });
  ok = met && ok;
  receiver.close();
}

await bareUndici(); // warm-up
const rounds = { bare: [] as number[], ownCost: [] as number[], offline: [] as number[], floor: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  rounds.bare.push(await bareUndici());
  rounds.ownCost.push(await queued(`throughput-nojournal-${round}.db`, { journalOn: false }));
  rounds.offline.push(await queued(`throughput-offline-${round}.db`, { network: false }));
  rounds.floor.push(durableRowsAlone(`throughput-floor-${round}.db`));
}
const bare = median(rounds.bare);
const ownCost = median(rounds.ownCost);

report({
  name: `  journal off, receiver in process, 0 ms`,
  value: ownCost,
  unit: 'req/s',
  baselineName: 'bare undici POST loop',
  baseline: bare,
  better: 'higher',
});

// Where the time goes. The bare loop is one thread doing both ends of each request; these two run with
// no network at all, so a ratio under 1× means the durable work alone costs more than a whole request.
report({
  name: '  bookkeeping alone (queue + journal, no network)',
  value: median(rounds.offline),
  unit: 'req/s',
  baselineName: 'bare undici POST loop',
  baseline: bare,
  better: 'higher',
});
report({
  name: '  durable rows alone (bare statements, 32 a commit)',
  value: median(rounds.floor),
  unit: 'req/s',
  baselineName: 'bare undici POST loop',
  baseline: bare,
  better: 'higher',
});

// (2) 1 000 attempts pending, planned over 4 s from now; the queue restarts on the database.
async function lateness(journalOn: boolean): Promise<{ p99: number; bareP99: number }> {
  const file = join(dir, `lateness-${journalOn}.db`);
  const filler = openDatabaseFile(file);
  const fillerJournal = createJournal(filler, createBus());
  const paused = createWebhookService({ db: filler, journal: fillerJournal, paused: true });
  for (let i = 0; i < PENDING; i += 100) {
    await Promise.all(bodies.slice(i, i + 100).map((bodyText) => paused.sendTo({ url: sink.url, secret: SECRET, bodyText })));
  }
  await paused.dispose();
  const base = Date.now() + 500;
  const planned = Array.from({ length: PENDING }, () => base + Math.floor(Math.random() * 4000));
  filler.exec('BEGIN');
  const setAttempt = filler.prepare('UPDATE webhook_attempts SET planned_at = ? WHERE delivery_id = ? AND attempt = 1');
  const setQueue = filler.prepare('UPDATE webhook_queue SET due_at = ? WHERE delivery_id = ?');
  planned.forEach((at, i) => {
    setAttempt.run(at, i + 1);
    setQueue.run(at, i + 1);
  });
  filler.exec('COMMIT');
  fillerJournal.close();
  filler.close();

  const bareLateness: number[] = [];
  const timers = Promise.all(
    planned.map((at) => new Promise<void>((resolve) => setTimeout(() => (bareLateness.push(Date.now() - at), resolve()), at - Date.now()))),
  );
  await timers;

  const rebase = Date.now() + 500 - base;
  const db = openDatabaseFile(file);
  db.exec('BEGIN');
  db.exec(`UPDATE webhook_attempts SET planned_at = planned_at + ${rebase}; UPDATE webhook_queue SET due_at = due_at + ${rebase};`);
  db.exec('COMMIT');
  const journal = journalOn ? createJournal(db, createBus()) : null;
  const service = createWebhookService({ db, journal: journal ?? noJournal(), concurrency: CONCURRENCY });
  await service.idle();
  const lateness = service
    .deliveries({ limit: PENDING })
    .flatMap((d) => d.attempts)
    .map((a) => a.sentAt! - a.plannedAt);
  await service.dispose();
  journal?.close();
  db.close();
  return { p99: percentile(lateness, 99), bareP99: percentile(bareLateness, 99) };
}

{
  const on = await lateness(true);
  ok =
    report({
      name: `p99 lateness of ${PENDING} pending attempts vs planned`,
      value: Math.max(on.p99, 0.001),
      unit: 'ms',
      baselineName: 'bare setTimeout p99',
      baseline: Math.max(on.bareP99, 0.001),
      better: 'lower',
      target: { absolute: 10 },
    }) && ok;
  const off = await lateness(false);
  report({
    name: '  same, journal off',
    value: Math.max(off.p99, 0.001),
    unit: 'ms',
    baselineName: 'bare setTimeout p99',
    baseline: Math.max(off.bareP99, 0.001),
    better: 'lower',
  });
}

// (3) Receiver verifications/s: the studio's receiver (read, verify, dedupe, answer) vs a server that only reads.
{
  const receiver = createReceiver({ name: 'bench', secret: SECRET });
  const served = await startReceiverServer(receiver);
  const signed = await Promise.all(bodies.map(async (body) => ({ body, header: (await sign(SECRET, body)).header })));
  const blast = async (url: string) => {
    const agent = new Agent({ keepAliveTimeout: 10_000, connections: CONCURRENCY });
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < signed.length) {
          const { body, header } = signed[next++]!;
          const response = await request(url, {
            method: 'POST',
            body,
            dispatcher: agent,
            headers: { 'content-type': 'application/json', 'x-platform-signature': header },
          });
          await response.body.text();
          if (response.statusCode !== 200) throw new Error(`receiver answered ${response.statusCode}`);
        }
      }),
    );
    await agent.close();
    return signed.length / ((performance.now() - start) / 1000);
  };
  await blast(served.url);
  const bareRates: number[] = [];
  const receiverRates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareRates.push(await blast(sink.url));
    receiverRates.push(await blast(served.url));
  }
  const bareRate = median(bareRates);
  const receiverRate = median(receiverRates);
  report({
    name: 'receiver verifications/s',
    value: receiverRate,
    unit: 'req/s',
    baselineName: 'bare node:http read+200',
    baseline: bareRate,
    better: 'higher',
  });
  await served.close();
}

for (const { server } of [sink]) {
  server.closeAllConnections();
  server.close();
}
rmSync(dir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
