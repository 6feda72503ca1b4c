import { randomBytes } from 'node:crypto';
import type { HttpLimits } from '../../lib/http-limits.ts';
import { listenNamed } from '../../lib/named-listener.ts';
import { createPrefixRoutes, type PrefixHandler } from './prefix-routes.ts';

export type ContentHandler = PrefixHandler;

/**
 * The integrations' content origin, `publicContentEndpoint`: the pages an integration serves to be
 * shown inside the platform's own (webframes). On the platform it is a separate, isolated origin;
 * here it is a second loopback listener of the public server, addressed by a host name of its own,
 * `content-<random>.localhost`, which browsers resolve to loopback themselves. A browser keeps
 * cookies per host name, not per port: on `localhost:PORT` a page an integration serves would share
 * its cookie jar with every other app the developer runs on `localhost`, and on `127.0.0.1` with the
 * public origin (the mock OAuth provider's consent) and the UI. The name is made once per user and
 * remembered with the ports, so the origin stays the same across restarts. Only the routes
 * registered here answer, and only to that host name: nothing else of the public server is
 * reachable from this origin.
 */
export interface ContentListener {
  /** e.g. `http://content-3f9a1c0d2e.localhost:43124` */
  readonly origin: string;
  readonly port: number;
  /** The host name pages use, e.g. `content-3f9a1c0d2e.localhost`. */
  readonly host: string;
  /** The remembered port another program holds now, so this listener took another; else null. */
  readonly movedFrom: number | null;
  route(prefix: string, handler: ContentHandler): () => void;
  close(): Promise<void>;
}

/** Said once when the content origin's remembered port was taken: a webframe's page open on the old address needs the new one. */
export function contentMovedNotice(listener: Pick<ContentListener, 'host' | 'port' | 'movedFrom'>): string {
  const from = `http://${listener.host}:${listener.movedFrom}`;
  return `The content origin's port ${listener.movedFrom} (remembered from the last run) is taken by another program, so integrations' pages (webframes) are now served on http://${listener.host}:${listener.port} instead of ${from}. The Preview follows it; a page open on ${from} needs the new address.`;
}

/** One label under `.localhost`, which RFC 6761 keeps on loopback and Chromium resolves there itself. */
export function newContentHost(): string {
  return `content-${randomBytes(5).toString('hex')}.localhost`;
}

export async function startContentListener(options: {
  limits: HttpLimits;
  host?: string;
  preferredPort?: number;
}): Promise<ContentListener> {
  const host = options.host ?? newContentHost();
  const routes = createPrefixRoutes(
    'content',
    (path) => `Nothing is served at ${path} on the content origin: it serves integrations' pages under /i/<installationId>/.`,
  );
  const listener = await listenNamed({
    host,
    limits: options.limits,
    label: 'content server',
    preferredPort: options.preferredPort,
    // Another name for the same port (localhost, 127.0.0.1, a rebound DNS name) would put the pages in that name's cookie jar.
    otherHost: (origin) =>
      `This is the studio's content origin; it answers only ${origin}, a host name of its own so no other local app shares its cookies. Open the page there.`,
    handle: (request, response) => routes.handle(request, response),
  });
  return {
    origin: listener.origin,
    port: listener.port,
    host,
    movedFrom: listener.movedFrom,
    route: routes.route,
    close: () => listener.close(),
  };
}
