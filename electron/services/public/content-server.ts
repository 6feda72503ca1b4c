import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { enforceLimits, limitedServerOptions, type HttpLimits } from '../../http-limits.ts';
import { listenOnLoopback } from '../../loopback.ts';
import { guardUiCredential } from './ui-credential.ts';

export type ContentHandler = (request: IncomingMessage, response: ServerResponse, rest: string) => void | Promise<void>;

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
  const routes = new Map<string, ContentHandler>();
  const server: Server = createServer(limitedServerOptions(options.limits), async (request, response) => {
    guardUiCredential(request, response);
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const prefix = [...routes.keys()].filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length)[0];
    if (prefix === undefined) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          error: `Nothing is served at ${path} on the content origin: it serves integrations' pages under /i/<installationId>/.`,
        }),
      );
      return;
    }
    try {
      await routes.get(prefix)!(request, response, path.slice(prefix.length));
    } catch (error) {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: `The studio failed to handle ${path}: ${(error as Error).message}` }));
    }
  });
  server.keepAliveTimeout = 30_000;
  enforceLimits(server, options.limits, 'content server');
  // Bound to 127.0.0.1 like every studio server; `localhost` is only the name pages use, for the cookie jar.
  const port = await listenOnLoopback(server, options.port);
  return {
    origin: `http://${CONTENT_HOST}:${port}`,
    port,
    route(prefix, handler) {
      if (routes.has(prefix)) throw new Error(`The content path ${prefix} is already served.`);
      routes.set(prefix, handler);
      return () => routes.delete(prefix);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
