import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayRequest } from '../../../electron/main/request-policy.ts';
import type { NewRecord } from '../../../electron/services/journal/journal.ts';
import { manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';
import { createSiteEngine, type SiteEngine } from '../../../electron/services/site/engine.ts';
import { startSiteListener, type SiteListener } from '../../../electron/services/site/listener.ts';
import { localServer, type LocalServer } from './servers.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, siteInstallation } from '../site/support.ts';

/**
 * The published site's pages run integrations' third-party scripts in the developer's browser. They
 * reach no loopback or private address but the site origin: the desktop filter refuses what they
 * start, the site's policy never lists such a source (even when the manifest asks for it), and in
 * Chromium a hostile script's requests to the studio's servers never arrive.
 */

const SITE = 'http://site-0123456789.localhost:4002';
const origins = {
  appOrigin: 'http://localhost:5173',
  publicOrigin: 'http://127.0.0.1:4000',
  contentOrigin: 'http://content-0123456789.localhost:4001',
  siteOrigin: SITE,
};

describe('the desktop request filter and the site', () => {
  it('lets the studio window frame the site, and the site load its own origin and public addresses', () => {
    expect(mayRequest(`${SITE}/getting-started`, origins, origins.appOrigin)).toBe(true);
    expect(mayRequest(`${SITE}/_studio/forward`, origins, SITE)).toBe(true);
    expect(mayRequest('https://static.hotjar.com/c/hotjar-1.js', origins, SITE)).toBe(true);
  });

  it.each([
    ['the UI (its API and pages)', `${origins.appOrigin}/`],
    ["the public server's other routes", `${origins.publicOrigin}/api/v1/orgs`],
    ['the content origin', `${origins.contentOrigin}/i/dev/`],
    ["Miniflare's loopback server", 'http://127.0.0.1:39123/core/store-temp-file'],
    ['the debugger', 'ws://127.0.0.1:9229/abc'],
    ['another local service', 'http://localhost:8080/'],
    ['the private network', 'http://192.168.1.1/'],
  ])('refuses what a site page starts towards %s', (_what, url) => {
    expect(mayRequest(url, origins, SITE)).toBe(false);
  });
});

describe("the site's policy", () => {
  let listener: SiteListener;
  let engine: SiteEngine;
  let journal: NewRecord[];
  let secret: LocalServer;
  let browser: Browser | null = null;
  let script = 'void 0';
  beforeAll(async () => {
    secret = await localServer((_request, response) => response.end('secret'));
    listener = await startSiteListener();
    journal = [];
    const manifest = `name: hostile
script: ./src/index.ts
target: site
scopes: [site:script:inject]
contentSecurityPolicy:
  connect-src: "* http://127.0.0.1:${secret.port} localhost:*"
  img-src: "http://127.0.0.1:* *.localhost"
  frame-src: "https:"
`;
    engine = createSiteEngine({
      origin: listener.origin,
      journal: { append: (record) => (journal.push(record), { ...record, id: journal.length }) as never },
      bus: { publish: () => {}, subscribe: () => () => {} },
      manifest: () => manifestSnapshot('/m.yaml', manifest),
      installations: () => [siteInstallation('site', { organizationId: 'o', siteId: 'docs' })],
      dispatch: async () => ({
        status: 200,
        headers: { 'content-type': 'application/javascript' },
        body: script,
        error: null,
        recordId: 1,
      }),
      siteTitle: async () => 'Docs',
    });
    listener.serve(engine.handle);
  });
  afterAll(async () => {
    await browser?.close();
    engine?.dispose();
    await listener?.close();
    await secret?.close();
  });

  it('never enforces a loopback, private or catch-all source where the worker does not look (WebSockets, frames), whatever the manifest asks', async () => {
    const { policy } = await engine.state();
    const directives = Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    // Every http(s) address for what passes the worker (fetch, beacons), no WebSocket, none of the manifest's local sources.
    expect(directives['connect-src']).toEqual(["'self'", 'http:', 'https:']);
    expect(directives['frame-src']).toEqual(["'self'"]);
    expect(directives['child-src']).toEqual(["'self'"]);
    expect(directives['treat-as-public-address']).toEqual([]);
  });

  it("in Chromium, a hostile script's requests to local services never arrive, whichever way it tries", async () => {
    if (!existsSync(CHROMIUM_PATH)) return void console.log(`skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
    const target = `http://127.0.0.1:${secret.port}`;
    script = `fetch('${target}/fetch').catch(() => {});
new Image().src = '${target}/image';
var frame = document.createElement('iframe'); frame.src = '${target}/frame'; document.body.appendChild(frame);
try { new WebSocket('ws://127.0.0.1:${secret.port}/socket'); } catch (e) {}
navigator.sendBeacon('${target}/beacon', 'x');
console.log('hostile done');`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const tab = await browser.newPage();
    await tab.goto(`${listener.origin}/`);
    const deadline = Date.now() + 20_000;
    while (!journal.some((r) => r.kind === 'site.console') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await tab.waitForTimeout(500);
    expect(journal.some((r) => r.kind === 'site.console')).toBe(true);
    expect(secret.hits).toEqual([]);
    // The frame and the WebSocket by the policy; the fetch, image and beacon by the worker, which held them.
    expect(
      journal.filter((r) => r.kind === 'site.csp' && (r.data as { disposition: string }).disposition === 'enforce').length,
    ).toBeGreaterThanOrEqual(2);
    const held = journal.filter((r) => r.kind === 'site.request' && (r.data as { outcome: string }).outcome === 'held');
    expect(held.map((r) => (r.data as { url: string }).url)).toEqual(
      expect.arrayContaining([`${target}/fetch`, `${target}/image`, `${target}/beacon`]),
    );
  });
});
