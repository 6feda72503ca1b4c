import { COMPONENT_IDS_KEY } from '../../../sdk/runtime/component-ids.ts';
import { BUNDLE_NAME } from './build.ts';
import { BODY_LIMIT_BYTES } from './limits.ts';

/** Header carrying the dispatch id into the runtime, and on every outbound fetch made during it. */
export const DISPATCH_HEADER = 'x-studio-dispatch';
/**
 * Header carrying the dispatch's host token into the runtime (the entry strips it before the
 * integration sees the request) and on the entry's host calls, which the host answers only with it.
 */
export const HOST_TOKEN_HEADER = 'x-studio-host-token';
/**
 * Where the entry's host calls (logs after the answer, background work) go: through the outbound
 * gate like any fetch, answered in process before the outbound policy. The runtime has no binding to
 * the host at all: `import { env } from 'cloudflare:workers'` would hand any binding to hosted code.
 */
export const HOST_CALL_ORIGIN = 'http://studio-host.invalid';
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

/** Module path of the prelude, next to the entry. */
export const PRELUDE_NAME = 'prelude.js';

/**
 * Evaluated before the integration's bundle (the entry imports it first), so it holds the platform's
 * own functions before hosted code can replace any global or prototype method. The entry handles
 * the host token only through these; a hosted module that imports this one gets nothing it did not
 * have (the originals), no token.
 */
export const PRELUDE_SOURCE = `
import { AsyncLocalStorage } from 'node:async_hooks';
const call = Function.prototype.call;
// f(thisArg, ...args), calling the original method however the prototype changes later.
const uncurry = (method) => call.bind(method);
export const intrinsics = Object.freeze({
  fetch: uncurry(globalThis.fetch),
  Headers,
  Request,
  AsyncLocalStorage,
  requestHeaders: uncurry(Object.getOwnPropertyDescriptor(Request.prototype, 'headers').get),
  headersGet: uncurry(Headers.prototype.get),
  headersDelete: uncurry(Headers.prototype.delete),
  run: uncurry(AsyncLocalStorage.prototype.run),
  getStore: uncurry(AsyncLocalStorage.prototype.getStore),
  then: uncurry(Promise.prototype.then),
  resolve: Promise.resolve.bind(Promise),
});
`;

/**
 * The runtime's entry module, wrapped around the user's bundle. It attributes console output and
 * outbound fetches to the dispatch that caused them (AsyncLocalStorage follows the async chain),
 * hands the dispatch's logs back in front of the answer's body (no second round trip; logs after
 * the answer, from waitUntil work, are host calls), and turns a raw throw into a generic 500, as
 * the platform does. The integration sees an empty `env`.
 * Host calls carry the dispatch's host token, which the host sends with each dispatch and hosted
 * code never sees: the entry takes it off the request, keeps it in the dispatch's async store, and
 * touches it only through the prelude's functions (hosted code runs first and may have replaced
 * `Headers`, `fetch`, `Promise.prototype.then` and any other global by then).
 * It also reads the component ids `createIntegration` left on the default export, once at load, and
 * answers the host's `COMPONENTS_REQUEST` with them; a dispatch pays one string comparison for it.
 */
export const ENTRY_SOURCE = `
import { intrinsics as I } from './${PRELUDE_NAME}';
import integration from './${BUNDLE_NAME}';

const als = new I.AsyncLocalStorage();
const LEVELS = ['debug', 'log', 'info', 'warn', 'error'];
const NULL_BODY = new Set([101, 204, 205, 304]);
const encoder = new TextEncoder();
let orphans = [];
const ignore = () => {};

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

// Null-prototype objects: fetch reads options they do not have, and a getter hosted code put on
// Object.prototype would see the object holding the token.
function hostCall(store, path, body) {
  if (!store.token) return I.resolve();
  const headers = { __proto__: null, '${DISPATCH_HEADER}': store.id, '${HOST_TOKEN_HEADER}': store.token };
  return I.then(I.fetch(globalThis, '${HOST_CALL_ORIGIN}' + path, { __proto__: null, method: 'POST', headers, body }), ignore, ignore);
}

function send(store, logs) {
  if (logs.length === 0) return I.resolve();
  return hostCall(store, '/logs', JSON.stringify(logs));
}

// waitUntil work runs under the host's background budget: the host hears when each piece starts and
// how it ends (containment/background.ts), and restarts the runtime when the budget runs out.
function background(store, work) {
  const started = hostCall(store, '/background', '{"phase":"start"}');
  // The end is reported after the start has arrived, so the host never hears them the wrong way round.
  return I.then(
    I.resolve(work),
    () => I.then(started, () => hostCall(store, '/background', '{"phase":"end","outcome":"ok"}')),
    (error) => I.then(started, () => hostCall(store, '/background', JSON.stringify({ phase: 'end', outcome: 'error', error: describe(error).slice(0, 2000) }))),
  );
}

function record(level, args) {
  const error = args.find((a) => a instanceof Error);
  const entry = { level, ts: Date.now(), message: args.map(describe).join(' ') };
  if (error && error.stack) entry.stack = error.stack;
  const store = I.getStore(als);
  if (store && !store.answered) store.logs.push(entry);
  else if (store) store.ctx.waitUntil(send(store, [entry]));
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
  const store = I.getStore(als);
  if (!store) return platformFetch(input, init);
  const request = new Request(input, init);
  const headers = new Headers(request.headers);
  headers.set('${DISPATCH_HEADER}', store.id);
  return platformFetch(new Request(request, { headers }));
};

export default {
  async fetch(request, env, ctx) {
    const received = I.requestHeaders(request);
    const id = I.headersGet(received, '${DISPATCH_HEADER}');
    if (id === '${COMPONENTS_REQUEST}') return new Response(COMPONENTS, { headers: { 'content-type': 'application/json' } });
    const token = I.headersGet(received, '${HOST_TOKEN_HEADER}');
    if (token !== null) {
      const headers = new I.Headers(received);
      I.headersDelete(headers, '${HOST_TOKEN_HEADER}');
      request = new I.Request(request, { __proto__: null, headers });
    }
    const store = { id, token, logs: orphans.splice(0), answered: false, ctx };
    return I.run(als, store, async () => {
      let response;
      try {
        response = await integration.fetch(request, {}, { waitUntil: (p) => ctx.waitUntil(background(store, p)), passThroughOnException() {} });
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
      if (logs.length && NULL_BODY.has(response.status)) await send(store, logs.splice(0));
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
