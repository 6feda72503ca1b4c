import { Server as HttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Miniflare's loopback server is how workerd calls back into this process (the studio's service
 * bindings, the outbound gate worker, its own `/core/*` routes). It listens on 127.0.0.1, so any page in
 * the developer's browser can reach it after a port scan, and its routes trust what they are sent:
 * `/core/store-temp-file` joins its `prefix` and `extension` parameters into a path unchecked (a
 * file written anywhere the user can write), `/browser/launch` starts a browser. Miniflare offers no
 * option to authenticate it, so the studio puts its own check in front of Miniflare's handlers.
 *
 * workerd's own calls carry none of the headers every browser adds (`Origin`, `Referer`,
 * `Sec-Fetch-*`, cookies), name 127.0.0.1 or localhost as their host, and a browser cannot add the
 * `MF-Custom-*-Service` headers of a binding call without a CORS preflight, which is refused here.
 */

/** Headers every current browser sets on a request it makes for a page (Fetch Metadata, Origin on any POST). */
const BROWSER_HEADERS = ['origin', 'referer', 'cookie', 'sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest', 'sec-fetch-user'];
/** Miniflare's headers on the calls its binding scripts make for a custom (Node) service. */
const SERVICE_HEADERS = ['mf-custom-fetch-service', 'mf-custom-node-service'];
/** Miniflare's own routes this studio's workers may use; everything else (browser rendering, storage explorers) is refused. */
const CORE_ROUTES = new Set(['/core/log', '/core/error', '/core/store-temp-file', '/core/public-url', '/core/dev-registry']);
/** `prefix` and `extension` of `/core/store-temp-file` become parts of a path: one plain name each, no separators, no dots. */
const PATH_PART = /^[A-Za-z0-9_-]{1,64}$/;
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;
const SINGLE_LABEL = /^[a-z][a-z0-9-]{0,30}(?::\d{1,5})?$/i;

/** Why a request to Miniflare's loopback server is refused, or null when it is one of workerd's own calls. */
export function loopbackRefusal(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  const headers = request.headers;
  const host = String(headers.host ?? '');
  // A binding call carries the headers of the request it forwards (an integration's fetch may send a
  // Cookie or an Origin of its own), so only its Host is checked: the studio's workers address their
  // calls to 127.0.0.1 or to a name of no network (`http://host/`, `http://gate/`), while a page that
  // rebound a real domain name to 127.0.0.1 (the one way to send these headers without a preflight)
  // carries that name.
  if (SERVICE_HEADERS.some((name) => headers[name] !== undefined)) {
    return LOOPBACK_HOST.test(host) || SINGLE_LABEL.test(host)
      ? null
      : `the host ${JSON.stringify(host)} is not this machine's loopback name`;
  }
  const marker = BROWSER_HEADERS.find((name) => headers[name] !== undefined);
  if (marker) return `a browser's request (it carries ${marker})`;
  if (request.method === 'OPTIONS') return 'a CORS preflight';
  if (!LOOPBACK_HOST.test(host)) return `the host ${JSON.stringify(host)} is not this machine's loopback name`;
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (!CORE_ROUTES.has(url.pathname)) return `${url.pathname} is not a route the studio's workers use`;
  if (url.pathname === '/core/store-temp-file') {
    for (const name of ['prefix', 'extension']) {
      const value = url.searchParams.get(name);
      if (value !== null && !PATH_PART.test(value)) return `its ${name} ${JSON.stringify(value)} is not a plain file name`;
    }
  }
  return null;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const guarded = new WeakSet<HttpServer>();

/** Miniflare's loopback server is the http.Server whose handler is its private `#handleLoopback`. */
export function isMiniflareLoopback(server: unknown): server is HttpServer {
  return server instanceof HttpServer && server.listeners('request').some((listener) => listener.name === '#handleLoopback');
}

/**
 * Puts `loopbackRefusal` in front of the server's handlers. Upgrades are refused whatever they
 * carry: the studio's workers open no WebSocket to Node, and Miniflare's upgrade path for a Node
 * service fails an assertion outside any handler (an unhandled rejection that ended the process).
 * `onRefused` hears each refusal (the host journals it).
 */
export function guardLoopbackServer(server: HttpServer, onRefused: (reason: string, request: IncomingMessage) => void): void {
  if (guarded.has(server)) return;
  guarded.add(server);
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const refusal = loopbackRefusal(request);
    if (refusal === null) {
      for (const handler of handlers) handler.call(server, request, response);
      return;
    }
    onRefused(refusal, request);
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
    response.end(
      `Refused by Integration Studio: this port belongs to the integration's sandbox and answers only the sandbox (${refusal}).\n`,
    );
  });
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    onRefused(`an upgrade to ${String(request.headers.upgrade ?? 'another protocol')}`, request);
    socket.on('error', () => {});
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
}
