import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { isTopicName } from '../../shared/api/index.ts';
import { ClientMessage, WS_PATH, type ServerMessage } from '../../shared/api/wire.ts';
import { rendererCsp } from '../../shared/security/csp.ts';
import type { Studio } from '../studio.ts';
import { checkAccess, sessionCookie } from './access.ts';
import { listenOnLoopback } from '../loopback.ts';
import { enforceLimits, limitedServerOptions, UI_SERVER_LIMITS, type HttpLimits } from '../http-limits.ts';

/** Largest WebSocket message accepted from the renderer. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

export interface BrowserServer {
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  studio: Studio;
  /** The built renderer (`out/renderer`). */
  rendererDir: string;
  port?: number;
  /** Fixed token for tests; a random one otherwise. */
  token?: string;
  /** Timeouts and connection cap (tests use small ones). */
  limits?: HttpLimits;
}

function refuse(response: ServerResponse, status: number, reason: string) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify({ error: reason }));
}

function accessOf(request: IncomingMessage, token: string, port: number) {
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
      token,
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
  const token = options.token ?? randomBytes(24).toString('base64url');
  const assets = sirv(options.rendererDir, { single: true, etag: true, dev: false });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  let port = 0;

  const limits = options.limits ?? UI_SERVER_LIMITS;
  // Previews may frame and show the integration's own public origin, and no other local port.
  const csp = rendererCsp(options.studio.publicServer.origin);
  const server: Server = createServer(limitedServerOptions(limits), (request, response) => {
    const { url, verdict } = accessOf(request, token, port);
    if (!verdict.ok) return refuse(response, verdict.status, verdict.reason);
    response.setHeader('Content-Security-Policy', csp);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'no-referrer');
    if (verdict.setCookie) {
      // Trade the token in the address bar for a cookie, then drop it from the URL.
      url.searchParams.delete('token');
      response.writeHead(303, { 'Set-Cookie': sessionCookie(token, port), Location: url.pathname + url.search });
      return response.end();
    }
    assets(request, response, () => refuse(response, 404, `Not found: ${url.pathname}`));
  });

  enforceLimits(server, limits, 'UI server');

  server.on('upgrade', (request, socket, head) => {
    const { url, verdict } = accessOf(request, token, port);
    if (!verdict.ok || url.pathname !== WS_PATH) {
      const status = verdict.ok ? 404 : verdict.status;
      socket.end(
        `HTTP/1.1 ${status} ${status === 404 ? 'Not Found' : status === 401 ? 'Unauthorized' : 'Forbidden'}\r\nConnection: close\r\n\r\n`,
      );
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => serveSocket(ws, options.studio));
  });

  port = await listenOnLoopback(server, options.port);
  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/?token=${token}`,
    async close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
