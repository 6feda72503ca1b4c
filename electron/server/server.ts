import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { isTopicName } from '../../shared/api/index.ts';
import { ClientMessage, WS_PATH, type ServerMessage } from '../../shared/api/wire.ts';
import { rendererCsp } from '../../shared/security/csp.ts';
import type { Studio } from '../app/studio.ts';
import { checkAccess, sessionCookie, USED_LINK_MESSAGE, type UiCredentials } from './access.ts';
import { listenOnLoopback, listenPreferred } from '../lib/loopback.ts';
import { enforceLimits, limitedServerOptions, UI_SERVER_LIMITS, type HttpLimits } from '../lib/http-limits.ts';

/** Largest WebSocket message accepted from the renderer. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

export interface BrowserServer {
  url: string;
  port: number;
  /** The remembered port this server could not have (another program holds it), else null. */
  movedFrom: number | null;
  token: string;
  /** What the session cookie holds once the token was traded: command-line clients of this user connect with it (running-studios.ts). */
  session: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  studio: Studio;
  /** The built renderer (`out/renderer`). */
  rendererDir: string;
  port?: number;
  /** A port remembered from the last run: used when free, else a free one (`movedFrom` says so). */
  preferredPort?: number;
  /** Fixed token for tests; a random one otherwise. Either way it is good for one sign-in. */
  token?: string;
  /** Fixed cookie value for benchmarks that connect without signing in; a random one otherwise. */
  session?: string;
  /** Timeouts and connection cap (tests use small ones). */
  limits?: HttpLimits;
}

function refuse(response: ServerResponse, status: number, reason: string) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify({ error: reason }));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A person follows the used link in a browser: a page saying why, and how to get a new one. */
function refuseUsedLink(response: ServerResponse) {
  response.writeHead(401, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  response.end(`<!doctype html><html><head><meta charset="utf-8"><title>Link already used</title>
<style>body{font:15px system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1d2330}</style></head>
<body><h1>This link was already used</h1><p>${escapeHtml(USED_LINK_MESSAGE)}</p></body></html>`);
}

function accessOf(request: IncomingMessage, credentials: UiCredentials, port: number) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  return {
    url,
    verdict: checkAccess(
      {
        host: request.headers.host,
        origin: request.headers.origin,
        cookie: request.headers.cookie,
        queryToken: url.searchParams.get('token'),
      },
      credentials,
      port,
    ),
  };
}

/**
 * Sends one message; one that cannot be serialized (a value too deep for JSON.stringify's
 * recursion) becomes an error naming why, for the call it answers. Never throws.
 */
function send(socket: WebSocket, message: ServerMessage) {
  if (socket.readyState !== socket.OPEN) return;
  let text: string;
  try {
    text = JSON.stringify(message);
  } catch (error) {
    const reason = `The answer could not be sent: ${(error as Error).message} (a value too deeply nested or too large to serialize).`;
    if (message.type !== 'result') {
      console.error(`integration-studio: a ${message.type} message was dropped: ${reason}`);
      return;
    }
    text = JSON.stringify({ type: 'result', id: message.id, result: { ok: false, error: { code: 'too-large', message: reason } } });
  }
  socket.send(text);
}

function serveSocket(socket: WebSocket, studio: Studio) {
  const topics = new Set<string>();
  const unsubscribe = studio.bus.subscribeAll((topic, payload) => {
    if (topics.has(topic)) send(socket, { type: 'push', topic, payload });
  });
  socket.on('close', unsubscribe);
  socket.on('message', (raw) => {
    // Each message is handled on its own: nothing in one, however hostile, may escape to the process.
    handle(raw).catch((error: unknown) => {
      console.error('integration-studio: a WebSocket message failed:', error);
      send(socket, {
        type: 'error',
        error: { code: 'internal', message: `The message could not be handled: ${(error as Error)?.message}` },
      });
    });
  });

  async function handle(raw: RawData) {
    let message: ClientMessage;
    try {
      message = ClientMessage.parse(JSON.parse(raw.toString()));
    } catch (error) {
      send(socket, {
        type: 'error',
        error: { code: 'invalid-input', message: `Unreadable message: ${(error as Error).message.slice(0, 200)}` },
      });
      return;
    }
    if (message.type === 'call') {
      send(socket, { type: 'result', id: message.id, result: await studio.dispatch(message.method, message.input) });
    } else if (!isTopicName(message.topic)) {
      send(socket, { type: 'error', error: { code: 'invalid-input', message: `Unknown topic ${JSON.stringify(message.topic)}.` } });
    } else if (message.type === 'subscribe') {
      topics.add(message.topic);
    } else {
      topics.delete(message.topic);
    }
  }
}

/**
 * Browser mode: the built renderer over HTTP and the Studio API over a WebSocket, on loopback only,
 * behind a per-start token (see access.ts).
 */
export async function startBrowserServer(options: ServeOptions): Promise<BrowserServer> {
  if (!existsSync(options.rendererDir)) {
    throw new Error(`The renderer is not built (${options.rendererDir} is missing): run \`npm run build\` first.`);
  }
  const credentials: UiCredentials = {
    token: options.token ?? randomBytes(24).toString('base64url'),
    spent: false,
    session: options.session ?? randomBytes(24).toString('base64url'),
  };
  const assets = sirv(options.rendererDir, { single: true, etag: true, dev: false });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  let port = 0;

  const limits = options.limits ?? UI_SERVER_LIMITS;
  // Previews may frame and show the integration's own public and content origins, and no other local port.
  const csp = rendererCsp(
    options.studio.publicServer.origin,
    options.studio.publicServer.content.origin,
    options.studio.siteListener.origin,
  );
  const server: Server = createServer(limitedServerOptions(limits), (request, response) => {
    const { url, verdict } = accessOf(request, credentials, port);
    if (!verdict.ok) return verdict.used ? refuseUsedLink(response) : refuse(response, verdict.status, verdict.reason);
    response.setHeader('Content-Security-Policy', csp);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'no-referrer');
    if (verdict.dropToken) {
      // Trade the token in the address bar for the cookie once (the token is spent), then drop it from the URL.
      if (verdict.setCookie) credentials.spent = true;
      url.searchParams.delete('token');
      response.writeHead(303, {
        ...(verdict.setCookie ? { 'Set-Cookie': sessionCookie(credentials.session, port) } : {}),
        'Cache-Control': 'no-store',
        Location: url.pathname + url.search,
      });
      return response.end();
    }
    assets(request, response, () => refuse(response, 404, `Not found: ${url.pathname}`));
  });

  enforceLimits(server, limits, 'UI server');

  server.on('upgrade', (request, socket, head) => {
    const { url, verdict } = accessOf(request, credentials, port);
    // A client that connects with the token (no cookie jar) spends it all the same.
    if (verdict.ok && verdict.setCookie) credentials.spent = true;
    if (!verdict.ok || url.pathname !== WS_PATH) {
      const status = verdict.ok ? 404 : verdict.status;
      socket.end(
        `HTTP/1.1 ${status} ${status === 404 ? 'Not Found' : status === 401 ? 'Unauthorized' : 'Forbidden'}\r\nConnection: close\r\n\r\n`,
      );
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => serveSocket(ws, options.studio));
  });

  let movedFrom: number | null = null;
  if (options.port === undefined) ({ port, taken: movedFrom } = await listenPreferred(server, options.preferredPort));
  else port = await listenOnLoopback(server, options.port);
  return {
    port,
    movedFrom,
    token: credentials.token,
    session: credentials.session,
    url: `http://127.0.0.1:${port}/?token=${credentials.token}`,
    async close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
