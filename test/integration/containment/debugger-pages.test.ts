import { get, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestHost, type TestHost } from '../host/support.ts';
import { listeningPorts, workerdChildren } from '../support/listening.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from '../../chromium.ts';

/**
 * Debugging exposes nothing to pages (test/fixtures/integrations/debug-target, debugger on): a page
 * in a real browser (Chromium, an http origin, as a page the Preview shows) can neither open a
 * WebSocket to workerd's own inspector nor read its target list, while the studio's inspector still
 * serves a DevTools-like client (no Origin).
 */

let t: TestHost;
let page: Server;
let browser: Browser | null = null;
beforeAll(async () => {
  t = await startTestHost('debug-target', { host: { inspectPort: 0 } });
  page = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>a page</p>'));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
}, 60_000);
afterAll(async () => {
  await browser?.close();
  page?.close();
  await t?.close();
});

/** Ports of workerd that answer the inspector's discovery (read with node:http: undici's fetch refuses bad ports too). */
async function workerdInspectorPorts(): Promise<number[]> {
  const found: number[] = [];
  for (const port of listeningPorts(workerdChildren())) {
    const body = await new Promise<string | null>((resolve) => {
      const request = get({ host: '127.0.0.1', port, path: '/json/list', timeout: 2_000 }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(response.statusCode === 200 ? text : null));
      });
      request.on('error', () => resolve(null)).on('timeout', () => request.destroy());
    });
    try {
      if (body && Array.isArray(JSON.parse(body))) found.push(port);
    } catch {
      // Not the inspector.
    }
  }
  return found;
}

describe('debugging exposes nothing to pages', () => {
  it("a page in the browser can neither connect to workerd's own inspector nor read its targets", async () => {
    if (!hasChromium) return void console.log(`skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
    const ports = await workerdInspectorPorts();
    expect(ports).toHaveLength(1);
    const inspectorPort = ports[0]!;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${(page.address() as AddressInfo).port}/`);
    // A string, not a function: the test's bundler would rename the page's own WebSocket to the `ws` import.
    const reached = (await tab.evaluate(`(async () => {
      const socket = await new Promise((resolve) => {
        const ws = new WebSocket('ws://127.0.0.1:${inspectorPort}/core:user:studio-outbound-gate');
        ws.onopen = () => resolve(true);
        ws.onerror = ws.onclose = () => resolve(false);
        setTimeout(() => resolve(false), 5000);
      });
      const read = await fetch('http://127.0.0.1:${inspectorPort}/json/list', { mode: 'no-cors' }).then(() => true, () => false);
      return { socket, read };
    })()`)) as { socket: boolean; read: boolean };
    expect(reached).toEqual({ socket: false, read: false });
  }, 60_000);

  it('the studio’s inspector still serves a DevTools-like client (no Origin), listing the integration only', async () => {
    const { port, webSocket } = t.host.debuggerAddresses()!;
    const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
    expect(list.map((target) => target.webSocketDebuggerUrl)).toEqual([`ws://127.0.0.1:${port}/integration`]);
    const client = new WebSocket(webSocket);
    await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
    const answer = await new Promise<{ result?: { debuggerId?: unknown } }>((resolve) => {
      client.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { id?: number; result?: { debuggerId?: unknown } };
        if (message.id === 1) resolve(message);
      });
      client.send(JSON.stringify({ id: 1, method: 'Debugger.enable', params: {} }));
    });
    client.close();
    expect(answer.result?.debuggerId).toEqual(expect.any(String));
  }, 30_000);
});
