import type { IncomingMessage } from 'node:http';
import { readLimited } from '../host/http-message.ts';
import { BodyTooLargeError } from '../host/errors.ts';

/** A refusal of a site endpoint: the status and the reason, for the caller. */
export interface Refusal {
  status: number;
  message: string;
}

/**
 * The site's endpoints (consent, reports) take only the site's own pages: a browser names the
 * caller's origin (`Origin`) and whether it is same-origin (`Sec-Fetch-Site`, sent to `*.localhost`
 * as to any trustworthy origin). Another page in the developer's browser cannot write records or
 * set the consent.
 */
export function refusedCaller(request: IncomingMessage, origin: string): Refusal | null {
  const from = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if ((from !== undefined && from !== origin) || (site !== undefined && site !== 'same-origin'))
    return { status: 403, message: `The site's endpoints answer only the site's own pages (${origin}).` };
  return null;
}

export class SmallBodyError extends Error {}

/** The body as text, refused past `limit` bytes (a page may not make the studio hold more). */
export async function readSmallBody(request: IncomingMessage, limit: number): Promise<string> {
  try {
    return Buffer.from(await readLimited(request, limit)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new SmallBodyError(`The body is larger than ${limit / 1024} KB, the site endpoint's limit.`);
    throw error;
  }
}

/** How many posts each endpoint takes per window before answering 429 (a page in a loop must not flood the journal). */
export const ENDPOINT_BUDGET = { posts: 300, windowMs: 10_000 };

export interface EndpointBudget {
  /** Counts a post to `endpoint`; a refusal once its budget for the window is spent. */
  take(endpoint: string): Refusal | null;
}

export function createEndpointBudget(options: { now: () => number; posts?: number; windowMs?: number }): EndpointBudget {
  const posts = options.posts ?? ENDPOINT_BUDGET.posts;
  const windowMs = options.windowMs ?? ENDPOINT_BUDGET.windowMs;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(endpoint) {
      const now = options.now();
      const current = windows.get(endpoint);
      const window = current && now - current.start < windowMs ? current : { start: now, count: 0 };
      window.count++;
      windows.set(endpoint, window);
      if (window.count <= posts) return null;
      return {
        status: 429,
        message: `The site's ${endpoint} endpoint takes ${posts} posts per ${windowMs / 1000} s; the rest are dropped. Something on the page posts in a loop.`,
      };
    },
  };
}
