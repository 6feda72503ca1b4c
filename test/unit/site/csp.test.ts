import { describe, expect, it } from 'vitest';
import {
  declaredPolicy,
  enforcedPolicy,
  parsePolicy,
  PLATFORM_POLICY,
  refusedSource,
  serializePolicy,
  SITE_POLICY,
} from '../../../electron/services/site/csp.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part === name || part.startsWith(`${name} `));
const sources = (policy: string, name: string) => directive(policy, name)?.split(' ').slice(1);
const enforced = (added: Parameters<typeof parsePolicy>[0]) => serializePolicy(enforcedPolicy(parsePolicy(added)));
const declared = (added: Parameters<typeof parsePolicy>[0]) => serializePolicy(declaredPolicy(parsePolicy(added))!);

describe("the page's enforced policy follows the platform's where the site's service worker sees the requests", () => {
  it.each(['script-src', 'style-src', 'img-src', 'font-src'])(
    "%s has the platform renderer's sources (a script from googletagmanager.com loads as on the platform)",
    (name) => {
      expect(sources(SITE_POLICY, name)).toEqual(sources(PLATFORM_POLICY, name));
    },
  );

  it("media-src has the platform's default-src sources (the worker sees audio and video requests)", () => {
    expect(sources(SITE_POLICY, 'media-src')).toEqual(sources(PLATFORM_POLICY, 'default-src'));
  });

  it('connect-src takes every http(s) address (fetch, XHR, beacons pass the worker) but no WebSocket, which bypasses it', () => {
    expect(sources(SITE_POLICY, 'connect-src')).toEqual(["'self'", 'http:', 'https:']);
    for (const wide of ['*', 'ws:', 'wss:']) expect(sources(SITE_POLICY, 'connect-src')).not.toContain(wide);
  });

  it('frames, workers and form posts stay on the site origin: their requests never pass the worker', () => {
    for (const name of ['frame-src', 'child-src', 'worker-src', 'form-action', 'default-src'])
      expect(sources(SITE_POLICY, name), name).toEqual(["'self'"]);
    expect(sources(SITE_POLICY, 'object-src')).toEqual(["'none'"]);
    expect(directive(SITE_POLICY, 'treat-as-public-address')).toBe('treat-as-public-address');
  });

  it("adds an integration's named sources only where the studio is stricter than the platform (hotjar's WebSocket, an embed's frame)", () => {
    const text = enforced({
      'connect-src': 'wss://ws.hotjar.com;\n*.hotjar.io',
      'frame-src': 'https://player.example.com',
      'script-src': 'static.hotjar.com',
    });
    expect(sources(text, 'connect-src')).toEqual(["'self'", 'http:', 'https:', 'wss://ws.hotjar.com', '*.hotjar.io']);
    expect(sources(text, 'frame-src')).toEqual(["'self'", 'https://player.example.com']);
    expect(sources(text, 'script-src')).toEqual(sources(SITE_POLICY, 'script-src'));
  });

  it.each([
    ['connect-src', 'http://localhost:3000'],
    ['connect-src', 'ws://127.0.0.1:9229'],
    ['frame-src', '*.localhost'],
    ['frame-src', 'http://192.168.1.10'],
    ['connect-src', 'http://[::1]:9229'],
    ['connect-src', '*'],
    ['connect-src', 'ws:'],
    ['frame-src', 'https:'],
    ['child-src', 'wss:'],
  ])("never enforces %s %s: it could reach the developer's machine or network where the service worker does not look", (name, source) => {
    expect(refusedSource(name, source)).not.toBeNull();
    expect(sources(enforced({ [name]: source }), name)).not.toContain(source);
  });
});

describe("the manifest's own contentSecurityPolicy, reported but not enforced", () => {
  it("reads the directive map of real manifests, whose values end with ';' and put sources on lines (hotjar, amplitude)", () => {
    const text = declared({
      'script-src': 'static.hotjar.com script.hotjar.com;',
      'connect-src': 'cdn.amplitude.com;\napi2.amplitude.com;\n',
    });
    expect(directive(text, 'script-src')).toBe("script-src 'self' static.hotjar.com script.hotjar.com");
    expect(directive(text, 'connect-src')).toBe("connect-src 'self' cdn.amplitude.com api2.amplitude.com");
  });

  it("reads a policy string, directive by directive, on top of what the site's own files need", () => {
    const text = declared("script-src https://cdn.example.com 'unsafe-inline'; img-src pixel.example.com");
    expect(directive(text, 'script-src')).toBe("script-src 'self' https://cdn.example.com 'unsafe-inline'");
    expect(directive(text, 'img-src')).toBe("img-src 'self' data: pixel.example.com");
  });

  it("starts a directive the site does not write from the site's default-src, and drops 'none' once another source is there", () => {
    expect(directive(declared({ 'media-src': 'media.example.com' }), 'media-src')).toBe("media-src 'self' media.example.com");
    expect(directive(declared({ 'object-src': 'plugins.example.com' }), 'object-src')).toBe('object-src plugins.example.com');
  });

  it('keeps every source the manifest declares, local ones too: reporting what falls outside them opens nothing', () => {
    expect(sources(declared({ 'connect-src': 'http://127.0.0.1:* ws:' }), 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:*', 'ws:']);
  });

  it("keeps the site's reporting, sandbox and framing its own, and is absent when the manifest declares no policy", () => {
    const text = declared({ 'report-uri': 'https://collector.example/', 'frame-ancestors': '*', 'script-src': 'a.example' });
    expect(directive(text, 'report-uri')).toBeUndefined();
    expect(directive(text, 'frame-ancestors')).toBeUndefined();
    expect(declaredPolicy(parsePolicy(null))).toBeNull();
  });
});
