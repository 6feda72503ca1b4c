import type { ReadyAnswer } from '../../mocks/store.ts';
import { BodyTooLargeError } from '../errors.ts';
import { headerRecord, httpMessage, readLimited } from '../http-message.ts';
import { SANDBOX_CALL_HEADER } from './outbound-gate.ts';
import { describeError, reject, type OutboundExchange, type OutboundStep, type Reply, type StepDeps } from './outbound-exchange.ts';
import { live } from './outbound-live.ts';

/** How long a mock's `fail: timeout` waits when it gives no delayMs. */
const MOCK_TIMEOUT_MS = 10_000;

/** The body, read whole within the studio's limit for outbound calls (a larger one is refused). */
export const readBody: OutboundStep = async (exchange, { limits, folder }) => {
  const { request, headers } = exchange;
  try {
    const body = await readLimited(exchange.incoming, limits.requestBodyBytes, { drain: true });
    exchange.body = body.byteLength === 0 && !headers.has('content-length') && !headers.has('transfer-encoding') ? null : body;
    return null;
  } catch (cause) {
    const error =
      cause instanceof BodyTooLargeError
        ? `the request body is larger than ${limits.requestBodyBytes / 1024 / 1024} MB, the studio's limit for outbound calls`
        : describeError(cause);
    exchange.record(null, error);
    return reject(`The studio could not send ${request.method} ${request.url}: ${error}.`, folder);
  }
};

/** Calls the studio answers in process (the platform API): answered here, never sent. */
export const platformApi: OutboundStep = async (exchange, deps) => {
  const { request, headers } = exchange;
  const local = deps.local({ method: request.method, url: request.url, headers, body: exchange.body ?? new Uint8Array() });
  if (!local) return null;
  const response = await local;
  const body = new Uint8Array(await response.arrayBuffer());
  exchange.record(
    { status: response.status, ...httpMessage(headerRecord(response.headers), body, { limit: deps.limits.previewBytes }) },
    null,
    {
      stub: true,
      api: deps.describeLocal?.(response) ?? null,
    },
  );
  return { status: response.status, headers: new Headers(response.headers), body };
};

/** Outside `live` mode, a mock matching the request answers it (or fails as it says). */
export const mocks: OutboundStep = async (exchange, deps) => {
  exchange.mode = deps.mocks?.mode() ?? 'live';
  if (!deps.mocks || exchange.mode === 'live') return null;
  const { request, headers, body } = exchange;
  let matched;
  try {
    matched = await deps.mocks.answer({
      method: request.method,
      url: request.url,
      headers,
      body: body ? new TextDecoder().decode(body) : null,
    });
  } catch (cause) {
    const error = `the mocks could not be read: ${(cause as Error).message}`;
    exchange.record(null, error);
    return reject(`The studio could not answer ${request.method} ${request.url}: ${error}`, deps.folder);
  }
  return matched ? answerFromMock(exchange, deps, matched.name, matched.answer) : null;
};

/** A mock's answer, or the failure it simulates, journaled with the mock's name. */
async function answerFromMock(exchange: OutboundExchange, deps: StepDeps, name: string, ready: ReadyAnswer): Promise<Reply> {
  const wait = ready.fail === 'timeout' ? ready.delayMs || MOCK_TIMEOUT_MS : ready.delayMs;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (ready.fail) {
    const error =
      ready.fail === 'refused'
        ? 'connect ECONNREFUSED (simulated by a mock)'
        : ready.fail === 'reset'
          ? 'read ECONNRESET: the connection was reset (simulated by a mock)'
          : `no answer after ${wait} ms (a timeout simulated by a mock)`;
    exchange.record(null, error, { mock: name });
    return reject(`The studio could not reach ${exchange.request.url}: ${error}, mocks/${name}.`, deps.folder);
  }
  // The body is sent as the mock gives it: a written length or encoding would not describe it.
  for (const header of ['content-length', 'transfer-encoding', 'content-encoding', 'connection']) ready.headers.delete(header);
  exchange.record(
    { status: ready.status, ...httpMessage(headerRecord(ready.headers), ready.body, { limit: deps.limits.previewBytes }) },
    null,
    {
      mock: name,
    },
  );
  return { status: ready.status, headers: ready.headers, body: ready.body };
}

/** In `lockdown` mode, what no mock answers is refused: nothing leaves the sandbox. */
export const lockdown: OutboundStep = (exchange, deps) => {
  if (!deps.mocks || exchange.mode !== 'lockdown') return null;
  const { request } = exchange;
  const reason = 'no mock answers it and the outbound mode is lockdown';
  const message = `The studio refused fetch("${request.url}") (${request.method}): ${reason}, so nothing leaves the sandbox. Record the answer with --outbound record (the service must be reachable), or add a mock: integration-studio mock add --method ${request.method} --url '${request.url.split('?')[0]}' --status 200 --body '…'.`;
  exchange.record(null, message, { refused: reason });
  return reject(message, deps.folder);
};

/**
 * The outbound policy (outbound-policy.ts): scheme, the studio's own origins, allowed origins (never
 * the sandbox's own ports), blocked address ranges. An allowed request keeps the address it was checked at.
 */
export const policy: OutboundStep = async (exchange, deps) => {
  const { request } = exchange;
  let decision;
  try {
    decision = await deps.policy.check(request.url);
  } catch (cause) {
    const error = `could not resolve ${new URL(request.url).hostname}: ${describeError(cause)}`;
    exchange.record(null, error);
    return reject(`The studio could not reach ${request.url}: ${error}.`, deps.folder);
  }
  if (!decision.allowed) {
    exchange.record(null, decision.message, { refused: decision.reason });
    return reject(decision.message, deps.folder);
  }
  exchange.allowed = decision;
  return null;
};

/**
 * Calls to the studio's own public server are marked as the sandbox's and limited in number, so the
 * server keeps connections for browsers, webhook senders and the UI. Each holds its slot until its body is done.
 */
export const ownCalls: OutboundStep = (exchange, deps) => {
  if (exchange.allowed?.why !== 'studio') return null;
  const { request, headers } = exchange;
  headers.set(SANDBOX_CALL_HEADER, '1');
  const count = deps.ownCalls;
  if (count.inFlight >= count.limit) {
    const reason = `${count.limit} requests to the studio's own public server are in flight, the limit for calls from the sandbox`;
    const message = `The studio refused fetch("${request.url}"): ${reason} (it keeps the server's other connections for browsers, webhook senders and the UI). Wait for some of them to finish, or send fewer at once.`;
    exchange.record(null, message, { refused: reason });
    return reject(message, deps.folder);
  }
  count.inFlight++;
  let held = true;
  exchange.release = () => {
    if (held) count.inFlight--;
    held = false;
  };
  return null;
};

/**
 * The outbound decision, in order: the first step to reply ends it. The platform API and mocks answer
 * before the policy is asked (they send nothing); the network is the last step.
 */
export const OUTBOUND_STEPS: readonly OutboundStep[] = [readBody, platformApi, mocks, lockdown, policy, ownCalls, live];

/** Runs `steps` in order until one replies; the last step always does. */
export async function runSteps(steps: readonly OutboundStep[], exchange: OutboundExchange, deps: StepDeps): Promise<Reply> {
  for (const step of steps) {
    const reply = await step(exchange, deps);
    if (reply) return reply;
  }
  throw new Error(`no outbound step answered ${exchange.request.method} ${exchange.request.url}`);
}
