import { describe, expect, it } from 'vitest';
import { checkAccess, cookieTokens, hostIsLoopback, originIsOwn } from '../../electron/server/access.ts';

const token = 'secret-token-123';
const port = 4500;
const ok = { host: '127.0.0.1:4500', origin: undefined, cookie: undefined, queryToken: null };

describe('browser mode access rules', () => {
  it('a request without token or cookie answers 401', () => {
    expect(checkAccess(ok, token, port)).toMatchObject({ ok: false, status: 401 });
  });
  it('the token in the URL is accepted once and asks for the cookie to be set', () => {
    expect(checkAccess({ ...ok, queryToken: token }, token, port)).toEqual({ ok: true, setCookie: true });
  });
  it('the cookie alone is accepted', () => {
    expect(checkAccess({ ...ok, cookie: `other=1; studio_token_4500=${token}` }, token, port)).toEqual({ ok: true, setCookie: false });
  });
  it('a wrong token or cookie answers 401', () => {
    expect(checkAccess({ ...ok, queryToken: 'secret-token-124' }, token, port)).toMatchObject({ status: 401 });
    expect(checkAccess({ ...ok, cookie: 'studio_token_4500=x' }, token, port)).toMatchObject({ status: 401 });
    // Another studio's cookie (another port) is not this one's credential.
    expect(checkAccess({ ...ok, cookie: `studio_token_4501=${token}` }, token, port)).toMatchObject({ status: 401 });
  });
  it('a Host other than 127.0.0.1 or localhost answers 403, even with the token (DNS rebinding)', () => {
    for (const host of ['evil.example:4500', '127.0.0.1.evil.example:4500', '0.0.0.0:4500', '[::1]:4500', undefined]) {
      expect(checkAccess({ ...ok, host, queryToken: token }, token, port)).toMatchObject({ ok: false, status: 403 });
    }
    expect(hostIsLoopback('localhost:4500', port)).toBe(true);
    expect(hostIsLoopback('127.0.0.1:4501', port)).toBe(false);
  });
  it('a foreign Origin answers 403, even with the cookie', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:9999', 'null', 'file://']) {
      expect(checkAccess({ ...ok, origin, cookie: `studio_token_4500=${token}` }, token, port)).toMatchObject({ ok: false, status: 403 });
    }
    expect(originIsOwn('http://localhost:4500', port)).toBe(true);
  });
  it('reads the token cookie among others; a same-named cookie planted with a longer path does not log the UI out', () => {
    expect(cookieTokens('a=b; studio_token_4500=abc=def; c=d', 'studio_token_4500')).toEqual(['abc=def']);
    expect(cookieTokens(undefined, 'studio_token_4500')).toEqual([]);
    expect(checkAccess({ ...ok, cookie: `studio_token_4500=planted; studio_token_4500=${token}` }, token, port)).toEqual({
      ok: true,
      setCookie: false,
    });
  });
});
