import { describe, expect, it } from 'vitest';
import { mayRequest } from '../../electron/main/request-policy.ts';
import { PUBLIC_CONTENT_CSP, publicContentCsp, rendererCsp } from '../../shared/security/csp.ts';
import { previewUrlRefusal } from '../../shared/security/preview-urls.ts';

const PUBLIC = 'http://127.0.0.1:4000';
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the URLs the Preview loads as images and webframes', () => {
  it.each([`${PUBLIC}/i/dev/page`, 'https://example.com/frame', 'data:image/png;base64,AAAA'])('%s is loaded', (url) => {
    expect(previewUrlRefusal(url, PUBLIC)).toBeNull();
  });
  it.each([
    'http://127.0.0.1:39123/core/store-temp-file',
    'http://localhost:3000/',
    'http://app.localhost/',
    'http://[::1]:8080/',
    'http://10.0.0.5/',
    'http://192.168.1.1/',
    'http://172.20.0.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://0.0.0.0:8080/',
    'https://127.0.0.1:8443/',
    'http://[fd00::1]/',
  ])('%s, on this machine or its private network, is refused, naming the public origin as what is allowed', (url) => {
    expect(previewUrlRefusal(url, PUBLIC)).toMatch(
      /is on this machine or its private network; the Preview loads only public URLs and the integration's own public endpoint \(http:\/\/127\.0\.0\.1:4000\)/,
    );
  });
  it('plain http elsewhere and other schemes are refused', () => {
    expect(previewUrlRefusal('http://example.com/a.png', PUBLIC)).toMatch(/is plain http/);
    expect(previewUrlRefusal('javascript:alert(1)', PUBLIC)).toMatch(/only http\(s\) URLs/);
    expect(previewUrlRefusal('file:///etc/passwd', PUBLIC)).toMatch(/only http\(s\) URLs/);
  });
});

describe("the renderer's policy", () => {
  it('with the public origin known, frames and images may come from https and that origin only: no other loopback port', () => {
    const policy = rendererCsp(PUBLIC);
    expect(directive(policy, 'frame-src')).toBe(`frame-src https: ${PUBLIC}`);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: blob: https: ${PUBLIC}`);
    expect(policy).not.toMatch(/(frame|img)-src[^;]*http:(?!\/\/)/);
  });
  it("pages of an integration's public endpoint may call https and their own origin, nothing on plain http elsewhere", () => {
    for (const name of ['connect-src', 'frame-src', 'form-action', 'img-src']) {
      expect(directive(PUBLIC_CONTENT_CSP, name)).toMatch(/'self' https:/);
      expect(directive(PUBLIC_CONTENT_CSP, name)).not.toMatch(/http:|\*/);
    }
  });
  it('protocol-relative URLs go over https as on the platform, except in WebKit, which would upgrade the page’s own loopback origin too', () => {
    const chromium = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    const electron =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) integration-studio/0.1.0 Chrome/140.0.0.0 Electron/38.0.0 Safari/537.36';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
    const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
    const iosChrome =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0 Mobile/15E148 Safari/604.1';
    const headless = chromium.replace('Chrome/', 'HeadlessChrome/');
    for (const agent of [chromium, headless, electron, firefox, undefined])
      expect(publicContentCsp(agent)).toMatch(/; upgrade-insecure-requests$/);
    for (const agent of [safari, iosChrome]) {
      expect(publicContentCsp(agent)).not.toContain('upgrade-insecure-requests');
      expect(directive(publicContentCsp(agent), 'connect-src')).toBe(directive(PUBLIC_CONTENT_CSP, 'connect-src'));
    }
  });
});

describe("the desktop app's request filter", () => {
  const origins = { appOrigin: null, publicOrigin: PUBLIC };
  it("lets the app's pages reach the public origin and the internet", () => {
    expect(mayRequest(`${PUBLIC}/i/dev/`, origins)).toBe(true);
    expect(mayRequest('https://example.com/', origins)).toBe(true);
    expect(mayRequest('file:///app/index.html', origins)).toBe(true);
  });
  it("refuses every other local or private address, whatever the scheme (a webframe's fetch, image, form or socket)", () => {
    expect(mayRequest('http://127.0.0.1:39123/core/store-temp-file?prefix=x', origins)).toBe(false);
    expect(mayRequest('ws://127.0.0.1:39123/', origins)).toBe(false);
    expect(mayRequest('http://localhost:4000/', origins)).toBe(false);
    expect(mayRequest('http://192.168.1.1/', origins)).toBe(false);
  });
});

describe("the content origin (publicContentEndpoint, where webframes' pages are served)", () => {
  const CONTENT = 'http://content-0123456789.localhost:4001';
  const studio = { publicOrigin: PUBLIC, contentOrigin: CONTENT };
  it('the Preview loads webframes from the content origin, and no other port of localhost', () => {
    expect(previewUrlRefusal(`${CONTENT}/i/dev/frame`, studio)).toBeNull();
    expect(previewUrlRefusal(`${PUBLIC}/i/dev/frame`, studio)).toBeNull();
    expect(previewUrlRefusal('http://localhost:4002/', studio)).toMatch(
      /integration's own endpoints \(public http:\/\/127\.0\.0\.1:4000, content http:\/\/content-0123456789\.localhost:4001\)/,
    );
    // Without the content origin known, its address is refused like any local one.
    expect(previewUrlRefusal(`${CONTENT}/i/dev/frame`, PUBLIC)).toMatch(/is on this machine/);
    // Another name under .localhost is another local app, not the content origin.
    expect(previewUrlRefusal('http://content-9999999999.localhost:4001/', studio)).toMatch(/is on this machine/);
    expect(previewUrlRefusal('http://localhost:4001/', studio)).toMatch(/is on this machine/);
  });
  it("the renderer's policy frames and shows images from the public and content origins only", () => {
    const policy = rendererCsp(PUBLIC, CONTENT);
    expect(directive(policy, 'frame-src')).toBe(`frame-src https: ${PUBLIC} ${CONTENT}`);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: blob: https: ${PUBLIC} ${CONTENT}`);
    expect(policy).not.toMatch(/(frame|img)-src[^;]*:\*/);
    // The policy baked into index.html at build time, before the origins are known, admits the content origin's name.
    expect(directive(rendererCsp(), 'frame-src')).toContain('http://*.localhost:*');
  });
  it("the desktop app's request filter lets pages reach the content origin, not another localhost port", () => {
    const origins = { appOrigin: null, publicOrigin: PUBLIC, contentOrigin: CONTENT };
    expect(mayRequest(`${CONTENT}/i/dev/frame`, origins)).toBe(true);
    expect(mayRequest('http://localhost:4002/', origins)).toBe(false);
    expect(mayRequest('http://localhost:4001/', origins)).toBe(false);
    expect(mayRequest('http://other.localhost:4001/', origins)).toBe(false);
    expect(mayRequest(`${CONTENT}/i/dev/frame`, { appOrigin: null, publicOrigin: PUBLIC })).toBe(false);
  });
});
