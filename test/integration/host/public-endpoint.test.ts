import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../../electron/services/host/limits.ts';
import { startTestHost, type TestHost } from './support.ts';

/** http://127.0.0.1:PORT/i/<installationId>/… → a `fetch` event; the answer goes back as is. */
let t: TestHost;
let endpoint: string;
beforeAll(async () => {
  t = await startTestHost('protocol');
  endpoint = t.host.world.endpoints.publicEndpoint('dev');
});
afterAll(() => t.close());

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  bodyHex: string;
}

describe('public endpoint', () => {
  it('every method reaches the integration with its path and query', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = await fetch(`${endpoint}/deep/path?q=1&r=two`, {
        method,
        body: ['GET', 'OPTIONS'].includes(method) ? undefined : 'x',
      });
      const echo = (await response.json()) as Echo;
      expect(echo.method).toBe(method);
      expect(echo.url).toBe(`${endpoint}/deep/path?q=1&r=two`);
    }
  });

  it('the body reaches the integration byte for byte (every byte value, not UTF-8)', async () => {
    const bytes = Uint8Array.from({ length: 512 }, (_, i) => (i * 7) % 256);
    const response = await fetch(`${endpoint}/bytes`, {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': 'application/octet-stream', 'x-custom': 'kept' },
    });
    const echo = (await response.json()) as Echo;
    expect(echo.bodyHex).toBe(Buffer.from(bytes).toString('hex'));
    expect(echo.headers['x-custom']).toBe('kept');
  });

  it('the answer comes back as is: status, headers and body', async () => {
    const response = await fetch(`${endpoint}/status`);
    expect(response.status).toBe(418);
    expect(response.headers.get('x-probe')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; HttpOnly']);
    expect(await response.text()).toBe('teapot');
  });

  it(`a body over ${BODY_LIMIT_BYTES / 1024 / 1024} MB answers 413 without reaching the integration`, async () => {
    const dispatches = t.records.filter((r) => r.kind === 'dispatch').length;
    const response = await fetch(`${endpoint}/big`, { method: 'POST', body: new Uint8Array(BODY_LIMIT_BYTES + 1) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/larger than 10 MB/);
    expect(t.records.filter((r) => r.kind === 'dispatch').length).toBe(dispatches);
  });

  it('a streamed (chunked) body that passes the limit is cut off with 413 too', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${endpoint}/stream`, { method: 'POST', headers: { 'transfer-encoding': 'chunked' } }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      request.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i <= BODY_LIMIT_BYTES / chunk.length; i++) request.write(chunk);
      request.end();
    });
    expect(status).toBe(413);
  });

  it('an unknown installation answers 404 with a message that says what to do', async () => {
    const response = await fetch(`${t.server.origin}/i/nobody/x`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(/no installation "nobody"/);
  });

  it('each request is journaled as http.request with its dispatch below it', async () => {
    await fetch(`${endpoint}/journal`, { method: 'POST', body: 'hello' });
    const request = [...t.records].reverse().find((r) => r.kind === 'http.request')!;
    const dispatch = t.records.find((r) => r.kind === 'dispatch' && r.parentId === request.id);
    expect((request.data as { request: { body: string } }).request.body).toBe('hello');
    expect(dispatch?.summary).toMatch(/^fetch → 200/);
  });
});
