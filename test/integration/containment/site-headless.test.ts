import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { CHROMIUM_PATH } from '../../../electron/lib/headless-chromium.ts';
import type { SiteReport } from '../../../electron/cli/commands/site-report.ts';
import { fixture } from '../host/support.ts';

/**
 * `integration-studio site` opens the site's page in a Chromium of its own, which is on the
 * developer's (or the CI runner's) machine too. What no policy of the page governs, the command's
 * own request filter does: hostile-site's script sends the top frame and a popup to another loopback
 * port, a popup to a private address (and a frame, which the site's policy refuses); none of them is
 * let out, nothing reaches the port, and the report lists each (exit 1).
 */
let canary: Server;
let dir: string;
const hits: string[] = [];

beforeAll(async () => {
  canary = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/html' }).end('<p>canary</p>');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  dir = mkdtempSync(join(tmpdir(), 'studio-site-headless-'));
  cpSync(fixture('hostile-site'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
});
afterAll(() => {
  canary?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!existsSync(CHROMIUM_PATH))("the site command's browser keeps the page on the site (skipped without Chromium)", () => {
  it('a script sending the top frame, a frame and popups to a loopback port or a private address reaches nothing; each is listed as refused, exit 1', async () => {
    const target = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
    const probes = [
      { name: 'frame', kind: 'frame', url: `${target}/framed` },
      { name: 'popup', kind: 'popup', url: `${target}/popup` },
      { name: 'private popup', kind: 'popup', url: 'http://192.168.1.1/router' },
      { name: 'top', kind: 'navigate-top', url: `${target}/navigated` },
    ];
    const out: string[] = [];
    const code = await main(['site', dir, '--trust', '--json', '--path', `/#${encodeURIComponent(JSON.stringify(probes))}`], {
      out: (line) => out.push(line),
      err: () => {},
    });
    const report = JSON.parse(out.join('\n')) as SiteReport;
    // Anything that slipped through would have landed by now: the command waited for the page to settle.
    expect(hits).toEqual([]);
    // The frame is the site's policy's to refuse (frame-src); what no policy governs is the command's.
    expect(report.refused.map((request) => request.url).sort()).toEqual(
      [`${target}/popup`, 'http://192.168.1.1/router', `${target}/navigated`].sort(),
    );
    expect(report.refused.find((request) => request.url.endsWith('/navigated'))).toMatchObject({
      type: 'document',
      reason: expect.stringMatching(/is on this machine or its private network, not the site's origin/),
    });
    expect(code).toBe(1);
  }, 120_000);
});
