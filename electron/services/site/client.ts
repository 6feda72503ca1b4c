import { CONSENT_ATTRIBUTES, CONSENT_COOKIE } from './consent.ts';
import { SCRIPT_PATH } from './pages.ts';

/**
 * The studio's own code on the site's pages, served as files from the site origin (the site's policy
 * allows no inline script): `site.js` (banner, service worker), the shim that runs before any
 * integration script, and the service worker itself.
 */

/** Header the service worker puts on its requests of the integrations' scripts: only those get the scripts. */
export const WORKER_HEADER = 'x-studio-site-worker';
export const WORKER_PATH = '/_studio/worker.js';

/**
 * The banner's buttons send the choice to the site server (it sets the cookie as the platform's site
 * does), then the page reloads. Without the service worker in control, the page registers it and
 * reloads once it controls the page: only then do the integrations' scripts run (the site serves
 * them only to the worker).
 */
export const SITE_JS = `(() => {
  for (const button of document.querySelectorAll('#site-consent [data-consent]')) {
    button.addEventListener('click', async () => {
      await fetch('/_studio/consent', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ consent: button.getAttribute('data-consent') }),
      });
      location.reload();
    });
  }
  const waiting = document.getElementById('site-worker');
  if (!waiting) return;
  if (!('serviceWorker' in navigator)) {
    waiting.hidden = false;
    waiting.textContent = 'This browser runs no service worker here, so the studio cannot watch what the scripts request: it does not run them.';
    return;
  }
  if (navigator.serviceWorker.controller) return;
  waiting.hidden = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
  navigator.serviceWorker.register('${WORKER_PATH}', { scope: '/' }).catch((error) => {
    waiting.textContent = 'The studio could not start its service worker (' + error.message + '): the scripts do not run.';
  });
})();
`;

/**
 * Runs first on every page: console messages, uncaught errors, unhandled rejections, cookies set
 * through document.cookie and CSP violations are sent, in small batches, to the site server. A
 * script can undo this (it runs in the same page); the service worker and the CSP reports cannot be.
 */
export const SHIM_JS = `(() => {
  // The reader's choice as the studio holds it, written before any script runs: a navigation answered
  // through the service worker in the Site pane's (third-party) frame does not store the page's
  // Set-Cookie, a cookie written by the page does.
  const wanted = document.documentElement.dataset.consent;
  if (wanted !== undefined) {
    const held = (document.cookie.match(/(?:^|; )${CONSENT_COOKIE}=([^;]*)/) || [])[1] || '';
    if (held !== wanted) document.cookie = wanted ? '${CONSENT_COOKIE}=' + wanted + '; ${CONSENT_ATTRIBUTES}' : '${CONSENT_COOKIE}=; Max-Age=0; ${CONSENT_ATTRIBUTES}';
  }
  // Which integration's script is calling: its file (/_studio/scripts/<id>.js) in a stack or a file name, else null.
  const scriptIn = (text) => {
    const value = String(text || '');
    const at = value.indexOf('${SCRIPT_PATH}');
    const end = at === -1 ? -1 : value.indexOf('.js', at);
    return end === -1 ? null : value.slice(at, end + 3);
  };
  const caller = () => scriptIn(new Error().stack);
  const LIMIT = 2000;
  const queue = [];
  let timer = null;
  const text = (value) => {
    try {
      if (value instanceof Error) return String(value.stack || value);
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  const cut = (value) => (value.length > LIMIT ? value.slice(0, LIMIT) + '…' : value);
  const flush = () => {
    timer = null;
    const entries = queue.splice(0, 50);
    if (!entries.length) return;
    fetch('/_studio/report', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: location.href, entries }),
    }).catch(() => {});
    if (queue.length) timer = setTimeout(flush, 100);
  };
  const send = (entry) => {
    if (queue.length >= 500) return;
    queue.push(entry);
    if (timer === null) timer = setTimeout(flush, 100);
  };
  for (const level of ['debug', 'log', 'info', 'warn', 'error']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      send({ type: 'console', level, message: cut(args.map(text).join(' ')), stack: null, script: caller() });
      original(...args);
    };
  }
  addEventListener('error', (event) => {
    if (event.error === undefined && !event.message) return;
    const stack = event.error && event.error.stack ? cut(String(event.error.stack)) : null;
    send({ type: 'error', message: cut(String(event.message)), stack, script: scriptIn(event.filename) || scriptIn(stack) });
  });
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    const stack = reason && reason.stack ? cut(String(reason.stack)) : null;
    send({ type: 'rejection', message: cut(text(reason instanceof Error ? reason.message : reason)), stack, script: scriptIn(stack) });
  });
  // One entry per blocked address and directive on a page: Chromium fires a report-only violation of
  // a request twice (before the request, with its source, and once more without one after the worker
  // answered), and a script retrying the same address would flood the list.
  const violations = new Set();
  addEventListener('securitypolicyviolation', (event) => {
    const entry = {
      type: 'csp',
      blockedUrl: cut(String(event.blockedURI || '')),
      directive: event.effectiveDirective,
      disposition: event.disposition,
      // A fetch the shim's wrapper made names the shim as its source: the script that called it is the one.
      sourceFile: cut(fetchedBy.get(String(event.blockedURI)) || event.sourceFile || '') || null,
      line: event.lineNumber || null,
      sample: event.sample ? cut(event.sample) : null,
    };
    const key = [entry.blockedUrl, entry.directive, entry.disposition].join(' ');
    if (violations.has(key) || violations.size >= 500) return;
    violations.add(key);
    send(entry);
  });
  // A fetch names the script that made it as its referrer (a same-origin URL, which fetch allows): the
  // service worker hands it on, so the studio can tell whose request it is when several scripts run.
  const originalFetch = window.fetch;
  const fetchedBy = new Map();
  window.fetch = function (input, init) {
    const script = caller();
    if (script && !(input instanceof Request) && URL.canParse(String(input), location.href)) {
      fetchedBy.set(new URL(String(input), location.href).href, script);
      if (fetchedBy.size > 200) fetchedBy.delete(fetchedBy.keys().next().value);
    }
    const named = init && Object.prototype.hasOwnProperty.call(init, 'referrer');
    // The whole URL reaches the worker only under unsafe-url (the page's policy keeps the origin alone);
    // the worker hands requests to the studio, which sends no Referer on.
    if (script && !named && !(input instanceof Request)) init = Object.assign({}, init, { referrer: script, referrerPolicy: 'unsafe-url' });
    return originalFetch.call(this, input, init);
  };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (cookie && cookie.set) {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => cookie.get.call(document),
      set: (value) => {
        const pair = String(value).split(';')[0];
        const at = pair.indexOf('=');
        send({ type: 'cookie', name: cut(at === -1 ? pair.trim() : pair.slice(0, at).trim()), value: cut(at === -1 ? '' : pair.slice(at + 1)), script: caller() });
        cookie.set.call(document, value);
      },
    });
  }
  // The platform site's own API for integration scripts, \`window.GitBook\` (its browser types: events,
  // the reader's cookie choice, a cookie banner, assistants and tools), backed by the studio: 'load'
  // once the page and its scripts loaded, 'unload' as it goes; what a script registers is reported.
  const siteListeners = { load: [], unload: [] };
  const registered = (what) => send({ type: 'console', level: 'info', message: cut('window.GitBook.' + what), stack: null, script: caller() });
  const fire = (type) => {
    for (const listener of siteListeners[type].slice()) {
      try {
        listener();
      } catch (error) {
        const stack = error && error.stack ? cut(String(error.stack)) : null;
        send({ type: 'error', message: cut(text(error instanceof Error ? error.message : error)), stack, script: scriptIn(stack) });
      }
    }
  };
  const choose = (consent) =>
    fetch('/_studio/consent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ consent }) }).then(() => location.reload());
  Object.defineProperty(window, 'GitBook', {
    configurable: false,
    writable: false,
    value: Object.freeze({
      addEventListener(type, listener) {
        if (siteListeners[type] && typeof listener === 'function') siteListeners[type].push(listener);
      },
      removeEventListener(type, listener) {
        const list = siteListeners[type] || [];
        const at = list.indexOf(listener);
        if (at !== -1) list.splice(at, 1);
      },
      registerTool(tool) {
        registered('registerTool: ' + String(tool && tool.name) + ' (the site assistant is not emulated: it is never called)');
      },
      registerAssistant(assistant) {
        registered('registerAssistant: ' + String(assistant && assistant.label) + ' (the site shows no assistant button: call its open() yourself)');
        return () => registered('an assistant unregistered itself: ' + String(assistant && assistant.label));
      },
      registerCookieBanner(handler) {
        registered("registerCookieBanner: the integration's banner replaces the site's");
        const banner = document.getElementById('site-consent');
        if (banner) banner.hidden = true;
        handler({ onApprove: () => void choose('granted'), onReject: () => void choose('denied') });
      },
      isCookiesTrackingDisabled() {
        const state = (document.cookie.match(/(?:^|; )${CONSENT_COOKIE}=([^;]*)/) || [])[1];
        return state === 'yes' ? false : state === 'no' ? true : undefined;
      },
      isGlobalPrivacyControlEnabled: () => Boolean(navigator.globalPrivacyControl),
    }),
  });
  addEventListener('load', () => fire('load'));
  addEventListener('pagehide', () => fire('unload'));
})();
`;

/**
 * The service worker: every request of a site page to another origin goes to the site server
 * (\`/_studio/forward\`), which passes it through the studio's outbound rules. The page itself loads
 * from the network, not through here: Chromium drops a policy's treat-as-public-address from a
 * document the worker answered, and that is what keeps requests escaping the worker (a same-origin
 * about:blank frame is no client of it) off loopback. The integrations' scripts are fetched marked,
 * so a page the worker does not control gets none. A request the server held (never sent) fails as
 * if offline; a redirect is handed back to the browser, whose next request comes here again.
 */
export const WORKER_JS = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin === self.location.origin) {
    if (request.method === 'GET' && url.pathname.startsWith('${SCRIPT_PATH}')) event.respondWith(script(request));
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  event.respondWith(forward(event));
});
function script(request) {
  return fetch(new Request(request.url, { headers: { '${WORKER_HEADER}': '1' }, credentials: 'same-origin' }));
}
async function forward(event) {
  const request = event.request;
  const client = event.clientId ? await self.clients.get(event.clientId) : null;
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  const answer = await fetch('/_studio/forward', {
    method: 'POST',
    headers: {
      'x-studio-url': request.url,
      'x-studio-method': request.method,
      'x-studio-page': client ? client.url : request.referrer || '',
      'x-studio-destination': request.destination || '',
      'x-studio-initiator': request.referrer || '',
      'content-type': request.headers.get('content-type') || 'application/octet-stream',
    },
    body,
  });
  const outcome = answer.headers.get('x-studio-outcome');
  if (outcome === 'held' || outcome === 'failed' || !outcome) return Response.error();
  const location = answer.headers.get('x-studio-location');
  if (location && [301, 302, 303, 307, 308].includes(answer.status)) return Response.redirect(location, answer.status);
  const headers = new Headers();
  const type = answer.headers.get('content-type');
  if (type) headers.set('content-type', type);
  const empty = request.method === 'HEAD' || [204, 205, 304].includes(answer.status);
  return new Response(empty ? null : await answer.arrayBuffer(), { status: answer.status, headers });
}
`;
