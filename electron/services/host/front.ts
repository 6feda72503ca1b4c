// The host's side of the public endpoint's front worker (workers/front.worker.ts): its place in a
// workerd configuration, the control request that keeps an installation's state current in it, and
// the journal's end of the exchanges it hands over after each answer (an http.request record with
// its dispatch and the dispatch's logs under it, the shapes the node path journals).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WorkerOptions } from 'miniflare';
import { request } from 'undici';
import { COMPATIBILITY_DATE } from './build.ts';
import { headerRecord, httpMessage, journalPublicRequest, readLimited } from './http-message.ts';
import type { Ledger } from './ledger.ts';
import { parseLogBatch } from './logs.ts';
import type { JournalSink } from './ports.ts';
import {
  FRONT_BATCH_RECORDS,
  FRONT_CONTROL_PATH,
  FRONT_INTEGRATION_BINDING,
  FRONT_JOURNAL_BINDING,
  FRONT_TOKEN_BINDING,
  FRONT_TOKEN_HEADER,
  FRONT_WORKER,
  type FrontExchange,
  type FrontInstallation,
} from './workers/constants.ts';

/** A batch is at most this many exchanges of bounded previews: well under this many bytes. */
const BATCH_BYTES_LIMIT = FRONT_BATCH_RECORDS * 4 * 1024 * 1024;

/** The front worker beside `integration` (a worker's name), reached on its own direct socket. */
export function frontWorkerOptions(
  script: string,
  token: string,
  integration: string,
  journal: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): WorkerOptions {
  return {
    name: FRONT_WORKER,
    modulesRoot: '/front',
    modules: [{ type: 'ESModule', path: '/front/front.js', contents: script }],
    compatibilityDate: COMPATIBILITY_DATE,
    bindings: { [FRONT_TOKEN_BINDING]: token },
    serviceBindings: { [FRONT_INTEGRATION_BINDING]: integration, [FRONT_JOURNAL_BINDING]: { node: journal } },
    unsafeDirectSockets: [{}],
  };
}

/** Sets what the front worker at `origin` knows of one installation; resolves once it is applied there. */
export async function pushInstallation(origin: string, token: string, state: FrontInstallation): Promise<void> {
  const answer = await request(new URL(FRONT_CONTROL_PATH, origin), {
    method: 'POST',
    headers: { [FRONT_TOKEN_HEADER]: token, 'content-type': 'application/json' },
    body: JSON.stringify(state),
  });
  await answer.body.dump();
  if (answer.statusCode !== 204)
    throw new Error(`The public endpoint's front worker refused the installation's state (${answer.statusCode}).`);
}

export interface FrontJournalDeps {
  journal: JournalSink;
  ledger: Pick<Ledger, 'open' | 'commit' | 'logs'>;
  publicEndpoint(installationId: string): string;
  mapStack(stack: string): string;
}

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/**
 * The journal's end of the front worker's batches: each exchange, in the order the batch holds it,
 * becomes the records the node path writes for a public request. Answered once written, so the
 * front worker drops a batch from its queue only when it is in the journal.
 */
export function createFrontJournal(deps: FrontJournalDeps) {
  let counter = 0;
  function record(exchange: FrontExchange) {
    const received = headerRecord(Object.fromEntries(exchange.headers));
    const answerHeaders = Object.fromEntries(exchange.answerHeaders);
    const answer = bytesOf(exchange.answer);
    const parentId = journalPublicRequest(
      deps.journal,
      {
        request: {
          method: exchange.method,
          url: exchange.url,
          ...httpMessage(received, bytesOf(exchange.body), { size: exchange.bodySize }),
        },
        response: { status: exchange.status, ...httpMessage(answerHeaders, answer, { size: exchange.answerSize }) },
        durationMs: exchange.durationMs,
        error: null,
      },
      exchange.installationId,
    );
    // A request turned away before the integration (a paused installation) has no dispatch.
    if (!exchange.envelopeType) return;
    const dispatchId = `f${++counter}`;
    deps.ledger.open(dispatchId);
    if (exchange.logs) deps.ledger.logs(dispatchId, parseLogBatch(exchange.logs, deps.mapStack));
    deps.ledger.commit(dispatchId, () => ({
      kind: 'dispatch',
      ts: exchange.startedAt,
      status: exchange.status < 400 ? 'ok' : 'error',
      summary: `fetch → ${exchange.status}`,
      installationId: exchange.installationId,
      parentId,
      data: {
        request: {
          method: 'POST',
          url: `${deps.publicEndpoint(exchange.installationId)}/v1`,
          ...httpMessage({ 'content-type': exchange.envelopeType }, bytesOf(exchange.envelope), { size: exchange.envelopeSize }),
        },
        response: { status: exchange.status, ...httpMessage(answerHeaders, answer, { size: exchange.answerSize }) },
        durationMs: exchange.durationMs,
        error: null,
        eventType: 'fetch',
        dispatchId,
        phases: { buildWaitMs: 0, envelopeMs: 0, startWaitMs: 0 },
      },
    }));
  }
  return async function journal(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const batch = JSON.parse(Buffer.from(await readLimited(request, BATCH_BYTES_LIMIT)).toString('utf8')) as FrontExchange[];
    for (const exchange of batch) record(exchange);
    response.writeHead(204).end();
  };
}
