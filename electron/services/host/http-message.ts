import { BODY_PREVIEW_LIMIT, type HttpExchange } from '../../../shared/journal/records.ts';
import { BodyTooLargeError } from './errors.ts';
import type { JournalSink } from './ports.ts';

type Message = NonNullable<HttpExchange['response']> extends infer R ? Omit<R, 'status'> : never;

const SENSITIVE_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization', 'x-api-key']);

/** Keeps the scheme and the last 4 characters, so two tokens can be told apart without being readable. */
export function maskValue(value: string): string {
  const [scheme, token] = value.includes(' ') ? [value.slice(0, value.indexOf(' ') + 1), value.slice(value.indexOf(' ') + 1)] : ['', value];
  return token.length <= 8 ? `${scheme}••••` : `${scheme}••••${token.slice(-4)}`;
}

export function headerRecord(headers: Headers | Record<string, string | string[] | undefined>, mask = true): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, raw] of entries) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    out[name.toLowerCase()] = mask && SENSITIVE_HEADERS.has(name.toLowerCase()) ? maskValue(value) : value;
  }
  return out;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A journal-ready message: text when the bytes are UTF-8, base64 otherwise, cut at the preview
 * limit. `size` is the full size when `body` holds only the first bytes of a streamed body.
 */
export function httpMessage(
  headers: Record<string, string>,
  body: Uint8Array | null,
  options: { limit?: number; size?: number } = {},
): Message {
  const bytes = body ?? new Uint8Array();
  const limit = options.limit ?? BODY_PREVIEW_LIMIT;
  const size = Math.max(options.size ?? bytes.byteLength, bytes.byteLength);
  const truncated = size > limit || size > bytes.byteLength;
  const kept = bytes.byteLength > limit ? bytes.subarray(0, limit) : bytes;
  try {
    return { headers, body: utf8.decode(kept), bodyEncoding: 'utf8', bodySize: size, truncated };
  } catch {
    // A cut in the middle of a multi-byte character is not binary data: retry without the last 3 bytes.
    if (truncated) {
      try {
        return {
          headers,
          body: utf8.decode(kept.subarray(0, kept.byteLength - 3)),
          bodyEncoding: 'utf8',
          bodySize: size,
          truncated,
        };
      } catch {
        /* binary: fall through */
      }
    }
    return { headers, body: Buffer.from(kept).toString('base64'), bodyEncoding: 'base64', bodySize: size, truncated };
  }
}

/**
 * Reads a body stream, failing with BodyTooLargeError once it passes `limit` bytes. By default it
 * stops there (the stream is cancelled); with `drain` it reads the rest and drops it, for streams
 * whose producer must see them consumed to the end (Miniflare's bridge to workerd breaks otherwise).
 */
export async function readLimited(
  stream: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array> | null,
  limit: number,
  options: { drain?: boolean } = {},
): Promise<Uint8Array> {
  if (!stream) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
    else if (!options.drain) throw new BodyTooLargeError(limit);
  }
  if (size > limit) throw new BodyTooLargeError(limit);
  return Buffer.concat(chunks);
}

/** Journals a request to a public endpoint (answered by the host or by the front worker); its id, so its dispatch can hang below it. */
export function journalPublicRequest(journal: JournalSink, exchange: HttpExchange, installationId: string): number {
  const path = new URL(exchange.request.url).pathname;
  const outcome = exchange.response ? String(exchange.response.status) : `failed: ${exchange.error}`;
  return journal.append({
    kind: 'http.request',
    status: exchange.response && exchange.response.status < 400 ? 'ok' : 'error',
    summary: `${exchange.request.method} ${path} → ${outcome}`,
    installationId,
    data: exchange,
  }).id;
}
