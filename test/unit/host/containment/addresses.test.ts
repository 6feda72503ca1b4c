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
  ])('%s is refused', (address, reason) => {
    expect(blockedReason(address)).toMatch(reason);
  });

  it.each(['8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is a public address', (address) => {
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
    name === 'public.test' ? [{ address: '203.0.113.1', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
  const policy = createOutboundPolicy({
    studioOrigins: () => ['http://127.0.0.1:4000'],
    allowedOrigins: () => ['http://localhost:3000', 'http://127.0.0.1:5000'],
    sandboxPorts: () => new Set([5000]),
    lookup,
  });

  it('a public name is allowed and pinned to the address that was checked', async () => {
    expect(await policy.check('https://public.test/x')).toEqual({
      allowed: true,
      pin: { address: '203.0.113.1', family: 4 },
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
