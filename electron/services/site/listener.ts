import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { enforceLimits, limitedServerOptions, type HttpLimits } from '../../lib/http-limits.ts';
import { listenPreferred } from '../../lib/loopback.ts';

/** What answers the site origin's requests (the engine of the open integration), or null between sessions. */
export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/**
 * The mock published site's origin: a loopback listener of its own, addressed by a host name of its
 * own, `site-<random>.localhost`, like the content origin. The site's pages run third-party
 * JavaScript in the developer's browser, so they must share no origin (no cookie jar, no storage, no
 * same-origin fetch) with the UI, the public endpoint or the content origin. The name is made once per
 * user and remembered with the ports, so the site keeps its address (and its consent cookie) across
 * restarts. It answers only that host name.
 */
export interface SiteListener {
  /** e.g. `http://site-3f9a1c0d2e.localhost:43125` */
  readonly origin: string;
  readonly port: number;
  /** e.g. `site-3f9a1c0d2e.localhost` */
  readonly host: string;
  /** Who answers from now on (null: a page saying no integration is open). */
  serve(handler: SiteHandler | null): void;
  close(): Promise<void>;
}

/** One label under `.localhost`, which RFC 6761 keeps on loopback and Chromium resolves there itself. */
export function newSiteHost(): string {
  return `site-${randomBytes(5).toString('hex')}.localhost`;
}

/** Site servers get fewer connections than the public server: one browser tab and its scripts talk to it. */
export const SITE_SERVER_LIMITS: HttpLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, maxConnections: 64 };

export async function startSiteListener(
  options: { limits?: HttpLimits; host?: string; preferredPort?: number } = {},
): Promise<SiteListener> {
  const host = options.host ?? newSiteHost();
  const limits = options.limits ?? SITE_SERVER_LIMITS;
  let handler: SiteHandler | null = null;
  let origin = '';
  let ownHost = '';
  const server: Server = createServer(limitedServerOptions(limits), (request, response) => {
    // Another name for the same port (127.0.0.1, localhost, a rebound DNS name) would be another origin with other cookies.
    if (request.headers.host?.toLowerCase() !== ownHost) {
      response.writeHead(421, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: `This is the studio's published-site origin; it answers only ${origin}, a host name of its own so no other page shares its cookies. Open the site there.`,
        }),
      );
      return;
    }
    if (!handler) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      response.end('No integration is open in the studio: open one, then reload this page to see its published site.');
      return;
    }
    Promise.resolve(handler(request, response)).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: `The studio failed to serve ${request.url ?? '/'}: ${error.message}` }));
    });
  });
  server.keepAliveTimeout = 30_000;
  enforceLimits(server, limits, 'site server');
  const { port } = await listenPreferred(server, options.preferredPort);
  ownHost = `${host}:${port}`;
  origin = `http://${ownHost}`;
  return {
    origin,
    port,
    host,
    serve(next) {
      handler = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
