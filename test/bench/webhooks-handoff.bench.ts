// The ceiling of moving the webhook bookkeeping to a second thread. The durable queue commits each
// attempt as `sending` before a byte goes out, so with the database on a worker thread every request
// waits for a claim from that thread and reports its answer back to it. This runs exactly that
// handoff with no database at all (the worker only counts), claims handed out up to 128 ahead and
// answers sent back in 1 ms batches (the best of the settings tried; handing off through shared memory
// instead of messages measured the same), against the bare undici POST loop at the same concurrency to
// the same in-process keep-alive receiver. Whatever the worker did on top of this would only lower the
// figure.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMainThread, MessageChannel, parentPort, Worker, workerData, type MessagePort } from 'node:worker_threads';
import { Agent, request } from 'undici';
import { report } from './report.ts';

const CONCURRENCY = 32;
const REQUESTS = 4000;
const AHEAD = 128;
const body = JSON.stringify({ eventId: crypto.randomUUID(), type: 'page_feedback', padding: 'x'.repeat(480) });
const headers = { 'content-type': 'application/json', 'x-platform-signature': `t=1800000000,v1=${'0'.repeat(64)}` };

/** The claimer: hands out request numbers, at most AHEAD unanswered, and counts the answers. */
function claimer(total: number, port: MessagePort) {
  let next = 0;
  let answered = 0;
  let outstanding = 0;
  const claim = () => {
    const ids: number[] = [];
    while (outstanding < AHEAD && next < total) {
      ids.push(next++);
      outstanding++;
    }
    if (ids.length) port.postMessage({ claimed: ids });
  };
  port.on('message', (message: { answers: { id: number; status: number }[] }) => {
    answered += message.answers.length;
    outstanding -= message.answers.length;
    if (answered === total) port.postMessage({ done: true });
    else claim();
  });
  claim();
}

if (!isMainThread) {
  claimer(workerData as number, parentPort!);
} else {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  const bare = async () => {
    const agent = new Agent({ connections: CONCURRENCY });
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < REQUESTS) await (await request(url, { method: 'POST', body, headers, dispatcher: agent })).body.text();
      }),
    );
    const rate = REQUESTS / ((performance.now() - start) / 1000);
    await agent.close();
    return rate;
  };

  /** The handoff with the claimer on a worker thread, or (the control) on this thread behind a MessageChannel. */
  const handedOff = (where: 'worker' | 'same thread') =>
    new Promise<number>((resolve, reject) => {
      const agent = new Agent({ connections: CONCURRENCY });
      let worker: Worker | MessagePort;
      let stop: () => Promise<unknown>;
      if (where === 'worker') {
        const thread = new Worker(new URL(import.meta.url), { workerData: REQUESTS });
        thread.on('error', reject);
        worker = thread;
        stop = () => thread.terminate();
      } else {
        const channel = new MessageChannel();
        claimer(REQUESTS, channel.port1);
        worker = channel.port2;
        stop = async () => {
          channel.port1.close();
          channel.port2.close();
        };
      }
      const ready: number[] = [];
      let answers: { id: number; status: number }[] = [];
      let flushTimer: NodeJS.Timeout | null = null;
      let onWire = 0;
      const start = performance.now();
      const flush = () => {
        flushTimer = null;
        worker.postMessage({ answers });
        answers = [];
      };
      const pump = () => {
        while (onWire < CONCURRENCY && ready.length) {
          const id = ready.shift()!;
          onWire++;
          void request(url, { method: 'POST', body, headers, dispatcher: agent })
            .then(async (response) => {
              await response.body.text();
              onWire--;
              answers.push({ id, status: response.statusCode });
              flushTimer ??= setTimeout(flush, 1);
              pump();
            })
            .catch(reject);
        }
      };
      worker.on('message', (message: { claimed?: number[]; done?: boolean }) => {
        if (message.done) {
          const rate = REQUESTS / ((performance.now() - start) / 1000);
          void stop().then(() => agent.close().then(() => resolve(rate)));
          return;
        }
        ready.push(...message.claimed!);
        pump();
      });
    });

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  await bare(); // warm-up
  const bareRates: number[] = [];
  const handoffRates: number[] = [];
  const sameThreadRates: number[] = [];
  for (let round = 0; round < 3; round++) {
    bareRates.push(await bare());
    handoffRates.push(await handedOff('worker'));
    sameThreadRates.push(await handedOff('same thread'));
  }
  report({
    name: `ceiling: each request claimed by a worker thread`,
    value: median(handoffRates),
    unit: 'req/s',
    baselineName: 'bare undici POST loop',
    baseline: median(bareRates),
    better: 'higher',
  });
  // The control: the same messages and batching with the claimer on this thread. Near 1× here means the
  // figure above is the price of the second thread, not of the pattern.
  report({
    name: `  control: the same handoff on one thread`,
    value: median(sameThreadRates),
    unit: 'req/s',
    baselineName: 'bare undici POST loop',
    baseline: median(bareRates),
    better: 'higher',
  });
  server.closeAllConnections();
  server.close();
}
