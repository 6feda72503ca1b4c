import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningPorts } from '../../../electron/services/host/containment/sandbox-ports.ts';
import { loopbackRefusal } from '../../../electron/services/host/containment/loopback-guard.ts';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';

/** A raw request to 127.0.0.1:port (no fetch: it would add headers of its own), answered with its status. */
function send(port: number, path: string, headers: Record<string, string>, method = 'POST'): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject);
    outgoing.end(method === 'POST' ? 'attacker bytes' : undefined);
  });
}

/**
 * Miniflare's loopback server (the sandbox's way back into the studio) listens on 127.0.0.1, where
 * any page in the developer's browser can find it by a port scan. Its `/core/store-temp-file` joins
 * `prefix` into a path unchecked: this is the arbitrary file write the Preview's webframes reached.
 */
describe("the sandbox's own server answers only the sandbox", () => {
  let t: TestHost;
  let loopbackPorts: number[];
  let target: string;
  beforeAll(async () => {
    const before = listeningPorts();
    t = await startTestHost('hostile-sandbox', { deadlineMs: 5_000 });
    // The servers the runtime opened in this process: Miniflare's loopback server (workerd's own sockets live in workerd).
    loopbackPorts = [...listeningPorts()].filter((port) => !before.has(port) && port !== t.server.port && port !== t.server.content.port);
    target = mkdtempSync(join(tmpdir(), 'store-temp-file-target-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(target, { recursive: true, force: true });
  });

  const escape = () => `/core/store-temp-file?prefix=${encodeURIComponent(`${'../'.repeat(12)}${target.slice(1)}`)}&extension=txt`;

  it("a browser page's POST to /core/store-temp-file with a path-climbing prefix is refused (403) and writes no file", async () => {
    expect(loopbackPorts.length).toBeGreaterThan(0);
    for (const port of loopbackPorts) {
      const status = await send(port, escape(), {
        origin: 'http://127.0.0.1:1234',
        'sec-fetch-mode': 'no-cors',
        'sec-fetch-site': 'same-site',
        'content-type': 'text/plain',
      });
      expect(status).toBe(403);
    }
    expect(readdirSync(target)).toEqual([]);
  });

  it('the same request without browser headers (curl, a script) is refused too: the prefix is not a plain name', async () => {
    for (const port of loopbackPorts) expect(await send(port, escape(), { 'content-type': 'text/plain' })).toBe(403);
    expect(readdirSync(target)).toEqual([]);
  });

  it("Miniflare's other routes (browser launch, anything unknown) and upgrades are refused", async () => {
    for (const port of loopbackPorts) {
      expect(await send(port, '/browser/launch', {}, 'GET')).toBe(403);
      expect(await send(port, '/core/anything', {}, 'GET')).toBe(403);
      expect(
        await send(
          port,
          '/',
          { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
          'GET',
        ),
      ).toBe(403);
    }
  });

  it('each refusal is journaled as a warning naming the route and why', async () => {
    await send(loopbackPorts[0]!, '/browser/launch', { origin: 'http://example.com' }, 'GET');
    const warning = t.records.findLast((record) => record.kind === 'log' && String(record.summary).includes("sandbox's internal server"));
    expect(warning?.summary).toBe(
      "warn: Refused a request to the sandbox's internal server (GET /browser/launch): a browser's request (it carries origin). Only the sandbox may call it.",
    );
  });

  it("workerd's own calls still pass: the integration answers, logs and makes outbound calls as before", async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/'));
    expect(result.body).toBe('alive');
  });

  it('an outbound fetch with Upgrade: websocket rejects inside the integration, naming why, and the next request is served', async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/upgrade-fetch'));
    expect(JSON.parse(result.body as string)).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^TypeError: The studio cannot open a WebSocket to http:\/\/example\.com\/socket: outbound upgrades are not supported/,
      ),
    });
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('alive');
  });

  it('new WebSocket(url) in hosted code fails inside the integration, and the next request is served', async () => {
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/websocket'));
    expect(JSON.parse(result.body as string)).toMatchObject({ ok: false });
    expect((await t.host.dispatchEvent(fetchEvent(t.host, '/'))).body).toBe('alive');
  });
});

describe('loopbackRefusal', () => {
  const base = { method: 'POST', url: '/core/log', headers: { host: '127.0.0.1:4000' } };
  it.each([
    ['Origin', { origin: 'null' }],
    ['Referer', { referer: 'http://127.0.0.1:5000/' }],
    ['Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['a cookie', { cookie: 'a=b' }],
  ])('a request carrying %s (every browser adds one) is refused', (_what, extra) => {
    expect(loopbackRefusal({ ...base, headers: { ...base.headers, ...extra } })).toMatch(/^a browser's request/);
  });
  it('a rebinding host name is refused, also on a binding call', () => {
    expect(loopbackRefusal({ ...base, headers: { host: 'attacker.example:4000' } })).toMatch(/not this machine's loopback name/);
    expect(loopbackRefusal({ ...base, headers: { host: 'attacker.example:4000', 'mf-custom-fetch-service': '0/HOST' } })).toMatch(
      /not this machine's loopback name/,
    );
  });
  it("a binding call (Miniflare's service header) and workerd's log route pass", () => {
    expect(loopbackRefusal({ ...base, url: '/anything', headers: { ...base.headers, 'mf-custom-node-service': '1/HOST' } })).toBeNull();
    expect(loopbackRefusal({ ...base, url: '/logs', headers: { host: 'host', 'mf-custom-fetch-service': '0/__STUDIO_HOST' } })).toBeNull();
    expect(loopbackRefusal({ ...base, url: '/', headers: { host: 'gate', 'mf-custom-node-service': '1/HOST' } })).toBeNull();
    // An integration's own fetch with a Cookie or an Origin travels through the gate's binding call.
    expect(
      loopbackRefusal({
        ...base,
        url: '/',
        headers: { host: 'gate', cookie: 'sid=1', origin: 'https://a.example', 'mf-custom-node-service': '1/HOST' },
      }),
    ).toBeNull();
    expect(loopbackRefusal(base)).toBeNull();
    expect(loopbackRefusal({ ...base, url: '/core/store-temp-file?prefix=source-maps&extension=map' })).toBeNull();
  });
  it.each(['..', 'a/b', 'a\\b', '.hidden', ''])('a store-temp-file prefix %j is refused', (prefix) => {
    expect(loopbackRefusal({ ...base, url: `/core/store-temp-file?prefix=${encodeURIComponent(prefix)}` })).toMatch(
      /not a plain file name/,
    );
  });
});
