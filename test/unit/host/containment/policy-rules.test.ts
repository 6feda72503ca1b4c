import { describe, expect, it } from 'vitest';
import {
  allowedOrigin,
  blockedRanges,
  closedOrigin,
  ownOrigin,
  POLICY_RULES,
  publicAddress,
  scheme,
  type OutboundPolicyOptions,
  type Pin,
  type PolicyContext,
} from '../../../../electron/services/host/containment/outbound-policy.ts';

function context(target: string, addresses: Pin[], over: Partial<OutboundPolicyOptions> = {}): PolicyContext & { lookups: () => number } {
  let lookups = 0;
  return {
    url: new URL(target),
    options: { studioOrigins: () => [], allowedOrigins: () => [], sandboxPorts: () => new Set(), ...over },
    addresses: async () => (lookups++, addresses),
    lookups: () => lookups,
  };
}
const v4 = (address: string): Pin => ({ address, family: 4 });

describe('each rule of the outbound policy on its own', () => {
  it('scheme: only http(s) leaves, and no listed origin changes that', async () => {
    expect(await scheme(context('https://example.com/', []))).toBeNull();
    expect(await scheme(context('ftp://example.com/', []))).toMatchObject({
      allowed: false,
      reason: 'the ftp: scheme is not an outbound protocol',
      message: expect.stringContaining('The studio never allows this, even for a listed origin.'),
    });
  });

  it("own origin: the studio's public server is reached at 127.0.0.1 without resolving its name", async () => {
    const studio = context('http://i.localhost:4100/x', [], { studioOrigins: () => ['http://i.localhost:4100'] });
    expect(await ownOrigin(studio)).toEqual({ allowed: true, pin: v4('127.0.0.1'), why: 'studio' });
    expect(studio.lookups()).toBe(0);
    expect(await ownOrigin(context('http://127.0.0.1:9999/', []))).toBeNull();
  });

  it("allowed origin: a listed local backend is reached, never a sandbox's own port", async () => {
    const listed = { allowedOrigins: () => ['http://127.0.0.1:8080', 'http://127.0.0.1:9229'], sandboxPorts: () => new Set([9229]) };
    expect(await allowedOrigin(context('http://127.0.0.1:8080/', [v4('127.0.0.1')], listed))).toEqual({
      allowed: true,
      pin: v4('127.0.0.1'),
      why: 'allowed',
    });
    expect(await allowedOrigin(context('http://127.0.0.1:9229/', [v4('127.0.0.1')], listed))).toMatchObject({
      allowed: false,
      reason: "port 9229 on 127.0.0.1 is the sandbox's own server",
    });
    expect(await allowedOrigin(context('http://127.0.0.1:7000/', [v4('127.0.0.1')], listed))).toBeNull();
  });

  it('blocked ranges: a name with any blocked address is refused naming it, with how to allow the origin', async () => {
    expect(await blockedRanges(context('https://example.com/', [v4('93.184.216.34')]))).toBeNull();
    expect(await blockedRanges(context('https://rebind.example/', [v4('93.184.216.34'), v4('10.0.0.5')]))).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/^rebind\.example resolves to .*10\.0\.0\.5/),
      message: expect.stringContaining('--allow-outbound https://rebind.example'),
    });
  });

  it('public address: what is left is reached at the first address checked', async () => {
    expect(await publicAddress(context('https://example.com/', [v4('93.184.216.34'), v4('93.184.216.35')]))).toEqual({
      allowed: true,
      pin: v4('93.184.216.34'),
      why: 'public',
    });
  });

  it('closed origin: the published site is refused by its name or by its port on loopback, whatever else allows it', async () => {
    const site = { closedOrigins: () => ['http://site-0a1b2c3d4e.localhost:4200'], allowedOrigins: () => ['http://127.0.0.1:4200'] };
    expect(await closedOrigin(context('http://site-0a1b2c3d4e.localhost:4200/', [], site))).toMatchObject({
      allowed: false,
      reason: expect.stringContaining("the studio's published site"),
    });
    expect(await closedOrigin(context('http://127.0.0.1:4200/', [v4('127.0.0.1')], site))).toMatchObject({ allowed: false });
    expect(await closedOrigin(context('http://example.com:4200/', [v4('93.184.216.34')], site))).toBeNull();
    expect(await closedOrigin(context('http://127.0.0.1:4201/', [v4('127.0.0.1')], site))).toBeNull();
  });

  it('the order: scheme, closed origin, own origin, allowed origin, blocked ranges, public address', () => {
    expect(POLICY_RULES).toEqual([scheme, closedOrigin, ownOrigin, allowedOrigin, blockedRanges, publicAddress]);
  });
});
