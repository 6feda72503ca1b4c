import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OUTBOUND_URL_HEADER } from './outbound-gate.ts';
import { describeError, openExchange, reject, type OutboundOptions, type Reply } from './outbound-exchange.ts';
import { OUTBOUND_STEPS, runSteps } from './outbound-steps.ts';
import { CONTAINMENT_DEFAULTS } from './rules.ts';

/**
 * Writes a reply to the outbound gate worker. Miniflare's own bridge for function services writes
 * bodies without waiting for the socket (a fast upstream piles up in memory); here the body is
 * piped, so a slow reader inside the sandbox slows the upstream read instead.
 */
async function send(res: ServerResponse, reply: Reply): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of reply.headers) headers[name] = name === 'set-cookie' ? reply.headers.getSetCookie() : value;
  res.writeHead(reply.status, reply.statusText ?? '', headers);
  if (!reply.body) return void res.end();
  if (reply.body instanceof Uint8Array) return void res.end(reply.body);
  await pipeline(Readable.fromWeb(reply.body as import('node:stream/web').ReadableStream<Uint8Array>), res).catch(() => res.destroy());
}

/**
 * The host's side of the outbound gate worker: every request the integration sends runs the
 * outbound steps (outbound-steps.ts: body, platform API, mocks, lockdown, policy, own calls, live).
 * A refusal or a network failure rejects the integration's fetch (as on the platform) with a
 * message naming the cause.
 */
export function createOutboundHandler(options: OutboundOptions) {
  const deps = { ...options, ownCalls: { inFlight: 0, limit: options.limits.ownCallsInFlight ?? CONTAINMENT_DEFAULTS.ownCallsInFlight } };

  /** The outbound gate worker's Node service: one request of the integration in, its reply out. */
  return async function outbound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let reply: Reply;
    try {
      reply = await runSteps(OUTBOUND_STEPS, openExchange(req, options), deps);
    } catch (error) {
      // A studio-side failure (the API emulator threw) still answers the integration with a reason.
      reply = reject(
        `The studio could not handle ${req.method} ${req.headers[OUTBOUND_URL_HEADER]}: ${describeError(error)}.`,
        options.folder,
      );
    }
    await send(res, reply);
  };
}
