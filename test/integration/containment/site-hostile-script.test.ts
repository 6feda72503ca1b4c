import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/index.ts';
import { WS_PATH } from '../../../shared/api/wire.ts';
import { uiCookieName } from '../../../shared/security/ui-credential.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { clientOf } from '../../../electron/cli/client.ts';
import { CHROMIUM_PATH } from '../../../electron/lib/headless-chromium.ts';
import { startBrowserServer, type BrowserServer } from '../../../electron/server/server.ts';
import { fixture } from '../host/support.ts';
import { listeningPorts, processFamily, workerdChildren } from '../support/listening.ts';

/**
 * The published site's pages run an integration's script in the developer's own browser, next to
 * everything the studio serves on this machine. hostile-site's script, injected into a site page in
 * Chromium (a plain browser context, as the developer's browser is), aims at each of them with the
 * real ports and the UI's real one-time token handed to it (the worst case of a page that found
 * them by a scan): the UI's API and cookies, the public server's other routes, the content origin,
 * Miniflare's loopback server and workerd's sockets, the debugger, another loopback port and a
 * private address. Each is refused in the browser, nothing reaches the target, and the site journals
 * what its policy blocked.
 */
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'];
const TOKEN = 'site-pages-test-one-time-token';
const PRIVATE = ['http://10.0.0.1/collect', 'http://192.168.1.1/admin'];

let dir: string;
let studio: Studio;
let ui: BrowserServer;
let canary: Server;
let browser: Browser | null = null;
const hits: string[] = [];
const records: JournalRecord[] = [];
let siteOrigin: string;
let canaryOrigin: string;

type Probe = {
  name: string;
  kind: 'fetch' | 'socket' | 'image' | 'frame' | 'blank-frame' | 'beacon' | 'cookies' | 'navigate-top';
  url?: string;
};

beforeAll(async () => {
  canary = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }).end('canary');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  canaryOrigin = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'studio-site-pages-'));
  cpSync(fixture('hostile-site'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  // Live: what the site's worker forwards would go out, so only its own rules keep the page off the machine.
  studio = await createStudio({ dir, transport: 'browser', trust: true, inspectPort: 0, outboundMode: 'live' });
  studio.bus.subscribe('journal.appended', (record) => records.push(record));
  ui = await startBrowserServer({ studio, rendererDir: mkdtempSync(join(tmpdir(), 'studio-renderer-')), token: TOKEN });
  const state = await clientOf(studio).call('site.state', {});
  expect(state.available, state.reason ?? '').toBe(true);
  siteOrigin = state.origin!;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await ui?.close();
  await studio?.dispose();
  canary?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every port of the sandbox: Miniflare's loopback server in this process, workerd's own sockets, the debugger's. */
function sandboxPorts(): number[] {
  const own = new Set([ui.port, studio.publicServer.port, studio.publicServer.content.port, studio.siteListener.port]);
  own.add((canary.address() as AddressInfo).port);
  const ports = [...listeningPorts(processFamily(process.pid)), ...listeningPorts(workerdChildren())];
  return [...new Set(ports)].filter((port) => !own.has(port));
}

/** Opens the site's first page with the probes in its fragment; answers the script's results line. */
async function runProbes(context: BrowserContext, probes: Probe[]): Promise<Record<string, string>> {
  const page = await context.newPage();
  const results = new Promise<Record<string, string>>((resolve) => {
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith('probes ')) resolve(JSON.parse(text.slice('probes '.length)) as Record<string, string>);
    });
  });
  await page.goto(`${siteOrigin}/#${encodeURIComponent(JSON.stringify(probes))}`);
  const answered = await Promise.race([results, new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000))]);
  if (!answered) throw new Error('the hostile script printed no results within 60 s: was it injected?');
  await page.close();
  return answered;
}

describe.skipIf(!existsSync(CHROMIUM_PATH))('a site script reaches nothing of the machine but the site (skipped without Chromium)', () => {
  let results: Record<string, string>;
  let ports: number[];
  let debuggerPort: number;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
    const context = await browser.newContext();
    // The UI's cookie in the browser, as after signing in (readable by script here, to make the point), and another app's.
    await context.addCookies([
      { name: uiCookieName(ui.port), value: 'ui-session', url: `http://127.0.0.1:${ui.port}` },
      { name: 'other_app', value: 'other', url: 'http://localhost:3000' },
    ]);
    const status = await clientOf(studio).call('host.status', {});
    debuggerPort = Number(new URL(status.debug!.webSocket).port);
    ports = sandboxPorts();
    const ui127 = `127.0.0.1:${ui.port}`;
    const probes: Probe[] = [
      { name: 'ui api', kind: 'fetch', url: `http://${ui127}/` },
      { name: 'ui socket, no token', kind: 'socket', url: `ws://${ui127}${WS_PATH}` },
      { name: 'ui socket, guessed token', kind: 'socket', url: `ws://${ui127}${WS_PATH}?token=guessed` },
      { name: 'ui socket, the real token', kind: 'socket', url: `ws://${ui127}${WS_PATH}?token=${TOKEN}` },
      { name: 'public endpoint', kind: 'fetch', url: `${studio.publicServer.origin}/i/dev/reached` },
      { name: 'public oauth', kind: 'fetch', url: `${studio.publicServer.origin}/oauth-mock/authorize` },
      { name: 'public image', kind: 'image', url: `${studio.publicServer.origin}/i/dev/image` },
      { name: 'content origin', kind: 'fetch', url: `${studio.publicServer.content.origin}/i/dev/reached` },
      { name: 'content frame', kind: 'frame', url: `${studio.publicServer.content.origin}/i/dev/frame` },
      ...ports.map((port): Probe => ({
        name: `sandbox ${port}`,
        kind: 'fetch',
        url: `http://127.0.0.1:${port}/core/store-temp-file?prefix=x`,
      })),
      ...ports.map((port): Probe => ({ name: `sandbox socket ${port}`, kind: 'socket', url: `ws://127.0.0.1:${port}/` })),
      { name: 'debugger list', kind: 'fetch', url: `http://127.0.0.1:${debuggerPort}/json/list` },
      { name: 'debugger socket', kind: 'socket', url: `ws://127.0.0.1:${debuggerPort}/integration` },
      { name: 'canary', kind: 'fetch', url: `${canaryOrigin}/fetch` },
      { name: 'canary socket', kind: 'socket', url: `${canaryOrigin.replace('http', 'ws')}/socket` },
      { name: 'canary image', kind: 'image', url: `${canaryOrigin}/image` },
      { name: 'canary frame', kind: 'frame', url: `${canaryOrigin}/frame` },
      { name: 'canary beacon', kind: 'beacon', url: `${canaryOrigin}/beacon` },
      { name: 'canary from a blank frame', kind: 'blank-frame', url: canaryOrigin },
      { name: 'ui from a blank frame', kind: 'blank-frame', url: `http://127.0.0.1:${ui.port}` },
      { name: 'canary by name', kind: 'fetch', url: `http://localhost:${(canary.address() as AddressInfo).port}/by-name` },
      ...PRIVATE.map((url, i): Probe => ({ name: `private ${i}`, kind: 'fetch', url })),
      { name: 'private image', kind: 'image', url: 'http://192.168.1.1/pixel.png' },
      { name: 'cookies', kind: 'cookies' },
    ];
    results = await runProbes(context, probes);
    // Requests the browser refused never start; give any that slipped through time to land.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }, 120_000);

  const refusedAll = (prefix: string) => {
    const tried = Object.entries(results).filter(([name]) => name.startsWith(prefix));
    expect(tried.length, `no probe named ${prefix}…`).toBeGreaterThan(0);
    for (const [name, outcome] of tried) expect(`${name}: ${outcome}`).toMatch(/: (refused|sent)/);
  };
  /** The site's worker took it and the site held it back, naming why (live mode: refused, never sent). */
  const refusedByWorker = (url: string) =>
    records.some((record) => {
      const data = record.data as { url?: string; outcome?: string; error?: string };
      return record.kind === 'site.request' && data.url === url && data.outcome === 'held' && /^refused: /.test(data.error ?? '');
    });
  const cspRecorded = (url: string) =>
    records.some((record) => record.kind === 'site.csp' && String((record.data as { blockedUrl: string }).blockedUrl).startsWith(url));

  it("cannot reach the UI's API: no fetch, no WebSocket without a token, with a guessed one or with the real one (which stays unspent)", async () => {
    refusedAll('ui ');
    expect(cspRecorded(`ws://127.0.0.1:${ui.port}`)).toBe(true);
    // The one-time link still signs a browser in: the page's socket never reached the UI server with it.
    const signIn = await fetch(`http://127.0.0.1:${ui.port}/?token=${TOKEN}`, { redirect: 'manual' });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('set-cookie')).toContain(uiCookieName(ui.port));
  });

  it("cannot read the UI's cookies nor another local app's", () => {
    expect(results.cookies).not.toContain(uiCookieName(ui.port));
    expect(results.cookies).not.toContain('other_app');
  });

  it("cannot reach the public server's other routes (public endpoints, mock OAuth) nor the content origin", () => {
    refusedAll('public ');
    refusedAll('content ');
    expect(records.filter((record) => record.kind === 'log' && record.summary.includes('hostile-site endpoint reached'))).toEqual([]);
    expect(records.filter((record) => record.kind === 'http.request')).toEqual([]);
    expect(refusedByWorker(`${studio.publicServer.origin}/i/dev/reached`)).toBe(true);
    expect(cspRecorded(studio.publicServer.content.origin)).toBe(true);
    expect(refusedByWorker(`${studio.publicServer.origin}/i/dev/image`)).toBe(true);
  });

  it("cannot reach Miniflare's loopback server, workerd's sockets or the debugger", () => {
    expect(ports.length).toBeGreaterThan(0);
    expect(ports).toContain(debuggerPort);
    refusedAll('sandbox ');
    refusedAll('debugger ');
    // The sandbox's guard journals every request that reaches it: none did.
    expect(records.filter((record) => record.summary.includes("sandbox's internal server"))).toEqual([]);
    expect(cspRecorded(`ws://127.0.0.1:${debuggerPort}`)).toBe(true);
    expect(refusedByWorker(`http://127.0.0.1:${debuggerPort}/json/list`)).toBe(true);
  });

  it('cannot reach another loopback port (by address or by name) nor a private address, by fetch, socket, image, frame or beacon', () => {
    refusedAll('canary');
    refusedAll('private');
    expect(hits).toEqual([]);
    expect(cspRecorded(canaryOrigin)).toBe(true);
    for (const url of PRIVATE) expect(refusedByWorker(url)).toBe(true);
    expect(refusedByWorker(`${canaryOrigin}/image`)).toBe(true);
    expect(refusedByWorker('http://192.168.1.1/pixel.png')).toBe(true);
  });

  it('cannot slip past the service worker through a same-origin about:blank frame (no client of the worker): its fetch, image and script reach no loopback port', () => {
    expect(results['canary from a blank frame']).toMatch(/^refused/);
    expect(results['ui from a blank frame']).toMatch(/^refused/);
    expect(hits.filter((hit) => hit.includes('/blank-'))).toEqual([]);
  });

  it("still refuses, by the page's policy, a frame and a WebSocket to a loopback port: the worker never sees those", () => {
    const enforced = (directive: string, url: string) =>
      records.some((record) => {
        const data = record.data as { blockedUrl?: string; directive?: string; disposition?: string };
        return (
          record.kind === 'site.csp' &&
          data.directive === directive &&
          data.disposition === 'enforce' &&
          String(data.blockedUrl).startsWith(url)
        );
      });
    expect(results['canary socket']).toMatch(/^refused/);
    expect(enforced('connect-src', `${canaryOrigin.replace('http', 'ws')}/socket`)).toBe(true);
    // A blocked frame's address is reported as its origin alone (the path of another origin is not told).
    expect(enforced('frame-src', canaryOrigin)).toBe(true);
    expect(enforced('frame-src', studio.publicServer.content.origin)).toBe(true);
    expect(hits.filter((hit) => hit.includes('/socket') || hit.includes('/frame'))).toEqual([]);
  });
});
