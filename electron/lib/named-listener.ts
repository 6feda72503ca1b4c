import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { enforceLimits, limitedServerOptions, type HttpLimits } from './http-limits.ts';
import { listenPreferred } from './loopback.ts';

/**
 * A loopback listener addressed by a host name of its own (`content-<random>.localhost`,
 * `site-<random>.localhost`): bound to 127.0.0.1 like every studio server, the name only what pages
 * use, so the origin has a cookie jar and storage of its own. A browser keeps cookies per host name,
 * not per port: on `localhost:PORT` or `127.0.0.1:PORT` its pages would share them with every other
 * local app or with the studio's other origins. Any other Host (127.0.0.1, localhost, a rebound DNS
 * name) is answered 421 before the handler sees it.
 */
export interface NamedListener {
  /** e.g. `http://site-3f9a1c0d2e.localhost:43125` */
  readonly origin: string;
  readonly port: number;
  /** e.g. `site-3f9a1c0d2e.localhost` */
  readonly host: string;
  /** The remembered port this listener could not have (another program holds it), else null. */
  readonly movedFrom: number | null;
  close(): Promise<void>;
}

export async function listenNamed(options: {
  host: string;
  limits: HttpLimits;
  /** What the server is, for its limit messages (`site server`). */
  label: string;
  preferredPort?: number;
  /** The 421 answer's reason, given the origin it does answer. */
  otherHost(origin: string): string;
  handle(request: IncomingMessage, response: ServerResponse): void;
}): Promise<NamedListener> {
  let origin = '';
  let ownHost = '';
  const server: Server = createServer(limitedServerOptions(options.limits), (request, response) => {
    if (request.headers.host?.toLowerCase() !== ownHost) {
      response.writeHead(421, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: options.otherHost(origin) }));
      return;
    }
    options.handle(request, response);
  });
  server.keepAliveTimeout = 30_000;
  enforceLimits(server, options.limits, options.label);
  const { port, taken } = await listenPreferred(server, options.preferredPort);
  ownHost = `${options.host}:${port}`;
  origin = `http://${ownHost}`;
  return {
    origin,
    port,
    host: options.host,
    movedFrom: taken,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
