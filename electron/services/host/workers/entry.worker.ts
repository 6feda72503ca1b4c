// The runtime's entry module, wrapped around the user's bundle. It attributes console output and
// outbound fetches to the dispatch that caused them (AsyncLocalStorage follows the async chain),
// hands the dispatch's logs back in front of the answer's body (no second round trip; logs after
// the answer, from waitUntil work, are host calls), and turns a raw throw into a generic 500, as
// the platform does. The integration sees an empty `env`, and the entry worker has no binding.
// Host calls carry the dispatch's host token, which the host sends with each dispatch and hosted
// code never sees: the entry takes it off the request, keeps it in the dispatch's async store, and
// touches it only through the prelude's functions (hosted code runs first and may have replaced
// `Headers`, `fetch`, `Promise.prototype.then` and any other global by then).
// It also reads the component ids `createIntegration` left on the default export, once at load, and
// answers the host's `COMPONENTS_REQUEST` with them; a dispatch pays one string comparison for it.
//
// Import order is the security property: the prelude first (it captures the intrinsics), then the
// integration. Both stay separate modules (workers/sources.ts marks them external), so the
// bundled entry imports them in this order.
import { intrinsics as I } from './prelude.worker.ts';
import integration from './integration.js';
import { COMPONENT_IDS_KEY } from '../../../../sdk/runtime/component-ids.ts';
import { BODY_LIMIT_BYTES } from '../limits.ts';
import {
  ANSWERED_HEADER,
  COMPONENTS_REQUEST,
  DISPATCH_HEADER,
  HOST_CALL_ORIGIN,
  HOST_TOKEN_HEADER,
  LOGS_HEADER,
  TOO_LARGE_HEADER,
} from './constants.ts';

interface LogEntry {
  level: string;
  ts: number;
  message: string;
  stack?: string;
}

interface DispatchStore {
  id: string | null;
  token: string | null;
  logs: LogEntry[];
  answered: boolean;
  ctx: ExecutionContext;
}

const als = new I.AsyncLocalStorage<DispatchStore>();
const NULL_BODY = new Set([101, 204, 205, 304]);
const encoder = new TextEncoder();
const orphans: LogEntry[] = [];
/** Logs outside any dispatch (module load, timers between events) wait for the next one, within the console output limit. */
const ORPHAN_LOG_BYTES = 16 * 1024 * 1024; // CONTAINMENT_DEFAULTS.logBatchBytes
let orphanBytes = 0;
let orphansCut = false;
const ignore = () => {};

// Read once per load (a reload loads the entry anew); a getter or proxy that throws means unknown.
const COMPONENTS = (() => {
  try {
    const ids: unknown = (integration as Record<symbol, unknown> | null | undefined)?.[Symbol.for(COMPONENT_IDS_KEY)];
    if (!Array.isArray(ids)) return JSON.stringify({ known: false, ids: [] });
    return JSON.stringify({ known: true, ids: ids.filter((id) => typeof id === 'string') });
  } catch {
    return JSON.stringify({ known: false, ids: [] });
  }
})();

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack || String(value);
  if (typeof value === 'function') return '[function ' + (value.name || 'anonymous') + ']';
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}

// Null-prototype objects: fetch reads options they do not have, and a getter hosted code put on
// Object.prototype would see the object holding the token.
function hostCall(store: DispatchStore, path: string, body: string): Promise<void> {
  if (!store.token) return I.resolve();
  const headers = { __proto__: null, [DISPATCH_HEADER]: store.id ?? '', [HOST_TOKEN_HEADER]: store.token };
  const init = { __proto__: null, method: 'POST', headers, body } as unknown as RequestInit;
  return I.then(I.fetch(globalThis, HOST_CALL_ORIGIN + path, init), ignore, ignore);
}

function send(store: DispatchStore, logs: LogEntry[]): Promise<void> {
  if (logs.length === 0) return I.resolve();
  return hostCall(store, '/logs', JSON.stringify(logs));
}

// waitUntil work runs under the host's background budget: the host hears when each piece starts and
// how it ends (containment/background.ts), and restarts the runtime when the budget runs out.
function background(store: DispatchStore, work: Promise<unknown>): Promise<void> {
  const started = hostCall(store, '/background', '{"phase":"start"}');
  // The end is reported after the start has arrived, so the host never hears them the wrong way round.
  return I.then(
    I.resolve(work),
    () => I.then(started, () => hostCall(store, '/background', '{"phase":"end","outcome":"ok"}'), ignore),
    (error) =>
      I.then(
        started,
        () => hostCall(store, '/background', JSON.stringify({ phase: 'end', outcome: 'error', error: describe(error).slice(0, 2000) })),
        ignore,
      ),
  );
}

function record(level: string, args: unknown[]): void {
  const error = args.find((a): a is Error => a instanceof Error);
  const entry: LogEntry = { level, ts: Date.now(), message: args.map(describe).join(' ') };
  if (error && error.stack) entry.stack = error.stack;
  const store = I.getStore(als);
  if (store && !store.answered) store.logs.push(entry);
  else if (store) store.ctx.waitUntil(send(store, [entry]));
  else keepOrphan(entry);
}

function keepOrphan(entry: LogEntry) {
  if (orphans.length === 0) orphanBytes = 0;
  const size = entry.message.length + (entry.stack?.length ?? 0);
  if (orphanBytes + size <= ORPHAN_LOG_BYTES) {
    orphanBytes += size;
    orphans.push(entry);
  } else if (!orphansCut) {
    orphansCut = true;
    const message = `The integration logged more than ${ORPHAN_LOG_BYTES / 1024 / 1024} MiB outside any event, the studio's limit on console output per event; the rest was dropped.`;
    orphans.push({ level: 'warn', ts: Date.now(), message });
  }
}

// The prelude took the console over before any hosted code ran (references hosted code kept lead
// there too); from here on, every call is recorded. Nothing reaches workerd's own console, which
// would print warn and error on its stderr, journaled as runtime output outside every limit.
{
  const { logs, dropped } = I.takeConsole(record);
  for (const early of logs) record(early.level, early.args);
  if (dropped > 0)
    record('warn', [
      `The integration logged more than ${ORPHAN_LOG_BYTES / 1024 / 1024} MiB while its module loaded, the studio's limit on console output per event; ${dropped} later calls were dropped.`,
    ]);
}

// An error thrown in a timer callback escapes every handler (workerd keeps it to itself): it is
// recorded under the dispatch that set the timer, then rethrown so the runtime behaves as before.
function guarded<Args extends unknown[]>(callback: ((...args: Args) => unknown) | string, what: string) {
  if (typeof callback !== 'function') return callback;
  return function (this: unknown, ...args: Args) {
    try {
      return callback.apply(this, args);
    } catch (error) {
      record('error', ['Uncaught error in a ' + what + ' callback:', error]);
      throw error;
    }
  };
}
type Timer = (callback: TimerHandler, ms?: number, ...args: unknown[]) => number;
const platformSetTimeout = globalThis.setTimeout as Timer;
const platformSetInterval = globalThis.setInterval as Timer;
(globalThis as { setTimeout: Timer }).setTimeout = function setTimeout(callback, ms, ...args) {
  return platformSetTimeout(guarded(callback as (...args: unknown[]) => unknown, 'setTimeout'), ms, ...args);
};
(globalThis as { setInterval: Timer }).setInterval = function setInterval(callback, ms, ...args) {
  return platformSetInterval(guarded(callback as (...args: unknown[]) => unknown, 'setInterval'), ms, ...args);
};

addEventListener('unhandledrejection', (event) => {
  record('error', ['Unhandled promise rejection:', event.reason]);
});

const platformFetch = globalThis.fetch;
globalThis.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit) {
  const store = I.getStore(als);
  if (!store) return platformFetch(input, init);
  const request = new Request(input, init);
  const headers = new Headers(request.headers);
  headers.set(DISPATCH_HEADER, store.id ?? '');
  return platformFetch(new Request(request, { headers }));
};

/** Reads the integration's answer body within the limit; `undefined` when it passed the limit. */
async function limitedBody(body: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BODY_LIMIT_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

type Integration = { fetch(request: Request, env: object, ctx: ExecutionContext): unknown };

export default {
  async fetch(request, _env, ctx) {
    const received = I.requestHeaders(request);
    const id = I.headersGet(received, DISPATCH_HEADER);
    if (id === COMPONENTS_REQUEST) return new Response(COMPONENTS, { headers: { 'content-type': 'application/json' } });
    const token = I.headersGet(received, HOST_TOKEN_HEADER);
    if (token !== null) {
      const headers = new I.Headers(received);
      I.headersDelete(headers, HOST_TOKEN_HEADER);
      request = new I.Request(request, { __proto__: null, headers } as RequestInit);
    }
    orphansCut = false;
    const store: DispatchStore = { id, token, logs: orphans.splice(0), answered: false, ctx };
    return I.run(als, store, async () => {
      let response: Response;
      try {
        const answer = await (integration as Integration).fetch(
          request,
          {},
          { waitUntil: (p) => ctx.waitUntil(background(store, p)), passThroughOnException() {} },
        );
        if (!(answer instanceof Response)) throw new TypeError('The integration answered with ' + describe(answer) + ', not a Response.');
        response = answer;
      } catch (error) {
        record('error', ['The integration threw:', error]);
        response = new Response(JSON.stringify({ error: 'Unexpected error in the integration.' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      // Buffer the body here, within the limit, so the host reads a sized answer in one go and an
      // oversized one never crosses the pipe.
      let body: Uint8Array<ArrayBuffer> | null | undefined = response.body ? await limitedBody(response.body) : null;
      store.answered = true;
      const logs = store.logs.splice(0);
      // A status that cannot carry a body cannot carry the logs either: they take the binding.
      if (logs.length && NULL_BODY.has(response.status)) await send(store, logs.splice(0));
      const logBytes = logs.length ? encoder.encode(JSON.stringify(logs)) : null;
      if (body === undefined) {
        const headers: Record<string, string> = { [TOO_LARGE_HEADER]: '1', [ANSWERED_HEADER]: '1' };
        if (logBytes) headers[LOGS_HEADER] = String(logBytes.byteLength);
        return new Response(logBytes, { status: 502, headers });
      }
      // The integration cannot set the host's own headers on its answer.
      const headers = new Headers(response.headers);
      headers.delete(TOO_LARGE_HEADER);
      if (logBytes) headers.set(LOGS_HEADER, String(logBytes.byteLength));
      else headers.delete(LOGS_HEADER);
      headers.set(ANSWERED_HEADER, '1');
      if (logBytes) {
        const framed = new Uint8Array(logBytes.byteLength + (body ? body.byteLength : 0));
        framed.set(logBytes, 0);
        if (body) framed.set(body, logBytes.byteLength);
        body = framed;
      }
      // The body is the integration's bytes as it handed them over: already encoded when it says so.
      // workerd would encode them again under their Content-Encoding (gzip, br); 'manual' sends them as they are.
      return new Response(body, { status: response.status, statusText: response.statusText, headers, encodeBody: 'manual' });
    });
  },
} satisfies WorkerModule<unknown>;
