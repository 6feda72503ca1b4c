import { Agent, request } from 'undici';
import { BODY_PREVIEW_LIMIT, type HttpExchange } from '../../../shared/journal/records.ts';
import type { AttemptOutcome } from '../../../shared/webhooks/policy.ts';
import { SIGNATURE_HEADER } from '../../../shared/webhooks/signature.ts';
import pkg from '../../../package.json' with { type: 'json' };

export const USER_AGENT = `PlatformWebhooks/1.0 (integration-studio ${pkg.version})`;

/** One keep-alive pool for every delivery, so consecutive sends to a receiver reuse connections. */
export function createAgent(): Agent {
  return new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connections: 64, pipelining: 1 });
}

export interface SentAttempt {
  outcome: AttemptOutcome;
  exchange: HttpExchange;
}

function preview(text: string): { body: string; truncated: boolean } {
  return text.length > BODY_PREVIEW_LIMIT ? { body: text.slice(0, BODY_PREVIEW_LIMIT), truncated: true } : { body: text, truncated: false };
}

function flatHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

function networkMessage(error: unknown): string {
  const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e.cause?.code ?? e.code;
  const message = e.cause?.message ?? e.message ?? String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/** POSTs a signed body once. Never throws: a failure is an outcome (network error or time-out). */
export async function postOnce(
  agent: Agent,
  input: { url: string; body: string; signatureHeader: string; timeoutMs: number },
): Promise<SentAttempt> {
  const headers = { 'content-type': 'application/json', 'user-agent': USER_AGENT, [SIGNATURE_HEADER.toLowerCase()]: input.signatureHeader };
  const requestMessage = {
    method: 'POST',
    url: input.url,
    headers,
    ...preview(input.body),
    bodyEncoding: 'utf8' as const,
    bodySize: Buffer.byteLength(input.body),
  };
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), input.timeoutMs);
  try {
    const response = await request(input.url, { method: 'POST', headers, body: input.body, dispatcher: agent, signal: controller.signal });
    const text = await response.body.text();
    const durationMs = performance.now() - started;
    const retryAfter = response.headers['retry-after'];
    return {
      outcome: { status: response.statusCode, ...(retryAfter === undefined ? {} : { retryAfter: [retryAfter].flat().join(', ') }) },
      exchange: {
        request: requestMessage,
        response: {
          status: response.statusCode,
          headers: flatHeaders(response.headers),
          ...preview(text),
          bodyEncoding: 'utf8',
          bodySize: Buffer.byteLength(text),
        },
        durationMs,
        error: null,
      },
    };
  } catch (error) {
    const durationMs = performance.now() - started;
    const outcome: AttemptOutcome = controller.signal.aborted
      ? { error: 'timeout', message: `no complete answer within ${input.timeoutMs} ms` }
      : { error: 'network', message: networkMessage(error) };
    return { outcome, exchange: { request: requestMessage, response: null, durationMs, error: `${outcome.error}: ${outcome.message}` } };
  } finally {
    clearTimeout(timer);
  }
}
