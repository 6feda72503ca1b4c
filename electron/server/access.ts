import { timingSafeEqual } from 'node:crypto';
import { uiCookieName } from '../../shared/security/ui-credential.ts';

/**
 * The access rules of browser mode, kept free of I/O so each rule has its own test:
 * only loopback host names, only our own origin, and the per-start token: in the printed URL once,
 * traded for a cookie named after the server's port (`studio_token_<port>`) that holds another
 * secret, so the link left in the browser's history opens nothing once used.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);

export type Verdict =
  /** `setCookie`: the token was presented and is to be traded (and spent); `dropToken`: a signed-in browser came back with a token to leave out of the address bar. */
  | { ok: true; setCookie: boolean; dropToken: boolean }
  /** `used`: the token of an already used link. */
  | { ok: false; status: 401 | 403; reason: string; used?: boolean };

export interface UiCredentials {
  /** The one-time token of the printed URL. */
  token: string;
  /** Set once the token was traded: from then on it opens nothing. */
  spent: boolean;
  /** What the cookie holds: never the token. */
  session: string;
}

export const USED_LINK_MESSAGE =
  'This link was already used: its token signs one browser in, once, and that browser stays signed in while the studio runs. To open the studio in another browser (or after clearing cookies), stop `integration-studio serve` and start it again: it prints a new link.';

export interface AccessRequest {
  host: string | undefined;
  origin: string | undefined;
  cookie: string | undefined;
  /** The `token` query parameter, if any. */
  queryToken: string | null;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function hostIsLoopback(host: string | undefined, port: number): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  return LOOPBACK_HOSTS.has(url.hostname) && (url.port === '' ? port === 80 : Number(url.port) === port);
}

export function originIsOwn(origin: string | undefined, port: number): boolean {
  // Same-origin GETs and non-browser clients send no Origin; the token still guards them.
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return url.protocol === 'http:' && hostIsLoopback(url.host, port);
}

/** Every value of the cookie `name`: a page elsewhere on 127.0.0.1 may add a same-named cookie with a longer path, sent first. */
export function cookieTokens(cookieHeader: string | undefined, name: string): string[] {
  if (!cookieHeader) return [];
  const found: string[] = [];
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) found.push(rest.join('='));
  }
  return found;
}

export function checkAccess(request: AccessRequest, credentials: UiCredentials, port: number): Verdict {
  if (!hostIsLoopback(request.host, port)) {
    return {
      ok: false,
      status: 403,
      reason: `Host ${JSON.stringify(request.host ?? '')} is not this studio (use 127.0.0.1 or localhost).`,
    };
  }
  if (!originIsOwn(request.origin, port)) {
    return { ok: false, status: 403, reason: `Origin ${request.origin} may not drive the studio.` };
  }
  if (cookieTokens(request.cookie, uiCookieName(port)).some((value) => sameSecret(value, credentials.session))) {
    return { ok: true, setCookie: false, dropToken: request.queryToken !== null };
  }
  if (request.queryToken !== null && sameSecret(request.queryToken, credentials.token)) {
    if (credentials.spent) return { ok: false, status: 401, reason: USED_LINK_MESSAGE, used: true };
    return { ok: true, setCookie: true, dropToken: true };
  }
  return { ok: false, status: 401, reason: 'Missing or wrong token: open the URL that `integration-studio serve` printed.' };
}

export function sessionCookie(session: string, port: number): string {
  return `${uiCookieName(port)}=${session}; HttpOnly; SameSite=Strict; Path=/`;
}
