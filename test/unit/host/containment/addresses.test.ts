import { describe, expect, it } from 'vitest';
import { blockedReason, isLoopback } from '../../../../electron/services/host/containment/addresses.ts';
import { createOutboundPolicy, type Lookup } from '../../../../electron/services/host/containment/outbound-policy.ts';

describe('address classification', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['127.255.0.9', /loopback/],
    ['0.0.0.0', /"this host"/],
    ['10.200.1.1', /10\/8/],
    ['172.31.255.255', /172\.16\/12/],
    ['192.168.0.1', /192\.168\/16/],
    ['169.254.169.254', /link-local/],
    ['::1', /IPv6 loopback/],
    ['::', /unspecified/],
    ['fc00::1', /unique-local/],
    ['fdff::1', /unique-local/],
    ['fe80::abcd', /IPv6 link-local/],
    ['::ffff:127.0.0.1', /127\.0\.0\.1 is loopback/],
    ['::ffff:7f00:1', /127\.0\.0\.1 is loopback/],
    ['0:0:0:0:0:ffff:a00:1', /10\.0\.0\.1 is private/],
    ['0:0:0::FFFF:7F00:1', /127\.0\.0\.1 is loopback/],
    ['64:ff9b::7f00:1', /NAT64 \(64:ff9b::\/96/],
    ['64:ff9b::8.8.8.8', /NAT64 \(64:ff9b::\/96/],
    ['64:ff9b:1::a00:1', /local-use NAT64/],
    ['2002:7f00:1::1', /6to4 \(2002::\/16/],
    ['2002:808:808::1', /6to4 \(2002::\/16/],
    ['::127.0.0.1', /IPv4-compatible/],
    ['::8.8.8.8', /IPv4-compatible/],
    ['::ffff:0:127.0.0.1', /IPv4-translated/],
    ['2001::7f00:1', /Teredo/],
    ['2001:2::1', /reserved for IETF protocols \(2001::\/23/],
    ['100::1', /discard-only/],
    ['2001:db8::1', /IPv6 documentation/],
    ['3fff::1', /IPv6 documentation/],
    ['5f00::1', /segment routing/],
    ['fec0::1', /site-local/],
    ['ff02::1', /IPv6 multicast/],
    ['4000::1', /outside IPv6 global unicast/],
    ['224.0.0.251', /multicast \(224\/4\)/],
    ['239.255.255.250', /multicast \(224\/4\)/],
    ['255.255.255.255', /broadcast/],
    ['240.0.0.1', /reserved \(240\/4/],
    ['192.0.0.9', /192\.0\.0\/24/],
    ['192.0.2.1', /TEST-NET-1/],
    ['198.51.100.1', /TEST-NET-2/],
    ['203.0.113.1', /TEST-NET-3/],
    ['198.19.255.255', /benchmarking/],
    ['192.88.99.1', /6to4 relay anycast/],
    ['::ffff:224.0.0.1', /224\.0\.0\.1 is multicast/],
    ['fe80::1%eth0', /not an IP address the studio can check/],
  ])('%s is refused', (address, reason) => {
    expect(blockedReason(address)).toMatch(reason);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '192.169.0.1',
    '198.20.0.1',
    '223.255.255.254',
    '2606:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
  ])('%s is a public address', (address) => {
    expect(blockedReason(address)).toBeNull();
  });

  it('loopback is told apart from other private addresses (the sandbox-port rule applies to it)', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.2')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });
});

describe('outbound policy', () => {
  const lookup: Lookup = async (name) =>
    name === 'public.test' ? [{ address: '8.8.8.8', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
  const policy = createOutboundPolicy({
    studioOrigins: () => ['http://127.0.0.1:4000'],
    allowedOrigins: () => ['http://localhost:3000', 'http://127.0.0.1:5000'],
    sandboxPorts: () => new Set([5000]),
    lookup,
  });

  it('a public name is allowed and pinned to the address that was checked', async () => {
    expect(await policy.check('https://public.test/x')).toEqual({
      allowed: true,
      pin: { address: '8.8.8.8', family: 4 },
      why: 'public',
    });
  });

  it("the studio's public server is allowed as it is", async () => {
    expect(await policy.check('http://127.0.0.1:4000/i/dev')).toMatchObject({ allowed: true, why: 'studio' });
  });

  it('an allowed origin is allowed only with its exact scheme, host and port', async () => {
    expect(await policy.check('http://localhost:3000/api')).toMatchObject({ allowed: true, why: 'allowed' });
    expect(await policy.check('http://localhost:3001/api')).toMatchObject({ allowed: false });
    expect(await policy.check('https://localhost:3000/api')).toMatchObject({ allowed: false });
  });

  it("a sandbox port is refused even when its origin is allowed, and the refusal says it can't be allowed", async () => {
    const decision = await policy.check('http://127.0.0.1:5000/core/error');
    expect(decision).toMatchObject({ allowed: false });
    expect(!decision.allowed && decision.message).toMatch(/never allows this, even for a listed origin/);
  });

  it('a scheme other than http(s) is refused', async () => {
    expect(await policy.check('ftp://public.test/')).toMatchObject({ allowed: false, reason: expect.stringMatching(/ftp: scheme/) });
  });
});
