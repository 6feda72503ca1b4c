// What room a 32-in-flight sender has for bookkeeping before it falls below 0.95× a bare undici loop
// (issue 16's target), and whether a second thread makes room. Three figures, each against the bare
// loop in the same run:
//
// (1) The main-thread budget at 5 ms: the bare loop with W µs of other work on its thread per answer,
//     done once per turn of the event loop for the turn's answers (as the queue's group commits are),
//     to a receiver in its own process answering in 5 ms. Any durable bookkeeping on the main thread
//     must fit in W; the store's statements alone cost ~60 µs a delivery ("durable rows alone" in
//     webhooks.bench.ts).
// (2) The handoff at 5 ms: the durable queue commits each attempt as `sending` before a byte goes out,
//     so with its database on a worker thread every request is claimed there and its answer reported
//     back. This runs exactly that handoff with no database at all: claims carry the body and
//     signature as the queue's do, answers carry the exchange as the journal's attempt record does,
//     claims run up to 64 ahead (the queue's two rounds of 32) and answers go back once per turn. The
//     worker is up before the clock starts. Whatever the worker did on top of this would only lower it.
// (3) The same handoff with the receiver in this process answering at once (CPU-bound), next to the
//     same messages on one thread as a control: near 1× there means the figure is the price of the
//     second thread, not of the pattern.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMainThread, MessageChannel, parentPort, Worker, workerData, type MessagePort } from 'node:worker_threads';
import { Agent, request } from 'undici';
import { remoteReceiver } from './remote-receiver.ts';
import { report } from './report.ts';

const CONCURRENCY = 32;
const AHEAD = 2 * CONCURRENCY;
const body = JSON.stringify({ eventId: crypto.randomUUID(), type: 'page_feedback', padding: 'x'.repeat(480) });
const signatureHeader = `t=1800000000,v1=${'0'.repeat(64)}`;
const headers = { 'content-type': 'application/json', 'x-platform-signature': signatureHeader };

interface Claim {
  deliveryId: number;
  attempt: number;
  plannedAt: number;
  eventId: string;
  url: string;
  body: string;
  signatureHeader: string;
}

/** The claimer: hands out attempts, at most AHEAD unanswered, and counts the answers. */
function claimer(total: number, port: MessagePort) {
  let next = 0;
  let answered = 0;
  let outstanding = 0;
  const claim = () => {
    const claimed: Claim[] = [];
    while (outstanding < AHEAD && next < total) {
      claimed.push({ deliveryId: next++, attempt: 1, plannedAt: Date.now(), eventId: crypto.randomUUID(), url: '', body, signatureHeader });
      outstanding++;
    }
    if (claimed.length) port.postMessage({ claimed });
  };
  port.on('message', (message: { start?: true; answers?: unknown[] }) => {
    if (message.start) return claim();
    answered += message.answers!.length;
    outstanding -= message.answers!.length;
    if (answered === total) port.postMessage({ done: true });
    else claim();
  });
  port.postMessage({ up: true });
}

if (!isMainThread) {
  claimer(workerData as number, parentPort as unknown as MessagePort);
} else {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const spin = (us: number) => {
    const end = performance.now() + us / 1000;
    while (performance.now() < end);
  };

  /**
   * The bare loop; given `workUs`, each answer also owes that much other work, done once per turn for
   * the turn's answers (0: the per-turn callback alone, the control for the others).
   */
  const bare = async (url: string, count: number, workUs?: number) => {
    const agent = new Agent({ connections: CONCURRENCY });
    let next = 0;
    let owed: number | null = null;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < count) {
          await (await request(url, { method: 'POST', body, headers, dispatcher: agent })).body.text();
          if (workUs === undefined) continue;
          if (owed === null)
            setImmediate(() => {
              const us = owed!;
              owed = null;
              spin(us);
            });
          owed = (owed ?? 0) + workUs;
        }
      }),
    );
    const rate = count / ((performance.now() - start) / 1000);
    await agent.close();
    return rate;
  };

  /** Requests claimed by the claimer on a worker thread, or (the control) on this thread behind a MessageChannel. */
  const handedOff = async (url: string, count: number, where: 'worker' | 'same thread') => {
    let port: Worker | MessagePort;
    let stop: () => Promise<unknown>;
    if (where === 'worker') {
      const thread = new Worker(new URL(import.meta.url), { workerData: count });
      port = thread;
      stop = () => thread.terminate();
    } else {
      const channel = new MessageChannel();
      claimer(count, channel.port1);
      port = channel.port2;
      stop = async () => {
        channel.port1.close();
        channel.port2.close();
      };
    }
    await new Promise((resolve) => port.once('message', resolve)); // the thread is up
    const agent = new Agent({ connections: CONCURRENCY });
    const rate = await new Promise<number>((resolve, reject) => {
      const ready: Claim[] = [];
      let answers: unknown[] = [];
      let onWire = 0;
      const start = performance.now();
      const pump = () => {
        while (onWire < CONCURRENCY && ready.length) {
          const item = ready.shift()!;
          onWire++;
          const sentAt = Date.now();
          void request(url, { method: 'POST', body: item.body, headers, dispatcher: agent })
            .then(async (response) => {
              const text = await response.body.text();
              onWire--;
              pump();
              if (answers.length === 0) setImmediate(() => (port.postMessage({ answers }), (answers = [])));
              answers.push({
                deliveryId: item.deliveryId,
                attempt: item.attempt,
                sentAt,
                finishedAt: Date.now(),
                outcome: { status: response.statusCode },
                exchange: {
                  request: { method: 'POST', url, headers, body: item.body, bodyEncoding: 'utf8', bodySize: item.body.length },
                  response: {
                    status: response.statusCode,
                    headers: response.headers,
                    body: text,
                    bodyEncoding: 'utf8',
                    bodySize: text.length,
                  },
                  durationMs: Date.now() - sentAt,
                  error: null,
                },
              });
            })
            .catch(reject);
        }
      };
      port.on('message', (message: { claimed?: Claim[]; done?: true }) => {
        if (message.done) return resolve(count / ((performance.now() - start) / 1000));
        ready.push(...message.claimed!);
        pump();
      });
      port.postMessage({ start: true });
    });
    await stop();
    await agent.close();
    return rate;
  };

  const ROUNDS = 5;
  // (1) and (2): a receiver in its own process answering in 5 ms.
  {
    const receiver = await remoteReceiver(5);
    const count = CONCURRENCY * 40;
    await bare(receiver.url, count); // warm-up: connections open, code compiled
    await handedOff(receiver.url, count, 'worker');
    const rates = { bare: [] as number[], handoff: [] as number[], budget: new Map<number, number[]>() };
    const budgets = [0, 10, 25, 50];
    for (let round = 0; round < ROUNDS; round++) {
      rates.bare.push(await bare(receiver.url, count));
      for (const workUs of budgets)
        rates.budget.set(workUs, [...(rates.budget.get(workUs) ?? []), await bare(receiver.url, count, workUs)]);
      rates.handoff.push(await handedOff(receiver.url, count, 'worker'));
    }
    const baseline = median(rates.bare);
    for (const workUs of budgets)
      report({
        name: workUs ? `5 ms: bare loop + ${workUs} µs of main-thread work an answer` : `5 ms: bare loop + the per-turn callback alone`,
        value: median(rates.budget.get(workUs)!),
        unit: 'req/s',
        baselineName: 'bare undici POST loop',
        baseline,
        better: 'higher',
      });
    report({
      name: '5 ms: each request claimed by a worker thread',
      value: median(rates.handoff),
      unit: 'req/s',
      baselineName: 'bare undici POST loop',
      baseline,
      better: 'higher',
    });
    receiver.close();
  }

  // (3) The receiver in this process answering at once.
  {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const count = 4000;
    await bare(url, count); // warm-up
    const rates = { bare: [] as number[], worker: [] as number[], sameThread: [] as number[] };
    for (let round = 0; round < 3; round++) {
      rates.bare.push(await bare(url, count));
      rates.worker.push(await handedOff(url, count, 'worker'));
      rates.sameThread.push(await handedOff(url, count, 'same thread'));
    }
    report({
      name: '0 ms in process: each request claimed by a worker thread',
      value: median(rates.worker),
      unit: 'req/s',
      baselineName: 'bare undici POST loop',
      baseline: median(rates.bare),
      better: 'higher',
    });
    report({
      name: '  control: the same handoff on one thread',
      value: median(rates.sameThread),
      unit: 'req/s',
      baselineName: 'bare undici POST loop',
      baseline: median(rates.bare),
      better: 'higher',
    });
    server.closeAllConnections();
    server.close();
  }
}
