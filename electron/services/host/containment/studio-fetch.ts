import { fetchPinned } from './outbound-fetch.ts';
import type { OutboundPolicy } from './outbound-policy.ts';
import { CONTAINMENT_DEFAULTS } from './rules.ts';
import { StudioFetchError } from './errors.ts';

export interface StudioFetchLimits {
  redirects: number;
  bodyBytes: number;
  timeoutMs: number;
  connectTimeoutMs: number;
}

export const STUDIO_FETCH_LIMITS: StudioFetchLimits = {
  redirects: CONTAINMENT_DEFAULTS.studioFetchRedirects,
  bodyBytes: CONTAINMENT_DEFAULTS.studioFetchBodyBytes,
  timeoutMs: CONTAINMENT_DEFAULTS.studioFetchTimeoutMs,
  connectTimeoutMs: CONTAINMENT_DEFAULTS.outboundConnectTimeoutMs,
};

export interface StudioFetchAnswer {
  status: number;
  /** The URL that answered, after any redirects. */
  url: string;
  text: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * A GET the studio's own process makes because an integration named the URL (a select's `{url}`
 * options, a `completion_url`). Node's fetch would follow redirects anywhere, so an integration
 * could make the studio read a loopback service and show its body in the UI. Here every hop passes
 * the sandbox's outbound policy and is sent to the address it checked, redirects are followed by
 * hand up to a small count, the body is capped and the whole exchange is bounded in time.
 */
export async function studioFetch(
  policy: OutboundPolicy,
  url: string,
  headers: Record<string, string>,
  limits: StudioFetchLimits = STUDIO_FETCH_LIMITS,
): Promise<StudioFetchAnswer> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = url;
  for (let hop = 0; ; hop++) {
    const via = hop === 0 ? '' : ` (reached by redirect from ${url})`;
    const decision = await policy.check(current);
    if (!decision.allowed) {
      throw new StudioFetchError(
        'refused',
        current,
        `The studio refused to fetch ${current}${via}: ${decision.reason}. On an integration's word the studio fetches only what the integration's own fetch() may reach: its public endpoint, public addresses and origins allowed with --allow-outbound.`,
      );
    }
    let answer: Awaited<ReturnType<typeof fetchPinned>>;
    try {
      answer = await fetchPinned({ method: 'GET', url: current, headers: new Headers(headers), body: null, signal }, decision.pin, {
        capBytes: limits.bodyBytes,
        previewBytes: 0,
        connectTimeoutMs: limits.connectTimeoutMs,
      });
    } catch (error) {
      throw failed(error, current, via, limits);
    }
    const location = answer.headers.get('location');
    if (REDIRECTS.has(answer.status) && location !== null) {
      await answer.body?.cancel().catch(() => {});
      if (hop >= limits.redirects) {
        throw new StudioFetchError(
          'redirects',
          current,
          `Fetching ${url} was redirected more than ${limits.redirects} times (last to ${current}), the studio's limit; it stopped there.`,
        );
      }
      current = new URL(location, current).href;
      continue;
    }
    return { status: answer.status, url: current, text: await readCapped(answer.body, current, via, limits) };
  }
}

async function readCapped(body: ReadableStream<Uint8Array> | null, url: string, via: string, limits: StudioFetchLimits): Promise<string> {
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      // fetchPinned passes one byte past the cap: reaching it means the answer is larger.
      if (size > limits.bodyBytes) {
        throw new StudioFetchError(
          'too-large',
          url,
          `The answer of ${url}${via} is larger than ${limits.bodyBytes / 1024 / 1024} MiB, the studio's limit for what it reads on an integration's word; it was not read further.`,
        );
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw failed(error, url, via, limits);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function failed(error: unknown, url: string, via: string, limits: StudioFetchLimits): StudioFetchError {
  if (error instanceof StudioFetchError) return error;
  const cause = error as Error & { cause?: Error & { code?: string } };
  if (cause.name === 'TimeoutError' || cause.name === 'AbortError') {
    return new StudioFetchError(
      'timeout',
      url,
      `Fetching ${url}${via} took over ${limits.timeoutMs / 1000} s, the studio's limit; it was stopped.`,
    );
  }
  const inner = cause.cause ? `: ${cause.cause.code ? `${cause.cause.code} ` : ''}${cause.cause.message}` : '';
  return new StudioFetchError('network', url, `Fetching ${url}${via} failed: ${cause.message}${inner}.`);
}
