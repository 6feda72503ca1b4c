import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpLimits } from '../../lib/http-limits.ts';
import { listenNamed, type NamedListener } from '../../lib/named-listener.ts';

/** What answers the site origin's requests (the engine of the open integration), or null between sessions. */
export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/**
 * The mock published site's origin: a loopback listener of its own, addressed by a host name of its
 * own, `site-<random>.localhost`, like the content origin. The site's pages run third-party
 * JavaScript in the developer's browser, so they must share no origin (no cookie jar, no storage, no
 * same-origin fetch) with the UI, the public endpoint or the content origin. The name is made once per
 * user and remembered with the ports, so the site keeps its address (and its consent cookie) across
 * restarts. It answers only that host name (`listenNamed`).
 */
export interface SiteListener extends NamedListener {
  /** Who answers from now on (null: a page saying no integration is open). */
  serve(handler: SiteHandler | null): void;
}

/** One label under `.localhost`, which RFC 6761 keeps on loopback and Chromium resolves there itself. */
export function newSiteHost(): string {
  return `site-${randomBytes(5).toString('hex')}.localhost`;
}

/**
 * The one line saying the site's remembered port was taken: the site's origin (host name and port)
 * changed, so a tab open on the old one, and the service worker and storage it had there, are left
 * behind; the Site pane follows by itself.
 */
export function siteMovedNotice(listener: Pick<SiteListener, 'host' | 'port' | 'movedFrom'>): string {
  const from = `http://${listener.host}:${listener.movedFrom}`;
  return `The published site's port ${listener.movedFrom} (remembered from the last run) is taken by another program, so the site now listens on http://${listener.host}:${listener.port} instead of ${from}. The Site pane follows it; a tab open on ${from} needs the new address (the consent cookie, kept per host name, comes along).`;
}

/** Site servers get fewer connections than the public server: one browser tab and its scripts talk to it. */
export const SITE_SERVER_LIMITS: HttpLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, maxConnections: 64 };

export async function startSiteListener(
  options: { limits?: HttpLimits; host?: string; preferredPort?: number } = {},
): Promise<SiteListener> {
  let handler: SiteHandler | null = null;
  const listener = await listenNamed({
    host: options.host ?? newSiteHost(),
    limits: options.limits ?? SITE_SERVER_LIMITS,
    label: 'site server',
    preferredPort: options.preferredPort,
    otherHost: (origin) =>
      `This is the studio's published-site origin; it answers only ${origin}, a host name of its own so no other page shares its cookies. Open the site there.`,
    handle(request, response) {
      if (!handler) {
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        response.end('No integration is open in the studio: open one, then reload this page to see its published site.');
        return;
      }
      Promise.resolve(handler(request, response)).catch((error: Error) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: `The studio failed to serve ${request.url ?? '/'}: ${error.message}` }));
      });
    },
  });
  return {
    origin: listener.origin,
    port: listener.port,
    host: listener.host,
    movedFrom: listener.movedFrom,
    serve(next) {
      handler = next;
    },
    close: () => listener.close(),
  };
}
