import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What one slow or greedy client may hold of a studio server. Without these a few connections that
 * send their headers a byte a minute (slowloris) would keep sockets and memory forever.
 */
export interface HttpLimits {
  /** Time from connection (or the previous request) to the end of the request headers. */
  headersTimeoutMs: number;
  /** Time to receive the whole request, body included (bodies are read by the handlers after the headers). */
  requestTimeoutMs: number;
  /** Open connections at once; the next one is answered 503 and closed. */
  maxConnections: number;
}

export const UI_SERVER_LIMITS: HttpLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, maxConnections: 64 };
/**
 * Larger: webhook bursts and integrations' public endpoints take many clients at once; bodies are up to 10 MB.
 * Hosted code calling its own endpoint holds at most `CONTAINMENT_DEFAULTS.ownCallsInFlight` (32) of these
 * connections (the outbound gate counts them), so the rest stay for browsers, webhook senders and the UI.
 */
export const PUBLIC_SERVER_LIMITS: HttpLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, maxConnections: 256 };

/** Options for `createServer`: Node checks the timeouts every `connectionsCheckingInterval`, 30 s by default. */
export function limitedServerOptions(limits: HttpLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, limits.headersTimeoutMs / 4)),
  };
}

function rawAnswer(socket: Socket, status: number, text: string, reason: string) {
  const body = JSON.stringify({ error: reason });
  // Nothing more is read from this socket: a refused connection's request never reaches a handler.
  socket.pause();
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
  // A client that never reads its answer does not keep the socket either.
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/**
 * Applies the connection cap and answers every limit with a status and a reason a person can act on:
 * 408 when the headers or the body came too slowly, 503 when too many connections are open, 431/400
 * for headers that are too large or unreadable.
 */
export function enforceLimits(server: Server, limits: HttpLimits, name: string): void {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    if (open.size >= limits.maxConnections) {
      rawAnswer(
        socket,
        503,
        'Service Unavailable',
        `The studio's ${name} has ${limits.maxConnections} connections open, its limit: close idle connections and try again.`,
      );
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
      return rawAnswer(
        socket,
        408,
        'Request Timeout',
        `The request was not received in time: the studio's ${name} waits ${limits.headersTimeoutMs / 1000} s for the headers and ${limits.requestTimeoutMs / 1000} s for the whole request.`,
      );
    if (error.code === 'HPE_HEADER_OVERFLOW')
      return rawAnswer(socket, 431, 'Request Header Fields Too Large', 'The request headers are larger than the studio accepts.');
    rawAnswer(socket, 400, 'Bad Request', `The request could not be parsed as HTTP/1.1 (${error.code ?? error.message}).`);
  });
}
