import { createServer, type Server } from 'node:http';
import { enforceLimits, limitedServerOptions, type HttpLimits } from '../../http-limits.ts';
import { listenOnLoopback } from '../../loopback.ts';
import { createPrefixRoutes, type PrefixHandler } from './prefix-routes.ts';

export type ContentHandler = PrefixHandler;

/**
 * The integrations' content origin, `publicContentEndpoint`: the pages an integration serves to be
 * shown inside the platform's own (webframes). On the platform it is a separate, isolated origin;
 * here it is a second loopback listener of the public server, addressed as `localhost` while the
 * public origin is `127.0.0.1`. A browser keeps cookies per host name, not per port, so only a
 * different host name keeps the public origin's cookies (the mock OAuth provider's consent) and its
 * pages (consent, receivers, published sites) out of a page an integration serves. Only the routes
 * registered here answer: nothing else of the public server is reachable from this origin.
 */
export interface ContentListener {
  /** e.g. `http://localhost:43124` */
  readonly origin: string;
  readonly port: number;
  route(prefix: string, handler: ContentHandler): () => void;
  close(): Promise<void>;
}

export const CONTENT_HOST = 'localhost';

export async function startContentListener(options: { limits: HttpLimits; port?: number }): Promise<ContentListener> {
  const routes = createPrefixRoutes(
    'content',
    (path) => `Nothing is served at ${path} on the content origin: it serves integrations' pages under /i/<installationId>/.`,
  );
  const server: Server = createServer(limitedServerOptions(options.limits), (request, response) => routes.handle(request, response));
  server.keepAliveTimeout = 30_000;
  enforceLimits(server, options.limits, 'content server');
  // Bound to 127.0.0.1 like every studio server; `localhost` is only the name pages use, for the cookie jar.
  const port = await listenOnLoopback(server, options.port);
  return {
    origin: `http://${CONTENT_HOST}:${port}`,
    port,
    route: routes.route,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
