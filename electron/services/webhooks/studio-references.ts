import type { SentAttempt } from './http.ts';

/**
 * A webhook aimed at the studio's own public server (one of its receivers, a public endpoint) is
 * stored as a reference to that server, not as an absolute URL: the port may change between runs
 * (a remembered port another program took), and the reference resolves to wherever it listens now.
 */
export const STUDIO_PUBLIC = 'studio-public:';

/** `http://127.0.0.1:<public port>/webhooks/local-1` → `studio-public:/webhooks/local-1`; any other URL unchanged. */
export function toStudioReference(url: string, publicOrigin: string | null): string {
  if (publicOrigin === null) return url;
  const parsed = new URL(url);
  const origin = new URL(publicOrigin);
  const local = parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost' || parsed.hostname === '[::1]';
  if (!local || parsed.port !== origin.port || parsed.protocol !== origin.protocol) return url;
  return `${STUDIO_PUBLIC}${parsed.pathname}${parsed.search}`;
}

export function isStudioReference(url: string): boolean {
  return url.startsWith(`${STUDIO_PUBLIC}/`);
}

/** The absolute URL a stored one stands for now; null for a reference when the studio's public server is not running. */
export function resolveStudioReference(url: string, publicOrigin: string | null): string | null {
  if (!isStudioReference(url)) return url;
  return publicOrigin === null ? null : `${publicOrigin}${url.slice(STUDIO_PUBLIC.length)}`;
}

/**
 * A delivery as people see it: the URL its latest attempt went to (history keeps its facts: a port
 * that changed since does not rewrite it), else where it goes now (a reference resolved against the
 * running public server), and, for a reference, what it stands for; the stored reference never shows as the URL.
 */
export function deliveryForView<T extends { url: string; attempts: readonly { sentUrl: string | null }[] }>(
  row: T,
  publicOrigin: string | null,
): T & { reference: string | null } {
  const sent = row.attempts.findLast((attempt) => attempt.sentUrl !== null)?.sentUrl;
  return { ...row, url: sent ?? resolveStudioReference(row.url, publicOrigin) ?? row.url, reference: describeStudioReference(row.url) };
}

/** What a reference points at, in words: "the studio's local receiver local-1". */
export function describeStudioReference(url: string): string | null {
  if (!isStudioReference(url)) return null;
  const path = url.slice(STUDIO_PUBLIC.length);
  const receiver = /^\/webhooks\/([^/?#]+)/.exec(path);
  return receiver ? `the studio's local receiver ${decodeURIComponent(receiver[1]!)}` : `the studio's public server (${path})`;
}

/**
 * A saved absolute URL at an origin the studio served in an earlier run and no longer does (it was
 * saved before references, or typed by hand): says so, naming where the studio is now.
 */
export function staleStudioOrigin(url: string, publicOrigin: string | null, pastPorts: readonly number[]): string | null {
  if (isStudioReference(url) || publicOrigin === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.hostname !== '127.0.0.1' && parsed.hostname !== 'localhost') return null;
  if (parsed.origin === publicOrigin || !pastPorts.includes(Number(parsed.port))) return null;
  return `${parsed.origin} was the studio's public server in an earlier run; it is ${publicOrigin} now, so nothing answers there. Point the URL at ${publicOrigin}${parsed.pathname} (or use the receiver again).`;
}

/** One attempt's POST, as the delivery queue makes it (http.ts's postOnce, or a test's). */
export type AttemptPost = (input: { url: string; body: string; signatureHeader: string; timeoutMs: number }) => Promise<SentAttempt>;

/**
 * `post` with a reference resolved at each attempt, to wherever the studio's public server listens
 * now; while it is not running the attempt fails as a network error saying so.
 */
export function postThroughReferences(post: AttemptPost, publicOrigin: () => string | null): AttemptPost {
  return async (input) => {
    const url = resolveStudioReference(input.url, publicOrigin());
    if (url !== null) return post({ ...input, url });
    const message = `${input.url} is ${describeStudioReference(input.url)}, which is not running here: start the studio (integration-studio serve) to deliver to it.`;
    const request = { method: 'POST', url: input.url, headers: {}, body: '', bodyEncoding: 'utf8' as const, bodySize: 0, truncated: false };
    return { outcome: { error: 'network', message }, exchange: { request, response: null, durationMs: 0, error: `network: ${message}` } };
  };
}
