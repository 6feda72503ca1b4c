import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NewRecord } from '../../../electron/services/journal/journal.ts';
import { HostError } from '../../../electron/services/host/errors.ts';
import { createOutboundControl, normalizeOrigins } from '../../../electron/services/host/outbound-control.ts';
import type { OAuthStandIn } from '../../../electron/services/mocks/oauth-stand-in.ts';
import { createPlatformWorld, worldEndpoints } from '../../../electron/services/platform/world.ts';

function control(oauthStandIn?: OAuthStandIn) {
  const appended: NewRecord[] = [];
  const world = createPlatformWorld({ registry: { registerSecret() {} }, endpoints: worldEndpoints('http://127.0.0.1:1') });
  const outbound = createOutboundControl({
    dir: mkdtempSync(join(tmpdir(), 'outbound-control-')),
    world,
    journal: { append: (record) => (appended.push(record), { id: appended.length }) as never },
    sandboxPorts: { all: () => new Set<number>() },
    log() {},
    record() {},
    env: {},
    outboundCapBytes: 1024,
    ...(oauthStandIn ? { oauthStandIn } : {}),
  });
  return { outbound, appended };
}

const standIn = {
  consentFor: (location: string) => (location.includes('provider') ? { name: 'provider', url: 'http://127.0.0.1:1/consent' } : null),
} as unknown as OAuthStandIn;

describe("outbound control: the integration's outbound traffic as the studio steers it", () => {
  it('allowed origins are normalized, and a value that is no http(s) origin is refused as a host error naming it', () => {
    expect(normalizeOrigins(['http://LOCALHOST:3000/path'])).toEqual(['http://localhost:3000']);
    expect(() => normalizeOrigins(['ftp://x'])).toThrow(HostError);
    expect(() => normalizeOrigins(['ftp://x'])).toThrow(
      expect.objectContaining({ code: 'invalid-origin', message: expect.stringContaining('"ftp://x"') }),
    );
    const { outbound } = control();
    outbound.setAllowed(['http://127.0.0.1:9']);
    expect(outbound.allowed()).toEqual(['http://127.0.0.1:9']);
  });

  it('the mode starts at mock and changes only to a known mode', () => {
    const { outbound } = control();
    expect(outbound.mode()).toBe('mock');
    outbound.setMode('lockdown');
    expect(outbound.mode()).toBe('lockdown');
    expect(() => outbound.setMode('sideways' as never)).toThrow();
  });

  it("an authorize redirect goes to the stand-in's consent page unless the mode is live, journaled as a mock answer", () => {
    const { outbound, appended } = control(standIn);
    expect(outbound.standInRedirect('https://provider.example/authorize', 3)).toBe('http://127.0.0.1:1/consent');
    expect(appended[0]).toMatchObject({ kind: 'outbound.fetch', parentId: 3, data: { mock: 'provider' } });
    expect(outbound.standInRedirect('https://elsewhere.example/', 3)).toBeNull();
    outbound.setMode('live');
    expect(outbound.standInRedirect('https://provider.example/authorize', 3)).toBeNull();
    expect(control().outbound.standInRedirect('https://provider.example/authorize', 3)).toBeNull();
  });
});
