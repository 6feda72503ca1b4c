import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningPorts } from '../../../electron/services/host/containment/sandbox-ports.ts';
import type { Lookup } from '../../../electron/services/host/containment/outbound-policy.ts';
import { fetchEvent, startTestHost, type TestHost } from '../host/support.ts';
import { localServer, type LocalServer } from './servers.ts';

/**
 * The outbound policy, tried as an attacker would from inside a hostile integration
 * (test/fixtures/integrations/hostile-outbound). Each rule is one test; after each hostile case the
 * next request is served ("the next run is healthy").
 */
let t: TestHost;
let secret: LocalServer; // a developer's local service the integration must never reach
let backend: LocalServer; // a local backend the developer allows explicitly
let bouncer: LocalServer; // an allowed server that redirects to the secret one
let huge: LocalServer; // an allowed server answering 300 MB, streamed (or declared with ?declared)
let pinned: LocalServer; // where rebind.test resolves first (allowed)
let decoy: LocalServer; // on 127.0.0.2, at the same port: where a second resolution would lead
let hugeSent = 0;
const MiB = 1024 * 1024;
let sandboxPorts: number[] = [];
const lookups: string[] = [];
/** Names only these tests resolve: a rebinding name answers a public address once, then loopback. */
const lookup: Lookup = async (hostname) => {
  lookups.push(hostname);
  if (hostname === 'rebind.test') {
    // Allowed on the pinned server's port at 127.0.0.1; a second resolution would lead to the decoy.
    const first = lookups.filter((h) => h === hostname).length === 1;
    return [{ address: first ? '127.0.0.1' : '127.0.0.2', family: 4 }];
  }
  if (hostname === 'loopback.test') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'nat64.test') return [{ address: '64:ff9b::7f00:1', family: 6 }];
  if (hostname === 'mixed.test')
    return [
      { address: '8.8.8.8', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  secret = await localServer((_request, response) => response.end('secret contents'));
  backend = await localServer((_request, response) => response.end('hello from the local backend'));
  bouncer = await localServer((_request, response) => response.writeHead(302, { location: `${secret.origin}/after-redirect` }).end());
  huge = await localServer((request, response) => {
    const total = 300 * MiB;
    response.writeHead(200, request.url?.includes('declared') ? { 'content-length': String(total) } : {});
    const chunk = Buffer.alloc(MiB, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < total && !response.destroyed) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('close', () => (hugeSent = sent));
    pump();
  });
  pinned = await localServer((_request, response) => response.end('the address that was checked'));
  decoy = await localServer((_request, response) => response.end('decoy'), { host: '127.0.0.2', port: pinned.port });
  const before = listeningPorts();
  t = await startTestHost('hostile-outbound', {
    host: { allowOutbound: allowed(), outboundLookup: lookup, outboundConnectTimeoutMs: 1_000 },
  });
  const publicPort = Number(new URL(t.server.origin).port);
  sandboxPorts = [...listeningPorts()].filter((port) => !before.has(port) && port !== publicPort && port !== t.server.content.port);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([secret, backend, bouncer, huge, pinned, decoy].map((s) => s?.close()));
});
const allowed = () => [backend.origin, bouncer.origin, huge.origin, `http://rebind.test:${pinned.port}`];

async function call(path: string) {
  const result = await t.host.dispatchEvent(fetchEvent(t.host, path));
  return { result, answer: JSON.parse(result.body) as { ok: boolean; value?: { status: number; text: string }; error?: string } };
}
const fetchTo = (url: string, method = 'GET') => call(`/fetch?method=${method}&to=${encodeURIComponent(url)}`);

async function expectHealthy() {
  const next = await t.host.dispatchEvent(fetchEvent(t.host, '/'));
  expect(next.body).toBe('alive');
}

describe('outbound policy', () => {
  it('loopback is refused: the fetch rejects saying what, why and how to allow it, and nothing reaches the server', async () => {
    const { result, answer } = await fetchTo(`${secret.origin}/x`);
    expect(answer.ok).toBe(false);
    expect(answer.error).toContain(`TypeError: The studio refused fetch("${secret.origin}/x")`);
    expect(answer.error).toContain('127.0.0.1 is loopback');
    expect(answer.error).toContain(`--allow-outbound ${secret.origin}`);
    expect(secret.hits).toEqual([]);
    const record = t.records.find((r) => r.kind === 'outbound.fetch' && r.parentId === result.recordId)!;
    expect(record.status).toBe('error');
    expect(record.summary).toMatch(/→ refused: 127\.0\.0\.1 is loopback/);
    expect((record.data as { refused: string }).refused).toMatch(/loopback/);
    await expectHealthy();
  });

  it.each([
    ['10/8', 'http://10.0.0.1/', /10\.0\.0\.1 is private network \(10\/8\)/],
    ['172.16/12', 'http://172.20.1.1/', /172\.20\.1\.1 is private network \(172\.16\/12\)/],
    ['192.168/16', 'http://192.168.1.1/', /192\.168\.1\.1 is private network \(192\.168\/16\)/],
    ['169.254/16 (cloud metadata)', 'http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is link-local/],
    ['0.0.0.0', `http://0.0.0.0:${0}/`.replace(':0', ''), /0\.0\.0\.0 is "this host"/],
    ['::1', 'http://[::1]/', /::1 is IPv6 loopback/],
    ['fc00::/7', 'http://[fd12:3456::1]/', /fd12:3456::1 is IPv6 unique-local/],
    ['fe80::/10', 'http://[fe80::1]/', /fe80::1 is IPv6 link-local/],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/', /127\.0\.0\.1 is loopback/],
    ['IPv4-mapped IPv6 private', 'http://[::ffff:192.168.0.1]/', /192\.168\.0\.1 is private network/],
    ['a name resolving to loopback', 'http://loopback.test/', /loopback\.test resolves to 127\.0\.0\.1 is loopback/],
    ['a name with one private address among public ones', 'http://mixed.test/', /mixed\.test resolves to 10\.1\.2\.3 is private/],
    ['NAT64 (64:ff9b::/96) of loopback', 'http://[64:ff9b::127.0.0.1]/', /64:ff9b::7f00:1 is NAT64/],
    ['local-use NAT64 (64:ff9b:1::/48)', 'http://[64:ff9b:1::a00:1]/', /64:ff9b:1::a00:1 is local-use NAT64/],
    ['a name resolving to NAT64', 'http://nat64.test/', /nat64\.test resolves to 64:ff9b::7f00:1 is NAT64/],
    ['6to4 (2002::/16) of loopback', 'http://[2002:7f00:1::1]/', /2002:7f00:1::1 is 6to4/],
    ['Teredo (2001::/32)', 'http://[2001::7f00:1]/', /2001::7f00:1 is Teredo/],
    ['IPv4-compatible ::a.b.c.d', 'http://[::127.0.0.1]/', /::7f00:1 is IPv4-compatible/],
    ['IPv4-translated ::ffff:0:a.b.c.d', 'http://[::ffff:0:127.0.0.1]/', /::ffff:0:7f00:1 is IPv4-translated/],
    ['site-local fec0::/10', 'http://[fec0::1]/', /fec0::1 is IPv6 site-local/],
    ['IPv6 multicast ff00::/8', 'http://[ff02::1]/', /ff02::1 is IPv6 multicast/],
    ['IPv6 discard 100::/64', 'http://[100::1]/', /100::1 is IPv6 discard-only/],
    ['IPv6 documentation 2001:db8::/32', 'http://[2001:db8::1]/', /2001:db8::1 is IPv6 documentation/],
    ['IPv4 multicast 224/4', 'http://239.255.255.250:1900/', /239\.255\.255\.250 is multicast/],
    ['IPv4 broadcast', 'http://255.255.255.255/', /255\.255\.255\.255 is broadcast/],
    ['reserved 240/4', 'http://240.0.0.1/', /240\.0\.0\.1 is reserved/],
    ['benchmarking 198.18/15', 'http://198.18.0.1/', /198\.18\.0\.1 is benchmarking/],
    ['IETF protocol assignments 192.0.0/24', 'http://192.0.0.1/', /192\.0\.0\.1 is reserved for IETF protocols/],
    ['documentation 192.0.2/24', 'http://192.0.2.1/', /192\.0\.2\.1 is documentation/],
  ])('%s is refused', async (_range, url, reason) => {
    const { answer } = await fetchTo(url);
    expect(answer.ok).toBe(false);
    expect(answer.error).toMatch(reason);
    expect(answer.error).toContain('--allow-outbound');
  });

  it('DNS rebinding is refused: the connection goes to the address that was checked, the name is not resolved again', async () => {
    lookups.length = 0;
    const { answer } = await fetchTo(`http://rebind.test:${pinned.port}/rebound`);
    expect(answer).toEqual({ ok: true, value: { status: 200, text: 'the address that was checked' } });
    expect(lookups.filter((h) => h === 'rebind.test')).toHaveLength(1);
    expect(decoy.hits).toEqual([]);
    await expectHealthy();
  });

  it('a redirect to loopback is refused: every hop passes the policy', async () => {
    const { answer } = await fetchTo(`${bouncer.origin}/start`);
    expect(bouncer.hits).toEqual(['GET /start']);
    expect(answer.ok).toBe(false);
    expect(answer.error).toContain(`refused fetch("${secret.origin}/after-redirect")`);
    expect(secret.hits).toEqual([]);
    await expectHealthy();
  });

  it('an explicitly allowed origin is reachable (--allow-outbound)', async () => {
    const { result, answer } = await fetchTo(`${backend.origin}/ping`, 'POST');
    expect(answer).toEqual({ ok: true, value: { status: 200, text: 'hello from the local backend' } });
    expect(backend.hits).toEqual(['POST /ping']);
    const record = t.records.find((r) => r.kind === 'outbound.fetch' && r.parentId === result.recordId)!;
    expect(record.data).toMatchObject({ response: { status: 200, body: 'hello from the local backend' }, refused: null });
  });

  it("the studio's own public server stays reachable (public endpoints, receivers, mock OAuth)", async () => {
    const { answer } = await fetchTo(`${t.server.origin}/i/dev/`);
    expect(answer).toMatchObject({ ok: true, value: { status: 200, text: 'alive' } });
  });

  it("Miniflare's own loopback server is never reachable, even when its origin is allowed", async () => {
    expect(sandboxPorts.length).toBeGreaterThan(0);
    const written = join(tmpdir(), `studio-containment-${process.pid}.txt`);
    const relative = join('..', '..', '..', '..', '..', '..', '..', '..', written).replace(/\.txt$/, '');
    try {
      for (const port of sandboxPorts) {
        const origin = `http://127.0.0.1:${port}`;
        t.host.outbound.setAllowed([origin]);
        const read = await fetchTo(`${origin}/core/error`);
        expect(read.answer.ok, `port ${port}`).toBe(false);
        expect(read.answer.error).toContain("is the sandbox's own server");
        const write = await fetchTo(`${origin}/core/store-temp-file?extension=txt/${encodeURIComponent(relative)}`, 'POST');
        expect(write.answer.ok, `port ${port}`).toBe(false);
        const socket = await call(`/socket?host=127.0.0.1&port=${port}`);
        expect(socket.answer.ok, `raw socket to ${port}`).toBe(false);
      }
      expect(existsSync(written)).toBe(false);
    } finally {
      t.host.outbound.setAllowed(allowed());
    }
    await expectHealthy();
  });

  it('raw TCP sockets (cloudflare:sockets) cannot reach local ports', async () => {
    const { answer } = await call(`/socket?host=127.0.0.1&port=${secret.port}`);
    expect(answer.ok).toBe(false);
    expect(secret.hits).toEqual([]);
    await expectHealthy();
  });
});

describe('bounded responses', () => {
  it('a 300 MB streamed response is cut at the 32 MiB cap: the read fails naming the cap, the journal keeps 64 KiB', async () => {
    const { result, answer } = await call(`/size?to=${encodeURIComponent(`${huge.origin}/stream`)}`);
    expect(answer.ok).toBe(false);
    expect(answer.error).toBe(
      `TypeError: The response from ${huge.origin}/stream is larger than 32 MiB, the studio's cap on outbound responses; the read was stopped there.`,
    );
    await expect.poll(() => hugeSent).toBeGreaterThan(0);
    // The upstream was abandoned near the cap, not read to its end.
    expect(hugeSent).toBeLessThan(100 * MiB);
    // The record is written when the body is done, which may be just after the answer.
    const recordOf = () => t.records.find((r) => r.kind === 'outbound.fetch' && r.parentId === result.recordId);
    await expect.poll(recordOf).toBeDefined();
    const record = recordOf()!;
    const response = (record.data as { response: { body: string; bodySize: number; truncated: boolean } }).response;
    expect(response.truncated).toBe(true);
    expect(response.body).toHaveLength(64 * 1024);
    expect(response.bodySize).toBeGreaterThan(32 * MiB);
    expect((record.data as { error: string }).error).toMatch(/passed 32 MiB, the studio's cap on outbound responses/);
    await expectHealthy();
  });

  it('a response declaring more than the cap is not read at all', async () => {
    const { answer } = await call(`/size?to=${encodeURIComponent(`${huge.origin}/declared`)}`);
    expect(answer.ok).toBe(false);
    expect(answer.error).toMatch(/declares 314572800 bytes, more than 32 MiB, the studio's cap on outbound responses/);
    await expectHealthy();
  });
});
