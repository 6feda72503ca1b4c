import { timingSafeEqual } from 'node:crypto';
import { uiCookieName } from '../../shared/security/ui-credential.ts';

/**
 * The access rules of browser mode, kept free of I/O so each rule has its own test:
 * only loopback host names, only our own origin, and the per-start token (URL once, then a cookie
 * named after the server's port, `studio_token_<port>`).
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);

export type Verdict = { ok: true; setCookie: boolean } | { ok: false; status: 401 | 403; reason: string };

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

export function checkAccess(request: AccessRequest, token: string, port: number): Verdict {
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
  if (request.queryToken !== null && sameSecret(request.queryToken, token)) return { ok: true, setCookie: true };
  if (cookieTokens(request.cookie, uiCookieName(port)).some((value) => sameSecret(value, token))) return { ok: true, setCookie: false };
  return { ok: false, status: 401, reason: 'Missing or wrong token: open the URL that `integration-studio serve` printed.' };
}

export function sessionCookie(token: string, port: number): string {
  return `${uiCookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}
