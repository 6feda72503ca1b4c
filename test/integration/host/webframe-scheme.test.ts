import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from './support.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from '../../chromium.ts';

/**
 * The platform serves integration pages (webframes, OAuth pages) on https, so a protocol-relative
 * URL in them (`//cdn…/widget.js`, as marketo's form webframe loads forms2) means https. The studio
 * serves them on http loopback origins; its content policy must make such a URL load over https
 * as on the platform, not refuse it as http, while still refusing the machine's other ports.
 * Runs in Debian's Chromium (test/fixtures/integrations/webframe-cdn).
 */

let t: TestHost;
let other: Server;
let browser: Browser | null = null;
beforeAll(async () => {
  t = await startTestHost('webframe-cdn');
  other = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/javascript' }).end(''));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  other?.close();
  await t?.close();
});

describe('pages an integration serves resolve URLs as on the https platform', () => {
  it("a protocol-relative script in a webframe page loads over https (the platform's scheme), the page's own http scripts still load, and another loopback port stays refused", async () => {
    if (!hasChromium) return void console.log(`skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const requested: string[] = [];
    // The CDN answers from here: the machine is offline, and what matters is the scheme asked for.
    await page.route('**://cdn.example.test/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    const port = (other.address() as AddressInfo).port;
    await page.goto(`${t.server.content.origin}/i/dev/frame?other=${port}`);
    // The page's code is text: this file is type-checked without the DOM's types.
    await page.waitForFunction("window.notes.filter((note) => !note.startsWith('refused')).length >= 3", undefined, { timeout: 20_000 });
    const notes = (await page.evaluate('window.notes')) as string[];
    expect(requested).toEqual(['https://cdn.example.test/widget.js']);
    expect(notes).toContain('cdn loaded');
    expect(notes).toContain('own loaded');
    expect(notes).toContain('loopback failed');
    expect(notes).toContain(`refused http://127.0.0.1:${port}/x.js`);
    expect(notes.filter((note) => note.includes('cdn.example.test') && note.startsWith('refused'))).toEqual([]);
  }, 60_000);
});
