import { createServer, type Server } from 'node:http';
import { enforceLimits, limitedServerOptions, PUBLIC_SERVER_LIMITS, type HttpLimits } from '../../lib/http-limits.ts';
import { listenOnLoopback, listenPreferred } from '../../lib/loopback.ts';
import { createPrefixRoutes, type PrefixHandler } from './prefix-routes.ts';
import { startContentListener, type ContentListener } from './content-server.ts';

/**
 * The studio's public side, on its own loopback port: integrations' public endpoints (`/i/<id>`),
 * the webhook receiver (`/webhooks/<name>`), the mock OAuth provider. It is what the outside world
 * (a webhook sender, an OAuth redirect, curl) talks to, so it shares nothing with the token-guarded
 * UI server. Features register a path prefix and handle everything below it.
 */
export type PublicHandler = PrefixHandler;

export interface PublicServer {
  /** e.g. `http://127.0.0.1:43123` */
  readonly origin: string;
  readonly port: number;
  /** The remembered port this server could not have (another program holds it), else null. */
  readonly movedFrom: number | null;
  /** Routes every request whose path starts with `prefix` (e.g. `/webhooks/`); `rest` is what follows it. */
  route(prefix: string, handler: PublicHandler): () => void;
  /** The integrations' content origin (`publicContentEndpoint`, webframes' pages): its own listener and routes. */
  readonly content: ContentListener;
  close(): Promise<void>;
}

/** `port` must be had (a flag); `preferredPort` (remembered from the last run) is used when free, else a free one. */
export async function startPublicServer(
  options: {
    port?: number;
    preferredPort?: number;
    limits?: HttpLimits;
    /** The content origin's remembered host name and port (a new name, a free port when absent). */
    content?: { host?: string; preferredPort?: number };
  } = {},
): Promise<PublicServer> {
  const routes = createPrefixRoutes('public', (path) => `Nothing is served at ${path}. Public endpoints live under /i/<installationId>/.`);
  const limits = options.limits ?? PUBLIC_SERVER_LIMITS;

  const server: Server = createServer(limitedServerOptions(limits), (request, response) => routes.handle(request, response));
  server.keepAliveTimeout = 30_000;
  enforceLimits(server, limits, 'public server');

  const { port, taken } =
    options.port === undefined
      ? await listenPreferred(server, options.preferredPort)
      : { port: await listenOnLoopback(server, options.port), taken: null };
  const content = await startContentListener({ limits, ...options.content });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    movedFrom: taken,
    content,
    route: routes.route,
    async close() {
      await content.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
