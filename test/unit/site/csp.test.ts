import { describe, expect, it } from 'vitest';
import { mergePolicy, parsePolicy, refusedSource, serializePolicy, SITE_POLICY } from '../../../electron/services/site/csp.ts';

const merged = (added: Parameters<typeof parsePolicy>[0]) => mergePolicy(parsePolicy(SITE_POLICY), parsePolicy(added));
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe("an integration's contentSecurityPolicy added to the site's", () => {
  it("reads the directive map of real manifests, whose values end with ';' and put sources on lines (hotjar, amplitude)", () => {
    const { policy } = merged({
      'script-src': 'static.hotjar.com script.hotjar.com;',
      'connect-src': 'cdn.amplitude.com;\napi2.amplitude.com;\n',
    });
    const text = serializePolicy(policy);
    expect(directive(text, 'script-src')).toBe("script-src 'self' static.hotjar.com script.hotjar.com");
    expect(directive(text, 'connect-src')).toBe("connect-src 'self' cdn.amplitude.com api2.amplitude.com");
  });

  it('reads a policy string, directive by directive', () => {
    const { policy } = merged("script-src https://cdn.example.com 'unsafe-inline'; img-src pixel.example.com");
    const text = serializePolicy(policy);
    expect(directive(text, 'script-src')).toBe("script-src 'self' https://cdn.example.com 'unsafe-inline'");
    expect(directive(text, 'img-src')).toBe("img-src 'self' data: pixel.example.com");
  });

  it("starts a directive the site does not write from the site's default-src, so the site's own files keep loading", () => {
    const text = serializePolicy(merged({ 'media-src': 'media.example.com' }).policy);
    expect(directive(text, 'media-src')).toBe("media-src 'self' media.example.com");
  });

  it("drops 'none' once a directive has another source", () => {
    const text = serializePolicy(merged({ 'object-src': 'plugins.example.com' }).policy);
    expect(directive(text, 'object-src')).toBe('object-src plugins.example.com');
  });

  it("keeps the site's reporting, sandbox and framing its own: the integration's are not taken, and said so", () => {
    const { policy, refused } = merged({ 'report-uri': 'https://collector.example/', 'frame-ancestors': '*', sandbox: '' });
    expect(policy.has('report-uri')).toBe(false);
    expect(policy.has('frame-ancestors')).toBe(false);
    expect(refused).toEqual(expect.arrayContaining([expect.stringMatching(/^report-uri is the site's to set/)]));
  });

  it.each([
    ['connect-src', 'http://localhost:3000'],
    ['script-src', 'http://127.0.0.1:8080'],
    ['img-src', '*.localhost'],
    ['frame-src', 'http://192.168.1.10'],
    ['connect-src', 'http://[::1]:9229'],
    ['connect-src', '*'],
    ['frame-src', 'https:'],
    ['child-src', 'ws:'],
  ])("refuses %s %s: it could reach the developer's machine or network where the service worker does not look", (name, source) => {
    expect(refusedSource(name, source)).not.toBeNull();
    const text = serializePolicy(merged({ [name]: source }).policy);
    expect(directive(text, name)?.split(' ')).not.toContain(source);
  });

  it('keeps wide sources where every request passes the service worker (scripts, images, styles)', () => {
    expect(refusedSource('img-src', 'https:')).toBeNull();
    expect(refusedSource('script-src', '*')).toBeNull();
  });
});
