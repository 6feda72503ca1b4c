import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_PREVIEW_LIMIT } from '../../../shared/journal/limits.ts';
import { SIGNATURE_HEADER_LOWER } from '../../../shared/webhooks/signature.ts';
import { DEFAULT_TOLERANCE_SECONDS, receivedVerdict, verifySignature, type ReceivedVerdict } from '../../../shared/webhooks/verify.ts';
import { nodeHmac } from './hmac.ts';
import { listenOnLoopback } from '../../lib/loopback.ts';
import { enforceLimits, limitedServerOptions, PUBLIC_SERVER_LIMITS, type HttpLimits } from '../../lib/http-limits.ts';

// Taken as the module object, not through an ESM import: the namespace an `import … from 'node:http'`
// builds reads every export, and the lazy WebSocket ones load Node's own undici, about 10 MiB of a
// receiver's resident memory (`npm run bench receiver`).
const { createServer } = process.getBuiltinModule('node:http');

/** Bodies above this many bytes are refused with 413 before they are read further. */
export const RECEIVER_BODY_LIMIT = 1024 * 1024;

/** A scripted answer: a status to answer instead of the normal one (2xx = answer normally), or drop the connection. */
export type ScriptStep = number | 'drop';

export interface Simulation {
  /** Consumed one per request; when empty the receiver answers normally. */
  respond: ScriptStep[];
  /** Added before every answer. */
  latencyMs: number;
  /** Sent as `Retry-After` with scripted 429 answers. */
  retryAfterSeconds: number;
}

export const NO_SIMULATION: Simulation = { respond: [], latencyMs: 0, retryAfterSeconds: 1 };

export interface ReceivedRequest {
  id: number;
  receiver: string;
  at: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The raw body: UTF-8 text when it decodes losslessly, base64 otherwise; cut at the journal's preview limit. */
  body: string;
  bodyEncoding: 'utf8' | 'base64';
  bodySize: number;
  truncated: boolean;
  /** Without the expected signature: the receiver answers anyone, so it must not sign for them. */
  verdict: ReceivedVerdict;
  eventId: string | null;
  duplicate: boolean;
  /** What was answered: a status, or null when the connection was dropped. */
  status: number | null;
  simulated: boolean;
  durationMs: number;
}

export interface ReceiverSettings {
  name: string;
  secret: string;
  toleranceSeconds: number;
  simulation: Simulation;
}

export interface Receiver {
  readonly settings: ReceiverSettings;
  configure(patch: { secret?: string; toleranceSeconds?: number; simulation?: Partial<Simulation> }): void;
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  received(): ReceivedRequest[];
  onReceived(listener: (request: ReceivedRequest) => void): () => void;
}

/** Parses `500,500,200,drop` as the CLI and the UI accept it. */
export function parseScript(text: string): ScriptStep[] {
  if (text.trim() === '') return [];
  return text.split(',').map((part) => {
    const token = part.trim().toLowerCase();
    if (token === 'drop') return 'drop';
    const status = Number(token);
    if (!/^\d{3}$/.test(token) || status < 100 || status > 599) {
      throw new Error(`${JSON.stringify(part.trim())} is not an HTTP status (100–599) or "drop".`);
    }
    return status;
  });
}

const KEEP = 200;
const SEEN_LIMIT = 100_000;

function readBody(request: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return resolve('too-large');
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.pause();
        resolve('too-large');
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks, size)));
    request.on('error', reject);
  });
}

/**
 * The body as text when its bytes are valid UTF-8, decoded once for the signature check, the event id
 * and the history; null otherwise. Decoding valid UTF-8 is lossless: encoding the text gives the bytes back.
 * (Given the bytes, `verifySignature` would decode them again, with a new TextDecoder, for its signed string.)
 */
function textOf(raw: Buffer): string | null {
  return isUtf8(raw) ? raw.toString('utf8') : null;
}

/**
 * What `verifySignature` is given: the text when it stands for the bytes exactly, else the bytes. Not
 * for a body that opens with a byte order mark: the verdict's signed string decodes bytes without it.
 */
function verifiedBody(raw: Buffer, text: string | null): Buffer | string {
  return text === null || (raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf) ? raw : text;
}

function decodeBody(raw: Buffer, text: string | null): Pick<ReceivedRequest, 'body' | 'bodyEncoding' | 'truncated'> {
  if (raw.length <= BODY_PREVIEW_LIMIT)
    return text === null
      ? { body: raw.toString('base64'), bodyEncoding: 'base64', truncated: false }
      : { body: text, bodyEncoding: 'utf8', truncated: false };
  const cut = raw.subarray(0, BODY_PREVIEW_LIMIT);
  // Text only when the bytes are valid UTF-8 (decoding is then lossless); otherwise the exact bytes as base64.
  const lossless = isUtf8(cut);
  return { body: cut.toString(lossless ? 'utf8' : 'base64'), bodyEncoding: lossless ? 'utf8' : 'base64', truncated: true };
}

function eventIdOf(text: string): string | null {
  try {
    const value = JSON.parse(text) as { eventId?: unknown };
    return typeof value?.eventId === 'string' ? value.eventId : null;
  } catch {
    return null;
  }
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  // A declared length lets Node send the head and the body in one write instead of a chunked answer and its trailer.
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

export function createReceiver(initial: {
  name: string;
  secret: string;
  toleranceSeconds?: number;
  simulation?: Partial<Simulation>;
  bodyLimit?: number;
}): Receiver {
  const settings: ReceiverSettings = {
    name: initial.name,
    secret: initial.secret,
    toleranceSeconds: initial.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS,
    simulation: { ...NO_SIMULATION, ...initial.simulation },
  };
  const bodyLimit = initial.bodyLimit ?? RECEIVER_BODY_LIMIT;
  const seen = new Set<string>();
  const history: ReceivedRequest[] = [];
  const listeners = new Set<(request: ReceivedRequest) => void>();
  let nextId = 1;

  function remember(entry: ReceivedRequest) {
    history.push(entry);
    if (history.length > KEEP) history.shift();
    for (const listener of listeners) listener(entry);
  }

  return {
    get settings() {
      return settings;
    },
    configure(patch) {
      if (patch.secret !== undefined) settings.secret = patch.secret;
      if (patch.toleranceSeconds !== undefined) settings.toleranceSeconds = patch.toleranceSeconds;
      if (patch.simulation)
        settings.simulation = {
          ...settings.simulation,
          ...patch.simulation,
          respond: [...(patch.simulation.respond ?? settings.simulation.respond)],
        };
    },
    received: () => [...history],
    onReceived(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async handle(request, response) {
      const started = performance.now();
      const at = Date.now();
      if (request.method !== 'POST') {
        json(response, 405, { error: 'method-not-allowed', message: 'Webhooks are delivered with POST.' }, { Allow: 'POST' });
        return;
      }
      const raw = await readBody(request, bodyLimit);
      if (raw === 'too-large') {
        json(
          response,
          413,
          { error: 'payload-too-large', message: `The body exceeds the receiver's limit of ${bodyLimit} bytes.` },
          { Connection: 'close' },
        );
        return;
      }
      const header = request.headers[SIGNATURE_HEADER_LOWER];
      const text = textOf(raw);
      const verdict = receivedVerdict(
        await verifySignature({
          header: Array.isArray(header) ? header.join(',') : header,
          body: verifiedBody(raw, text),
          secret: settings.secret,
          toleranceSeconds: settings.toleranceSeconds,
          hmac: nodeHmac,
        }),
      );
      const eventId = eventIdOf(text ?? raw.toString('utf8'));
      const step = settings.simulation.respond.shift();
      if (settings.simulation.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.simulation.latencyMs));

      const scripted = step !== undefined && (step === 'drop' || step < 200 || step > 299);
      let status: number | null;
      let duplicate = false;
      if (step === 'drop') {
        status = null;
        request.socket.destroy();
      } else if (scripted) {
        status = step;
        const headers: Record<string, string> = status === 429 ? { 'Retry-After': String(settings.simulation.retryAfterSeconds) } : {};
        json(response, status, { simulated: true, status, verdict: verdict.ok ? 'genuine' : verdict.reason }, headers);
      } else if (verdict.ok) {
        duplicate = eventId !== null && seen.has(eventId);
        if (eventId !== null && !duplicate) {
          if (seen.size >= SEEN_LIMIT) seen.delete(seen.values().next().value!);
          seen.add(eventId);
        }
        status = 200;
        json(response, 200, { ok: true, eventId, duplicate });
      } else {
        status = 401;
        json(response, 401, { error: verdict.reason, message: verdict.message });
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      remember({
        id: nextId++,
        receiver: settings.name,
        at,
        method: request.method,
        path: request.url ?? '/',
        headers,
        ...decodeBody(raw, text),
        bodySize: raw.length,
        verdict,
        eventId,
        duplicate,
        status,
        simulated: scripted,
        durationMs: performance.now() - started,
      });
    },
  };
}

/** The receiver on its own loopback port (`webhook listen`), with the public server's limits on slow and many clients. */
export async function startReceiverServer(receiver: Receiver, options: { port?: number; limits?: HttpLimits } = {}) {
  const limits = options.limits ?? PUBLIC_SERVER_LIMITS;
  const server = createServer(limitedServerOptions(limits), (request, response) => {
    receiver.handle(request, response).catch((error: Error) => {
      if (!response.headersSent) json(response, 500, { error: 'internal', message: error.message });
      else response.destroy();
    });
  });
  server.keepAliveTimeout = 30_000;
  enforceLimits(server, limits, 'webhook receiver');
  const port = await listenOnLoopback(server, options.port);
  return {
    port,
    url: `http://127.0.0.1:${port}/`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
