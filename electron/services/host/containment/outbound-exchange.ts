import type { IncomingMessage } from 'node:http';
import type { HttpExchange } from '../../../../shared/journal/records.ts';
import type { MatchRequest } from '../../../../shared/mocks/match.ts';
import type { OutboundMode } from '../../../../shared/mocks/schema.ts';
import type { ReadyAnswer } from '../../mocks/store.ts';
import { headerRecord, httpMessage } from '../http-message.ts';
import { OUTBOUND_ERROR_HEADER, OUTBOUND_URL_HEADER, SANDBOX_CALL_HEADER } from './outbound-gate.ts';
import type { Decision, OutboundPolicy } from './outbound-policy.ts';
import { forHostedCode } from './hosted-message.ts';

/** One outbound request as the journal keeps it. */
export interface OutboundRecord {
  ts: number;
  status: 'ok' | 'error';
  summary: string;
  data: HttpExchange & { stub: boolean; refused: string | null; api?: LocalCallInfo; mock?: string };
}

/** The mocks the outbound steps consult (see services/mocks): the mode, the answer for a request, and where recordings go. */
export interface OutboundMocks {
  mode(): OutboundMode;
  /** The mock answering the request (a hit), or null; throws naming the file when a mock file is bad. */
  answer(request: MatchRequest): Promise<{ name: string; answer: ReadyAnswer } | null>;
  /** In `record` mode: an answer that came from the network, whole (or null, with its size, past the recording's limit), to save as a mock. */
  record(exchange: { method: string; url: string; status: number; headers: Headers; body: Uint8Array | null; size: number }): void;
}

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

/** What goes back to the outbound gate worker: status, headers and a body streamed with backpressure. */
export interface Reply {
  status: number;
  statusText?: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | Uint8Array | null;
}

/** Requests to the studio's own public server whose answer is not done yet (each holds one of its connections). */
export interface OwnCalls {
  inFlight: number;
  readonly limit: number;
}

/** What a step may use besides the exchange: the handler's options and its count of own calls. */
export interface StepDeps extends OutboundOptions {
  ownCalls: OwnCalls;
}

/** What the journal is told about how an exchange ended, besides its response and error. */
export interface RecordExtra {
  stub?: boolean;
  refused?: string | null;
  api?: LocalCallInfo | null;
  mock?: string;
}

/** The request the integration sent, as the steps read it and fill it in on the way. */
export interface OutboundExchange {
  readonly request: { method: string; url: string };
  /** The headers that leave (the dispatch id and the bridge's own headers removed). */
  readonly headers: Headers;
  readonly dispatchId: string;
  /** The request's body stream from the outbound gate worker, read by the body step. */
  readonly incoming: AsyncIterable<Uint8Array>;
  /** The body once read (null: the request had none). */
  body: Uint8Array | null;
  /** The outbound mode, once the mocks step asked for it (`live` before, and without mocks). */
  mode: OutboundMode;
  /** The policy's decision, once the policy step allowed the request. */
  allowed: Extract<Decision, { allowed: true }> | null;
  /** Gives back the own-call slot the request holds (nothing when it holds none). */
  release: () => void;
  /** Journals the exchange as it ended. */
  record(response: HttpExchange['response'], error: string | null, extra?: RecordExtra): void;
}

/**
 * One step of the outbound decision: a reply ends the exchange (an answer or a refusal), null passes
 * it to the next step. A throw is a studio-side failure, which the handler still answers with a reason.
 */
export type OutboundStep = (exchange: OutboundExchange, deps: StepDeps) => Promise<Reply | null> | Reply | null;

/** The integration's fetch() rejects with `message`, its paths told as `forHostedCode` tells them. */
export function reject(message: string, folder: string): Reply {
  return { status: 502, headers: new Headers({ [OUTBOUND_ERROR_HEADER]: encodeURIComponent(forHostedCode(message, folder)) }), body: null };
}

/** A failure's message with its cause's code and message (undici's `fetch failed` says nothing alone). */
export function describeError(cause: unknown): string {
  const error = cause as Error & { cause?: Error & { code?: string } };
  const inner = error.cause ? `: ${error.cause.code ?? ''}${error.cause.code ? ' ' : ''}${error.cause.message}` : '';
  return `${error.message}${inner}`;
}

/** Headers only the outbound gate worker and Miniflare's bridge set; they never leave the machine. */
const BRIDGE_HEADERS = ['mf-custom-node-service', OUTBOUND_URL_HEADER, SANDBOX_CALL_HEADER];

/** The part of the Node request an exchange is opened from. */
export type IncomingRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'> & AsyncIterable<Uint8Array>;

/** The exchange for one request of the integration, its journal record written as `record` is called. */
export function openExchange(
  req: IncomingRequest,
  options: Pick<OutboundOptions, 'dispatchHeader' | 'limits' | 'record'>,
): OutboundExchange {
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
  const exchange: OutboundExchange = {
    request,
    headers,
    dispatchId,
    incoming: req,
    body: null,
    mode: 'live',
    allowed: null,
    release: () => {},
    record(response, error, extra = {}) {
      const data: OutboundRecord['data'] = {
        request: { ...request, ...httpMessage(headerRecord(headers), exchange.body, { limit: options.limits.previewBytes }) },
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
        data,
      });
    },
  };
  return exchange;
}
