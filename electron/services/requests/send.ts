import { RequestError } from './errors.ts';
import type { PublicRequest, PublicRequestAnswer } from '../../../shared/api/installations.ts';
import type { Journal } from '../journal/journal.ts';

/** The composer shows this much of an answer's body; the journal keeps its own preview. */
export const ANSWER_PREVIEW_BYTES = 1024 * 1024;
/** A request the integration never answers is given up after this long (the host's deadline answers first). */
const SEND_TIMEOUT_MS = 30_000;
const WITHOUT_BODY = new Set(['GET', 'HEAD']);

/**
 * Sends a request to an installation's public endpoint over HTTP, as a real caller would: it goes
 * through the public server, so the integration gets the same `fetch` event and the journal records
 * it like any outside request. The answer carries the journal record and the logs of that exchange.
 * The URL never leaves the installation's own endpoint (`/../` in the path is refused, not resolved
 * onto another installation or the studio's other routes).
 */
export async function sendPublicRequest(
  deps: { endpoint(installationId: string): string; journal: Pick<Journal, 'list' | 'links' | 'flush'> },
  input: PublicRequest,
): Promise<PublicRequestAnswer> {
  const endpoint = deps.endpoint(input.installationId);
  if (!/^https?:\/\//.test(endpoint))
    throw new RequestError('not-running', 'The integration is not running, so its public endpoint cannot be called: fix the build first.');
  const path = input.path.startsWith('/') ? input.path : `/${input.path}`;
  const url = new URL(endpoint + path);
  const base = new URL(endpoint);
  if (url.origin !== base.origin || (url.pathname !== base.pathname && !url.pathname.startsWith(`${base.pathname}/`)))
    throw new RequestError(
      'path-outside-endpoint',
      `The path ${JSON.stringify(input.path)} leaves the installation's public endpoint; write a path under it, e.g. /hello.`,
    );
  if (WITHOUT_BODY.has(input.method) && input.body !== '')
    throw new RequestError(
      'body-not-allowed',
      `A ${input.method} request carries no body: empty the body, or choose POST, PUT, PATCH or DELETE.`,
    );
  const headers = new Headers();
  for (const { name, value } of input.headers) {
    try {
      headers.append(name, value);
    } catch {
      throw new RequestError('invalid-header', `The header ${JSON.stringify(name)} is not a valid HTTP header name or value.`);
    }
  }
  deps.journal.flush();
  const before = deps.journal.list({ limit: 1 })[0]?.id ?? 0;
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: input.method,
      headers,
      body: WITHOUT_BODY.has(input.method) ? undefined : input.body,
      // A redirect is the integration's answer: shown, not followed.
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RequestError(
      'send-failed',
      `${input.method} ${path} failed: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`,
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const durationMs = performance.now() - started;
  const truncated = bytes.byteLength > ANSWER_PREVIEW_BYTES;
  const body = new TextDecoder().decode(truncated ? bytes.subarray(0, ANSWER_PREVIEW_BYTES) : bytes);
  deps.journal.flush();
  // The public server journaled this exchange (request, then the dispatch and its logs under it) before it answered.
  const record = deps.journal
    .list({ limit: 50 })
    .find((r) => r.id > before && r.kind === 'http.request' && sameRequest(r.data, input.method, url.href));
  const logs = record
    ? deps.journal
        .links(record.id)
        .related.filter((r) => r.kind === 'log')
        .map((r) => {
          const data = r.data as { level?: unknown; message?: unknown; ts?: unknown };
          return { level: String(data.level ?? 'log'), message: String(data.message ?? ''), ts: Number(data.ts ?? r.ts) };
        })
    : [];
  return {
    url: url.href,
    status: response.status,
    headers: [...response.headers].map(([name, value]) => ({ name, value })),
    body,
    bodySize: bytes.byteLength,
    truncated,
    durationMs,
    recordId: record?.id ?? null,
    logs,
  };
}

function sameRequest(data: unknown, method: string, href: string): boolean {
  const request = (data as { request?: { method?: unknown; url?: unknown } } | null)?.request;
  return request?.method === method && request.url === href;
}
