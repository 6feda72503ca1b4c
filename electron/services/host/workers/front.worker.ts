// The public endpoint's front, inside the integration's workerd: a raw request to
// `/i/<installation>/…` becomes the platform's envelope (the event, the environment part the host
// pushed, the exact body bytes), built with the same FormData serialisation the host uses, and goes
// to the integration over a service binding; its answer goes straight back to the client. The
// exchange is handed to the host's journal (a Node service) after the answer, in batches, in the
// order the answers were given; nothing is dropped: past FRONT_PENDING_RECORDS an answer waits for
// the queue to drain.
// The host keeps each installation's state current with control requests carrying the runtime's
// front token; a push is applied before its control request is answered, so a request sent after the
// host's push returned is built from the new state.
import { PUBLIC_CONTENT_CSP } from '../../../../shared/security/csp.ts';
import { BODY_LIMIT_BYTES } from '../limits.ts';
import {
  ANSWERED_HEADER,
  FRONT_BATCH_RECORDS,
  FRONT_CONTROL_PATH,
  FRONT_INTEGRATION_BINDING,
  FRONT_JOURNAL_BINDING,
  FRONT_PENDING_RECORDS,
  FRONT_TOKEN_BINDING,
  FRONT_TOKEN_HEADER,
  HOP_BY_HOP_HEADERS,
  LOGS_HEADER,
  publicBodyTooLarge,
  TOO_LARGE_HEADER,
  type FrontExchange,
  type FrontInstallation,
} from './constants.ts';

interface FrontEnv {
  [FRONT_INTEGRATION_BINDING]: Fetcher;
  [FRONT_JOURNAL_BINDING]: Fetcher;
  [FRONT_TOKEN_BINDING]: string;
}

const HOP_BY_HOP = new Set(HOP_BY_HOP_HEADERS);
/** The journal keeps this much of each body (BODY_PREVIEW_LIMIT, shared/journal/records.ts). */
const PREVIEW_BYTES = 64 * 1024;
const MB = 1024 * 1024;
const CRLF = new Uint8Array([13, 10]);
const DRAIN_BYTES = 2 * BODY_LIMIT_BYTES;
/** Posts to the journal tried in a row, 50 ms apart, before a flush gives up until the next answer. */
const FLUSH_TRIES = 100;

const installations = new Map<string, FrontInstallation>();
const pending: FrontExchange[] = [];
let flushing: Promise<void> | null = null;
let drained: (() => void)[] = [];

function json(status: number, body: unknown, close = false): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (close) headers.connection = 'close';
  return new Response(JSON.stringify(body), { status, headers });
}

function base64(bytes: Uint8Array): string {
  let text = '';
  const kept = bytes.subarray(0, PREVIEW_BYTES);
  for (let i = 0; i < kept.byteLength; i += 0x8000) text += String.fromCharCode(...kept.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * The request body, or null when it passes the limit (counted as it streams: a declared length may
 * lie). Past the limit the rest is read and dropped, up to DRAIN_BYTES, so the client, still sending,
 * reads the 413 instead of a reset connection (workerd resets one whose body was left unread).
 */
async function readBody(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > DRAIN_BYTES) {
      await reader.cancel();
      return null;
    }
    if (size <= BODY_LIMIT_BYTES) chunks.push(value);
  }
  if (size > BODY_LIMIT_BYTES) return null;
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

/**
 * The platform's envelope for one public request: the same parts, in the same order, as the host's
 * `deliver` builds (event, environment, fetch-body), serialised by the runtime's FormData.
 */
async function envelopeOf(
  event: { method: string; url: string; headers: Record<string, string> },
  environment: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<{ type: string; bytes: Uint8Array<ArrayBuffer> }> {
  const form = new FormData();
  form.set('event', JSON.stringify({ type: 'fetch', request: event }));
  form.set('environment', environment);
  // Named as Node's FormData names a Blob, and ended with the line break Node's serialisation ends on.
  form.set('fetch-body', new Blob([body]), 'blob');
  const envelope = new Response(form);
  const serialised = new Uint8Array(await envelope.arrayBuffer());
  const bytes = new Uint8Array(serialised.byteLength + 2);
  bytes.set(serialised, 0);
  bytes.set(CRLF, serialised.byteLength);
  return { type: envelope.headers.get('content-type')!, bytes };
}

/** Hands what is queued to the journal, oldest first, a batch at a time, until the queue is empty. */
function flush(env: FrontEnv): Promise<void> {
  flushing ??= (async () => {
    let failures = 0;
    while (pending.length && failures < FLUSH_TRIES) {
      const batch = pending.slice(0, FRONT_BATCH_RECORDS);
      try {
        const answer = await env[FRONT_JOURNAL_BINDING].fetch(
          new Request('http://journal/', { method: 'POST', body: JSON.stringify(batch) }),
        );
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`the journal answered ${answer.status}`);
      } catch {
        // Kept, in order: the host may be between runtimes. Past FLUSH_TRIES the next answer's flush tries again.
        failures++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      failures = 0;
      pending.splice(0, batch.length);
      const waiting = drained;
      drained = [];
      for (const wake of waiting) wake();
    }
  })().finally(() => (flushing = null));
  return flushing;
}

/** What an exchange that reached no integration carries in the envelope's and body's place. */
const NO_DISPATCH = { body: '', bodySize: 0, envelopeType: '', envelope: '', envelopeSize: 0, logs: '', durationMs: 0 };

/** Queues an exchange for the journal (waiting while the queue is full) and has it flushed after the answer. */
async function journalAfter(env: FrontEnv, ctx: ExecutionContext, exchange: FrontExchange): Promise<void> {
  if (pending.length >= FRONT_PENDING_RECORDS) await new Promise<void>((resolve) => drained.push(resolve));
  pending.push(exchange);
  ctx.waitUntil(flush(env));
}

async function control(request: Request, env: FrontEnv): Promise<Response> {
  if (request.headers.get(FRONT_TOKEN_HEADER) !== env[FRONT_TOKEN_BINDING])
    return json(403, { error: 'Only the studio may set the front.' });
  const next = (await request.json()) as FrontInstallation;
  const known = installations.get(next.installationId);
  if (!known || known.version <= next.version) installations.set(next.installationId, next);
  return new Response(null, { status: 204 });
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname === FRONT_CONTROL_PATH && request.method === 'POST') return control(request, env);
    const match = /^\/i\/([^/]*)/.exec(url.pathname);
    const installationId = match ? decodeURIComponent(match[1]!) : '';
    if (!installationId) return json(404, { error: 'Name an installation: /i/<installationId>/…' });
    const installation = installations.get(installationId);
    if (!installation) return json(404, { error: `There is no installation "${installationId}" of this integration.` });
    const method = request.method.toUpperCase();
    const publicUrl = installation.publicOrigin + url.pathname + url.search;
    const received: [string, string][] = [...request.headers];
    if (installation.refusal) {
      // Journaled like any request (no dispatch under it), so the inspector shows what the paused installation turned away.
      const refusal = JSON.stringify({ error: installation.refusal });
      const bytes = new TextEncoder().encode(refusal);
      await journalAfter(env, ctx, {
        ...NO_DISPATCH,
        installationId,
        method,
        url: publicUrl,
        headers: received,
        status: 503,
        answerHeaders: [['content-type', 'application/json']],
        answer: base64(bytes),
        answerSize: bytes.byteLength,
        startedAt: Date.now(),
      });
      return json(503, { error: installation.refusal }, true);
    }
    const declared = Number(request.headers.get('content-length') ?? 0);
    const body = declared > DRAIN_BYTES ? null : await readBody(request);
    if (!body) return json(413, { error: publicBodyTooLarge(BODY_LIMIT_BYTES) }, true);

    const started = Date.now();
    const clock = performance.now();
    const headers: Record<string, string> = {};
    for (const [name, value] of received) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    const envelope = await envelopeOf({ method, url: publicUrl, headers }, installation.environment, body);
    let answer: Response;
    try {
      answer = await env[FRONT_INTEGRATION_BINDING].fetch(
        new Request('http://integration/v1', { method: 'POST', headers: { 'content-type': envelope.type }, body: envelope.bytes }),
      );
    } catch (error) {
      answer = json(502, {
        error: `The integration's runtime failed (${error instanceof Error ? error.message : String(error)}).`,
        code: 'crashed',
      });
    }
    const framed = new Uint8Array(await answer.arrayBuffer());
    const logLength = Number(answer.headers.get(LOGS_HEADER) ?? 0) || 0;
    const out = new Headers(answer.headers);
    out.delete(LOGS_HEADER);
    out.delete(ANSWERED_HEADER);
    const tooLarge = out.has(TOO_LARGE_HEADER);
    out.delete(TOO_LARGE_HEADER);
    // The studio's policy goes next to the integration's own, as the host's public endpoint sends it.
    out.append('content-security-policy', PUBLIC_CONTENT_CSP);
    const status = tooLarge ? 502 : answer.status;
    const bytes = tooLarge
      ? new TextEncoder().encode(
          JSON.stringify({
            error: `The integration answered with a body larger than ${BODY_LIMIT_BYTES / MB} MB, the studio's limit; the answer was dropped.`,
            code: 'too-large',
          }),
        )
      : framed.subarray(logLength);
    const logs = logLength ? new TextDecoder().decode(framed.subarray(0, logLength)) : '';

    await journalAfter(env, ctx, {
      installationId,
      method,
      url: publicUrl,
      headers: received,
      body: base64(body),
      bodySize: body.byteLength,
      envelopeType: envelope.type,
      envelope: base64(envelope.bytes),
      envelopeSize: envelope.bytes.byteLength,
      status,
      answerHeaders: [...out],
      answer: base64(bytes),
      answerSize: bytes.byteLength,
      logs,
      startedAt: started,
      durationMs: performance.now() - clock,
    });
    return new Response(method === 'HEAD' ? null : bytes, { status, statusText: answer.statusText, headers: out, encodeBody: 'manual' });
  },
} satisfies WorkerModule<FrontEnv>;
