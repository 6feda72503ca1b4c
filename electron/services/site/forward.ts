import type { MatchRequest } from '../../../shared/mocks/match.ts';
import type { OutboundMode } from '../../../shared/mocks/schema.ts';
import { fetchPinned } from '../host/containment/outbound-fetch.ts';
import type { OutboundPolicy } from '../host/containment/outbound-policy.ts';
import type { ReadyAnswer } from '../mocks/store.ts';

/** What of the host's outbound control a site page's requests go through: its mode, mocks and policy. */
export interface SiteOutbound {
  mode(): OutboundMode;
  mocks: { answer(request: MatchRequest): Promise<{ name: string; answer: ReadyAnswer } | null> };
  policy: OutboundPolicy;
}

/** A request a site page made to another origin, as the service worker handed it over. */
export interface PageRequest {
  method: string;
  url: string;
  headers: Headers;
  body: Uint8Array | null;
}

export interface Forwarded {
  /** `mocked`: a mock answered; `held`: not sent (the outbound mode is not live, or the policy refused it); `live`: sent. */
  outcome: 'mocked' | 'held' | 'live';
  status: number | null;
  headers: Headers;
  body: Uint8Array | null;
  mock?: string;
  /** Why it was held or failed (null when answered). */
  error: string | null;
}

export const FORWARD_LIMITS = { responseBytes: 5 * 1024 * 1024, timeoutMs: 15_000, connectTimeoutMs: 5_000 };

const held = (error: string): Forwarded => ({ outcome: 'held', status: null, headers: new Headers(), body: null, error });

/**
 * A site page's request through the studio's outbound rules, as hosted code's requests go: outside
 * `live` mode a matching mock answers and anything else is held (never sent off the machine); in
 * `live` mode it is sent when the policy allows a public address. Unlike hosted code, a page never
 * reaches the studio's own origins or origins allowed with --allow-outbound: those are loopback or
 * private, where the developer's services live.
 */
export async function forwardPageRequest(
  outbound: SiteOutbound,
  request: PageRequest,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Forwarded> {
  const mode = outbound.mode();
  if (mode !== 'live') {
    const matched = await outbound.mocks.answer({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: request.body ? new TextDecoder().decode(request.body) : null,
    });
    if (!matched)
      return held(
        `held: the outbound mode is ${mode} and no mock answers it, so it was not sent. Add a mock (mocks/) or switch the outbound mode to live.`,
      );
    const { answer, name } = matched;
    // A mock's delay holds the page's request as it holds hosted code's; a simulated timeout waits its
    // delay or the site's own timeout, never longer than the site waits for any answer.
    const wait = Math.min(
      answer.fail === 'timeout' ? answer.delayMs || FORWARD_LIMITS.timeoutMs : answer.delayMs,
      FORWARD_LIMITS.timeoutMs,
    );
    if (wait > 0) await sleep(wait);
    if (answer.fail)
      return {
        outcome: 'mocked',
        status: null,
        headers: new Headers(),
        body: null,
        mock: name,
        error: `mocks/${name} simulates ${answer.fail}`,
      };
    return { outcome: 'mocked', status: answer.status, headers: answer.headers, body: answer.body, mock: name, error: null };
  }
  const decision = await outbound.policy
    .check(request.url)
    .catch((error: Error) => ({ allowed: false as const, reason: error.message, message: error.message }));
  if (!decision.allowed) return held(`refused: ${decision.reason}`);
  if (decision.why !== 'public')
    return held(`refused: ${new URL(request.url).origin} is on this machine or its network, which a site page never reaches`);
  try {
    const signal = AbortSignal.timeout(FORWARD_LIMITS.timeoutMs);
    const answer = await fetchPinned({ ...request, signal }, decision.pin, {
      capBytes: FORWARD_LIMITS.responseBytes,
      previewBytes: 0,
      connectTimeoutMs: FORWARD_LIMITS.connectTimeoutMs,
    });
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of answer.body ?? []) {
      size += chunk.byteLength;
      if (size > FORWARD_LIMITS.responseBytes) {
        await answer.body?.cancel().catch(() => {});
        return {
          ...held(`the answer is larger than ${FORWARD_LIMITS.responseBytes / 1024 / 1024} MB, the site's limit`),
          outcome: 'live',
          status: answer.status,
        };
      }
      chunks.push(chunk);
    }
    return { outcome: 'live', status: answer.status, headers: answer.headers, body: Buffer.concat(chunks), error: null };
  } catch (error) {
    return { outcome: 'live', status: null, headers: new Headers(), body: null, error: `failed: ${(error as Error).message}` };
  }
}
