import { COMPONENT_IDS_KEY } from '../../../sdk/runtime/component-ids.ts';
import { BUNDLE_NAME } from './build.ts';
import { BODY_LIMIT_BYTES } from './limits.ts';

/** Name of the binding through which the wrapper hands logs back to the host; hidden from the integration. */
export const HOST_BINDING = '__STUDIO_HOST';
/** Header carrying the dispatch id into the runtime, and on every outbound fetch made during it. */
export const DISPATCH_HEADER = 'x-studio-dispatch';
/** Set by the entry on its own 502 when the integration's answer passed the body limit. */
export const TOO_LARGE_HEADER = 'x-studio-too-large';
/**
 * The dispatch id of the host's own request for the component ids; real dispatch ids are `d<n>`.
 * The entry answers it itself (the integration never sees it) with what it read from the bundle at
 * load: `{known, ids}`, `known` false when the default export does not carry the SDK's ids.
 */
export const COMPONENTS_REQUEST = 'studio:components';
/** Byte length of the log batch (JSON) the entry puts before the answer's body; absent when nothing was logged. */
export const LOGS_HEADER = 'x-studio-logs';
/** On every answer the entry gives; an answer without it came from workerd itself (a request it canceled). */
export const ANSWERED_HEADER = 'x-studio-answered';

/**
 * The runtime's entry module, wrapped around the user's bundle. It attributes console output and
 * outbound fetches to the dispatch that caused them (AsyncLocalStorage follows the async chain),
 * hands the dispatch's logs back in front of the answer's body (no second round trip; logs after
 * the answer, from waitUntil work, go through the host binding), and turns a raw throw into a
 * generic 500, as the platform does. The integration sees an empty `env`: the host binding is not its to call.
 * It also reads the component ids `createIntegration` left on the default export, once at load, and
 * answers the host's `COMPONENTS_REQUEST` with them; a dispatch pays one string comparison for it.
 */
export const ENTRY_SOURCE = `
import integration from './${BUNDLE_NAME}';
import { AsyncLocalStorage } from 'node:async_hooks';

const als = new AsyncLocalStorage();
const LEVELS = ['debug', 'log', 'info', 'warn', 'error'];
const NULL_BODY = new Set([101, 204, 205, 304]);
const encoder = new TextEncoder();
let host = null;
let orphans = [];

// Read once per load (a reload loads the entry anew); a getter or proxy that throws means unknown.
const COMPONENTS = (() => {
  try {
    const ids = integration?.[Symbol.for('${COMPONENT_IDS_KEY}')];
    if (!Array.isArray(ids)) return JSON.stringify({ known: false, ids: [] });
    return JSON.stringify({ known: true, ids: ids.filter((id) => typeof id === 'string') });
  } catch {
    return JSON.stringify({ known: false, ids: [] });
  }
})();

function describe(value) {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack || String(value);
  if (typeof value === 'function') return '[function ' + (value.name || 'anonymous') + ']';
  if (typeof value === 'object' && value !== null) {
    try { return JSON.stringify(value); } catch { return Object.prototype.toString.call(value); }
  }
  return String(value);
}

function send(dispatch, logs) {
  if (!host || logs.length === 0) return Promise.resolve();
  return host.fetch('http://host/logs', { method: 'POST', headers: { '${DISPATCH_HEADER}': dispatch ?? '' }, body: JSON.stringify(logs) })
    .then((r) => r.body?.cancel(), () => {});
}

// waitUntil work runs under the host's background budget: the host hears when each piece starts and
// how it ends (containment/background.ts), and restarts the runtime when the budget runs out.
function background(dispatch, work) {
  const report = (body) => host
    ? host.fetch('http://host/background', { method: 'POST', headers: { '${DISPATCH_HEADER}': dispatch ?? '' }, body: JSON.stringify(body) })
        .then((r) => r.body?.cancel(), () => {})
    : Promise.resolve();
  const started = report({ phase: 'start' });
  // The end is reported after the start has arrived, so the host never hears them the wrong way round.
  return Promise.resolve(work).then(
    () => started.then(() => report({ phase: 'end', outcome: 'ok' })),
    (error) => started.then(() => report({ phase: 'end', outcome: 'error', error: describe(error).slice(0, 2000) })),
  );
}

function record(level, args) {
  const error = args.find((a) => a instanceof Error);
  const entry = { level, ts: Date.now(), message: args.map(describe).join(' ') };
  if (error && error.stack) entry.stack = error.stack;
  const store = als.getStore();
  if (store && !store.answered) store.logs.push(entry);
  else if (store) store.ctx.waitUntil(send(store.id, [entry]));
  else orphans.push(entry);
}

// The wrapper is the one place console output is kept: passing it on to workerd's own console
// would print warn and error on its stderr, which the host journals as runtime output (twice).
for (const level of LEVELS) {
  console[level] = (...args) => { record(level, args); };
}

// An error thrown in a timer callback escapes every handler (workerd keeps it to itself): it is
// recorded under the dispatch that set the timer, then rethrown so the runtime behaves as before.
function guarded(callback, what) {
  if (typeof callback !== 'function') return callback;
  return function (...args) {
    try {
      return callback.apply(this, args);
    } catch (error) {
      record('error', ['Uncaught error in a ' + what + ' callback:', error]);
      throw error;
    }
  };
}
const platformSetTimeout = globalThis.setTimeout;
const platformSetInterval = globalThis.setInterval;
globalThis.setTimeout = function setTimeout(callback, ms, ...args) {
  return platformSetTimeout(guarded(callback, 'setTimeout'), ms, ...args);
};
globalThis.setInterval = function setInterval(callback, ms, ...args) {
  return platformSetInterval(guarded(callback, 'setInterval'), ms, ...args);
};

addEventListener('unhandledrejection', (event) => {
  record('error', ['Unhandled promise rejection:', event.reason]);
});

const platformFetch = globalThis.fetch;
globalThis.fetch = function fetch(input, init) {
  const store = als.getStore();
  if (!store) return platformFetch(input, init);
  const request = new Request(input, init);
  const headers = new Headers(request.headers);
  headers.set('${DISPATCH_HEADER}', store.id);
  return platformFetch(new Request(request, { headers }));
};

export default {
  async fetch(request, env, ctx) {
    host = env.${HOST_BINDING};
    const id = request.headers.get('${DISPATCH_HEADER}');
    if (id === '${COMPONENTS_REQUEST}') return new Response(COMPONENTS, { headers: { 'content-type': 'application/json' } });
    const store = { id, logs: orphans.splice(0), answered: false, ctx };
    return als.run(store, async () => {
      let response;
      try {
        response = await integration.fetch(request, {}, { waitUntil: (p) => ctx.waitUntil(background(id, p)), passThroughOnException() {} });
        if (!(response instanceof Response)) throw new TypeError('The integration answered with ' + describe(response) + ', not a Response.');
      } catch (error) {
        record('error', ['The integration threw:', error]);
        response = new Response(JSON.stringify({ error: 'Unexpected error in the integration.' }), { status: 500, headers: { 'content-type': 'application/json' } });
      }
      // Buffer the body here, within the limit, so the host reads a sized answer in one go and an
      // oversized one never crosses the pipe.
      let body = null;
      if (response.body) {
        const reader = response.body.getReader();
        const chunks = [];
        let size = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          if (size > ${BODY_LIMIT_BYTES}) {
            await reader.cancel();
            chunks.length = 0;
            body = undefined;
            break;
          }
          chunks.push(value);
        }
        if (body !== undefined) {
          body = new Uint8Array(size);
          let offset = 0;
          for (const chunk of chunks) { body.set(chunk, offset); offset += chunk.byteLength; }
        }
      }
      store.answered = true;
      const logs = store.logs.splice(0);
      // A status that cannot carry a body cannot carry the logs either: they take the binding.
      if (logs.length && NULL_BODY.has(response.status)) await send(store.id, logs.splice(0));
      const logBytes = logs.length ? encoder.encode(JSON.stringify(logs)) : null;
      if (body === undefined) {
        const headers = { '${TOO_LARGE_HEADER}': '1', '${ANSWERED_HEADER}': '1' };
        if (logBytes) headers['${LOGS_HEADER}'] = String(logBytes.byteLength);
        return new Response(logBytes, { status: 502, headers });
      }
      // The integration cannot set the host's own headers on its answer.
      const headers = new Headers(response.headers);
      headers.delete('${TOO_LARGE_HEADER}');
      if (logBytes) headers.set('${LOGS_HEADER}', String(logBytes.byteLength));
      else headers.delete('${LOGS_HEADER}');
      headers.set('${ANSWERED_HEADER}', '1');
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
};
`;
