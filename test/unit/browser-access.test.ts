import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startBrowserServer, type BrowserServer } from '../../electron/server/server.ts';
import { WS_PATH } from '../../shared/api/wire.ts';
import { checkAccess, cookieTokens, hostIsLoopback, originIsOwn, sessionCookie } from '../../electron/server/access.ts';

const token = 'secret-token-123';
const session = 'session-secret-456';
const fresh = { token, spent: false, session };
const spent = { ...fresh, spent: true };
const port = 4500;
const ok = { host: '127.0.0.1:4500', origin: undefined, cookie: undefined, queryToken: null };

describe('browser mode access rules', () => {
  it('a request without token or cookie answers 401', () => {
    expect(checkAccess(ok, fresh, port)).toMatchObject({ ok: false, status: 401 });
  });
  it('the token in the URL is accepted and asks for the cookie to be set', () => {
    expect(checkAccess({ ...ok, queryToken: token }, fresh, port)).toEqual({ ok: true, setCookie: true, dropToken: true });
  });
  it('the cookie alone is accepted', () => {
    expect(checkAccess({ ...ok, cookie: `other=1; studio_token_4500=${session}` }, spent, port)).toEqual({
      ok: true,
      setCookie: false,
      dropToken: false,
    });
  });
  it('a used token answers 401 saying the link was used and how to get a new one; the cookie never holds the token', () => {
    expect(checkAccess({ ...ok, queryToken: token }, spent, port)).toEqual({
      ok: false,
      status: 401,
      used: true,
      reason: expect.stringMatching(/^This link was already used: .*start it again: it prints a new link\.$/),
    });
    // The token copied from the history into a cookie opens nothing either.
    expect(checkAccess({ ...ok, cookie: `studio_token_4500=${token}` }, spent, port)).toMatchObject({ ok: false, status: 401 });
    expect(sessionCookie(session, port)).toBe(`studio_token_4500=${session}; HttpOnly; SameSite=Strict; Path=/`);
  });
  it('a signed-in browser that opens the used link again is let in, and the token dropped from the address bar', () => {
    expect(checkAccess({ ...ok, queryToken: token, cookie: `studio_token_4500=${session}` }, spent, port)).toEqual({
      ok: true,
      setCookie: false,
      dropToken: true,
    });
  });
  it('a wrong token or cookie answers 401', () => {
    expect(checkAccess({ ...ok, queryToken: 'secret-token-124' }, fresh, port)).toMatchObject({ status: 401 });
    expect(checkAccess({ ...ok, cookie: 'studio_token_4500=x' }, fresh, port)).toMatchObject({ status: 401 });
    // Another studio's cookie (another port) is not this one's credential.
    expect(checkAccess({ ...ok, cookie: `studio_token_4501=${session}` }, fresh, port)).toMatchObject({ status: 401 });
  });
  it('a Host other than 127.0.0.1 or localhost answers 403, even with the token (DNS rebinding)', () => {
    for (const host of ['evil.example:4500', '127.0.0.1.evil.example:4500', '0.0.0.0:4500', '[::1]:4500', undefined]) {
      expect(checkAccess({ ...ok, host, queryToken: token }, fresh, port)).toMatchObject({ ok: false, status: 403 });
    }
    expect(hostIsLoopback('localhost:4500', port)).toBe(true);
    expect(hostIsLoopback('127.0.0.1:4501', port)).toBe(false);
  });
  it('a foreign Origin answers 403, even with the cookie', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:9999', 'null', 'file://']) {
      expect(checkAccess({ ...ok, origin, cookie: `studio_token_4500=${session}` }, fresh, port)).toMatchObject({ ok: false, status: 403 });
    }
    expect(originIsOwn('http://localhost:4500', port)).toBe(true);
  });
  it('reads the token cookie among others; a same-named cookie planted with a longer path does not log the UI out', () => {
    expect(cookieTokens('a=b; studio_token_4500=abc=def; c=d', 'studio_token_4500')).toEqual(['abc=def']);
    expect(cookieTokens(undefined, 'studio_token_4500')).toEqual([]);
    expect(checkAccess({ ...ok, cookie: `studio_token_4500=planted; studio_token_4500=${session}` }, fresh, port)).toEqual({
      ok: true,
      setCookie: false,
      dropToken: false,
    });
  });
});

describe('browser mode sign-in over HTTP: the printed link is good for one sign-in', () => {
  let server: BrowserServer;
  let renderer: string;
  beforeAll(async () => {
    renderer = mkdtempSync(join(tmpdir(), 'studio-renderer-'));
    writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>studio</title>');
    // Only what the HTTP side reads of the studio: the public, content and site origins (for the CSP) and the bus.
    const studio = {
      publicServer: { origin: 'http://127.0.0.1:9', content: { origin: 'http://localhost:9' } },
      siteListener: { origin: 'http://site-0a1b2c3d4e.localhost:9' },
      bus: { subscribeAll: () => () => {} },
    };
    server = await startBrowserServer({ studio: studio as never, rendererDir: renderer });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(renderer, { recursive: true, force: true });
  });

  it('the first visit trades the token for a cookie holding another secret; the link then answers 401 with a page saying it was used, and a signed-in browser is sent on without it', async () => {
    const first = await fetch(server.url, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/');
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(new RegExp(`^studio_token_${server.port}=`));
    expect(cookie).not.toContain(server.token);
    expect((await fetch(`http://127.0.0.1:${server.port}/`, { headers: { cookie } })).status).toBe(200);

    const again = await fetch(server.url, { redirect: 'manual' });
    expect(again.status).toBe(401);
    expect(again.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await again.text()).toContain('start it again: it prints a new link');
    expect(
      (await fetch(`http://127.0.0.1:${server.port}/`, { headers: { cookie: `studio_token_${server.port}=${server.token}` } })).status,
    ).toBe(401);

    const signedIn = await fetch(server.url, { redirect: 'manual', headers: { cookie } });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/');
    expect(signedIn.headers.get('set-cookie')).toBeNull();

    const socket = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}${WS_PATH}?token=${server.token}`);
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
    });
    expect(socket).toBe(401);
  });
});
