import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { HttpExchange } from '../../../../shared/journal/records.ts';
import type { MatchRequest } from '../../../../shared/mocks/match.ts';
import type { OutboundMode } from '../../../../shared/mocks/schema.ts';
import type { ReadyAnswer } from '../../mocks/store.ts';
import { BodyTooLargeError } from '../errors.ts';
import { headerRecord, httpMessage, readLimited } from '../http-message.ts';
import { fetchPinned, type BodyTap } from './outbound-fetch.ts';
import { mib, OUTBOUND_ERROR_HEADER, OUTBOUND_URL_HEADER, SANDBOX_CALL_HEADER } from './gate-worker.ts';
import type { OutboundPolicy } from './outbound-policy.ts';
import { CONTAINMENT_DEFAULTS } from './rules.ts';
import { FILE_LIMITS } from '../../../lib/regular-file.ts';
import { forHostedCode } from './hosted-message.ts';

/** One outbound request as the journal keeps it. */
export interface OutboundRecord {
  ts: number;
  status: 'ok' | 'error';
  summary: string;
  data: HttpExchange & { stub: boolean; refused: string | null; api?: LocalCallInfo; mock?: string };
}

/** The mocks the gate consults (see services/mocks): the mode, the answer for a request, and where recordings go. */
export interface OutboundMocks {
  mode(): OutboundMode;
  /** The mock answering the request (a hit), or null; throws naming the file when a mock file is bad. */
  answer(request: MatchRequest): Promise<{ name: string; answer: ReadyAnswer } | null>;
  /** In `record` mode: an answer that came from the network, whole (or null, with its size, past the recording's limit), to save as a mock. */
  record(exchange: { method: string; url: string; status: number; headers: Headers; body: Uint8Array | null; size: number }): void;
}

/** What a recording keeps of a body at most; a larger answer is passed on, and the mocks say it was not saved. */
const RECORD_LIMIT_BYTES = FILE_LIMITS.mockBody;
/** How long a mock's `fail: timeout` waits when it gives no delayMs. */
const MOCK_TIMEOUT_MS = 10_000;

/** What the studio's in-process service says about a call it answered (the platform API's operation). */
export interface LocalCallInfo {
  operationId: string | null;
}

export interface OutboundOptions {
  policy: OutboundPolicy;
  limits: {
    requestBodyBytes: number;
    responseCapBytes: number;
    previewBytes: number;
    connectTimeoutMs: number;
    /** Requests to the studio's own public server in flight at once; `CONTAINMENT_DEFAULTS.ownCallsInFlight` when absent. */
    ownCallsInFlight?: number;
  };
  /** Header carrying the dispatch id on each request; removed before the request leaves. */
  dispatchHeader: string;
  /** Answers requests the studio serves in process (the platform API), or null for a real request. */
  local(request: { method: string; url: string; headers: Headers; body: Uint8Array }): Promise<Response> | null;
  /** Describes a local answer for the journal; null when there is nothing to add. */
  describeLocal?(response: Response): LocalCallInfo | null;
  /** Receives each request's record once its body is done; `dispatchId` attributes it. */
  record(dispatchId: string, record: OutboundRecord): void;
  /** Mocks and the outbound mode; without them every request goes out (`live`). */
  mocks?: OutboundMocks;
  /** The integration folder: what hosted code is told names paths only relative to it (`forHostedCode`). */
  folder: string;
}

/** What goes back to the gate: status, headers and a body streamed with backpressure. */
interface Reply {
  status: number;
  statusText?: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | Uint8Array | null;
}

/** The integration's fetch() rejects with `message`, its paths told as `forHostedCode` tells them. */
function reject(message: string, folder: string): Reply {
  return { status: 502, headers: new Headers({ [OUTBOUND_ERROR_HEADER]: encodeURIComponent(forHostedCode(message, folder)) }), body: null };
}

/** Headers only the gate and Miniflare's bridge set; they never leave the machine. */
const BRIDGE_HEADERS = ['mf-custom-node-service', OUTBOUND_URL_HEADER, SANDBOX_CALL_HEADER];

/**
 * Writes a reply to the gate. Miniflare's own bridge for function services writes bodies without
 * waiting for the socket (a fast upstream piles up in memory); here the body is piped, so a slow
 * reader inside the sandbox slows the upstream read instead.
 */
async function send(res: ServerResponse, reply: Reply): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of reply.headers) headers[name] = name === 'set-cookie' ? reply.headers.getSetCookie() : value;
  res.writeHead(reply.status, reply.statusText ?? '', headers);
  if (!reply.body) return void res.end();
  if (reply.body instanceof Uint8Array) return void res.end(reply.body);
  await pipeline(Readable.fromWeb(reply.body as import('node:stream/web').ReadableStream<Uint8Array>), res).catch(() => res.destroy());
}

function describeError(cause: unknown): string {
  const error = cause as Error & { cause?: Error & { code?: string } };
  const inner = error.cause ? `: ${error.cause.code ?? ''}${error.cause.code ? ' ' : ''}${error.cause.message}` : '';
  return `${error.message}${inner}`;
}

/**
 * The host's side of the outbound gate: every request the integration sends passes the policy,
 * is sent to the checked address, and streams back within the cap. A refusal or a network failure
 * rejects the integration's fetch (as on the platform) with a message naming the cause.
 */
export function createOutbound(options: OutboundOptions) {
  const { policy, limits } = options;
  const ownCallsLimit = limits.ownCallsInFlight ?? CONTAINMENT_DEFAULTS.ownCallsInFlight;
  /** Requests to the studio's own public server whose answer is not done yet (each holds one of its connections). */
  let ownCalls = 0;

  /** The gate's Node service: one request of the integration in, its reply out. */
  return async function outbound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let reply: Reply;
    try {
      reply = await decide(req);
    } catch (error) {
      // A studio-side failure (the API emulator threw) still answers the integration with a reason.
      reply = reject(
        `The studio could not handle ${req.method} ${req.headers[OUTBOUND_URL_HEADER]}: ${describeError(error)}.`,
        options.folder,
      );
    }
    await send(res, reply);
  };

  async function decide(req: IncomingMessage): Promise<Reply> {
    const started = performance.now();
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const request = { method: req.method ?? 'GET', url: headers.get(OUTBOUND_URL_HEADER) ?? `http://${headers.get('host')}${req.url}` };
    const dispatchId = headers.get(options.dispatchHeader) ?? '';
    for (const name of [options.dispatchHeader, ...BRIDGE_HEADERS]) headers.delete(name);
    // fetch() sets the length from the body it sends; a copied header makes undici refuse the request.
    headers.delete('content-length');
    let requestBody: Uint8Array | null = null;
    const write = (
      response: HttpExchange['response'],
      error: string | null,
      extra: { stub?: boolean; refused?: string | null; api?: LocalCallInfo | null; mock?: string } = {},
    ) => {
      const exchange: OutboundRecord['data'] = {
        request: {
          method: request.method,
          url: request.url,
          ...httpMessage(headerRecord(headers), requestBody, { limit: limits.previewBytes }),
        },
        response,
        durationMs: performance.now() - started,
        error,
        stub: extra.stub ?? false,
        refused: extra.refused ?? null,
        ...(extra.api ? { api: extra.api } : {}),
        ...(extra.mock ? { mock: extra.mock } : {}),
      };
      const outcome = extra.refused ? `refused: ${extra.refused}` : response ? String(response.status) : `failed: ${error}`;
      options.record(dispatchId, {
        ts: Date.now(),
        status: response && response.status < 400 && !error ? 'ok' : 'error',
        summary: `${extra.api?.operationId ? `${extra.api.operationId}: ` : ''}${request.method} ${request.url} → ${outcome}${extra.stub ? ' (platform API)' : ''}${extra.mock ? ` (mock ${extra.mock})` : ''}`,
        data: exchange,
      });
    };

    try {
      requestBody = await readLimited(req, limits.requestBodyBytes, { drain: true });
      if (requestBody.byteLength === 0 && !headers.has('content-length') && !headers.has('transfer-encoding')) requestBody = null;
    } catch (cause) {
      const error =
        cause instanceof BodyTooLargeError
          ? `the request body is larger than ${limits.requestBodyBytes / 1024 / 1024} MB, the studio's limit for outbound calls`
          : describeError(cause);
      write(null, error);
      return reject(`The studio could not send ${request.method} ${request.url}: ${error}.`, options.folder);
    }

    const local = options.local({ method: request.method, url: request.url, headers, body: requestBody ?? new Uint8Array() });
    if (local) {
      const response = await local;
      const body = new Uint8Array(await response.arrayBuffer());
      write({ status: response.status, ...httpMessage(headerRecord(response.headers), body, { limit: limits.previewBytes }) }, null, {
        stub: true,
        api: options.describeLocal?.(response) ?? null,
      });
      return { status: response.status, headers: new Headers(response.headers), body };
    }

    const mode = options.mocks?.mode() ?? 'live';
    if (options.mocks && mode !== 'live') {
      let matched;
      try {
        matched = await options.mocks.answer({
          method: request.method,
          url: request.url,
          headers,
          body: requestBody ? new TextDecoder().decode(requestBody) : null,
        });
      } catch (cause) {
        const error = `the mocks could not be read: ${(cause as Error).message}`;
        write(null, error);
        return reject(`The studio could not answer ${request.method} ${request.url}: ${error}`, options.folder);
      }
      if (matched) return answerFromMock(matched.name, matched.answer);
      if (mode === 'lockdown') {
        const reason = 'no mock answers it and the outbound mode is lockdown';
        const message = `The studio refused fetch("${request.url}") (${request.method}): ${reason}, so nothing leaves the sandbox. Record the answer with --outbound record (the service must be reachable), or add a mock: integration-studio mock add --method ${request.method} --url '${request.url.split('?')[0]}' --status 200 --body '…'.`;
        write(null, message, { refused: reason });
        return reject(message, options.folder);
      }
    }

    let decision;
    try {
      decision = await policy.check(request.url);
    } catch (cause) {
      const error = `could not resolve ${new URL(request.url).hostname}: ${describeError(cause)}`;
      write(null, error);
      return reject(`The studio could not reach ${request.url}: ${error}.`, options.folder);
    }
    if (!decision.allowed) {
      write(null, decision.message, { refused: decision.reason });
      return reject(decision.message, options.folder);
    }

    const own = decision.why === 'studio';
    if (own) headers.set(SANDBOX_CALL_HEADER, '1');
    if (own && ownCalls >= ownCallsLimit) {
      const reason = `${ownCallsLimit} requests to the studio's own public server are in flight, the limit for calls from the sandbox`;
      const message = `The studio refused fetch("${request.url}"): ${reason} (it keeps the server's other connections for browsers, webhook senders and the UI). Wait for some of them to finish, or send fewer at once.`;
      write(null, message, { refused: reason });
      return reject(message, options.folder);
    }
    let counted = own;
    if (own) ownCalls++;
    const uncount = () => {
      if (counted) ownCalls--;
      counted = false;
    };

    const declaredTooLarge = (length: string | null) => length !== null && Number(length) > limits.responseCapBytes;
    let answer;
    try {
      answer = await fetchPinned({ method: request.method, url: request.url, headers, body: requestBody }, decision.pin, {
        capBytes: limits.responseCapBytes,
        // A recording keeps the whole body (up to its limit); the journal still keeps only its preview.
        previewBytes:
          mode === 'record' ? Math.max(limits.previewBytes, Math.min(limits.responseCapBytes, RECORD_LIMIT_BYTES)) : limits.previewBytes,
        connectTimeoutMs: limits.connectTimeoutMs,
      });
    } catch (cause) {
      uncount();
      const error = describeError(cause);
      write(null, error);
      return reject(`The studio could not reach ${request.url}: ${error}.`, options.folder);
    }
    // The connection is held until the body is done (read, cut, failed or cancelled).
    void answer.tapped.then(uncount);
    const responseHeaders = headerRecord(answer.headers);
    if (declaredTooLarge(answer.headers.get('content-length'))) {
      void answer.body?.cancel().catch(() => {});
      const error = `the response declares ${answer.headers.get('content-length')} bytes, more than ${mib(limits.responseCapBytes)}, the studio's cap on outbound responses`;
      write({ status: answer.status, ...httpMessage(responseHeaders, null, { limit: limits.previewBytes }) }, error);
      return reject(`The response from ${request.url} was not read: ${error}.`, options.folder);
    }
    void answer.tapped.then((tap: BodyTap) => {
      const error = tap.overCap
        ? `the body passed ${mib(limits.responseCapBytes)}, the studio's cap on outbound responses, and was cut there`
        : tap.error;
      write({ status: answer.status, ...httpMessage(responseHeaders, tap.preview, { limit: limits.previewBytes, size: tap.size }) }, error);
      if (mode === 'record' && !error)
        options.mocks?.record({
          method: request.method,
          url: request.url,
          status: answer.status,
          headers: answer.headers,
          body: tap.size === tap.preview.byteLength ? tap.preview : null,
          size: tap.size,
        });
    });
    // undici has already decoded a compressed body: passing the encoding on would make workerd decode it twice.
    const passed = new Headers(answer.headers);
    if (passed.has('content-encoding')) {
      passed.delete('content-encoding');
      passed.delete('content-length');
    }
    return { status: answer.status, statusText: answer.statusText, headers: passed, body: answer.body };

    /** A mock's answer, or the failure it simulates, journaled with the mock's name. */
    async function answerFromMock(name: string, ready: ReadyAnswer): Promise<Reply> {
      const wait = ready.fail === 'timeout' ? ready.delayMs || MOCK_TIMEOUT_MS : ready.delayMs;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (ready.fail) {
        const error =
          ready.fail === 'refused'
            ? 'connect ECONNREFUSED (simulated by a mock)'
            : ready.fail === 'reset'
              ? 'read ECONNRESET: the connection was reset (simulated by a mock)'
              : `no answer after ${wait} ms (a timeout simulated by a mock)`;
        write(null, error, { mock: name });
        return reject(`The studio could not reach ${request.url}: ${error}, mocks/${name}.`, options.folder);
      }
      // The body is sent as the mock gives it: a written length or encoding would not describe it.
      for (const name of ['content-length', 'transfer-encoding', 'content-encoding', 'connection']) ready.headers.delete(name);
      write({ status: ready.status, ...httpMessage(headerRecord(ready.headers), ready.body, { limit: limits.previewBytes }) }, null, {
        mock: name,
      });
      return { status: ready.status, headers: ready.headers, body: ready.body };
    }
  }
}
