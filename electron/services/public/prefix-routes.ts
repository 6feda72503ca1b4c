import type { IncomingMessage, ServerResponse } from 'node:http';
import { PublicServerError } from './errors.ts';
import { guardUiCredential } from './ui-credential.ts';

/** Handles everything below a registered path prefix; `rest` is what follows the prefix. */
export type PrefixHandler = (request: IncomingMessage, response: ServerResponse, rest: string) => void | Promise<void>;

/**
 * The routing both loopback listeners of the public side share: the UI's credential taken off every
 * request first, the longest registered prefix wins (so `/i/abc/` can be more specific than `/i/`),
 * a path nobody serves answers 404 with `notFound(path)`, and a handler that throws answers 500.
 */
export function createPrefixRoutes(what: string, notFound: (path: string) => string) {
  const routes = new Map<string, PrefixHandler>();
  return {
    route(prefix: string, handler: PrefixHandler): () => void {
      if (routes.has(prefix)) throw new PublicServerError('path-taken', `The ${what} path ${prefix} is already served.`);
      routes.set(prefix, handler);
      return () => routes.delete(prefix);
    },
    async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
      guardUiCredential(request, response);
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const prefix = [...routes.keys()].filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length)[0];
      if (prefix === undefined) {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: notFound(path) }));
        return;
      }
      try {
        await routes.get(prefix)!(request, response, path.slice(prefix.length));
      } catch (error) {
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: `The studio failed to handle ${path}: ${(error as Error).message}` }));
      }
    },
  };
}
