import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { fetchEvent, fixture } from '../host/support.ts';

/**
 * The published site's origin is the studio's, but hosted code never reaches it: its endpoints write
 * `site.*` records and set the reader's consent, and its pages are the ones third-party scripts run
 * on. Refused by name and by port on loopback, even when the developer allowed those origins.
 */
let studio: Studio;
let dir: string;
let hits = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-origin-'));
  cpSync(fixture('fetch-url'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  studio = await createStudio({ dir, transport: 'browser' });
  const engine = studio.session().site!.engine;
  studio.siteListener.serve((request, response) => {
    hits++;
    return engine.handle(request, response);
  });
}, 120_000);
afterAll(async () => {
  await studio?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function fetchFromHostedCode(target: string) {
  const { host } = studio.session();
  const result = await host.dispatchEvent(fetchEvent(host, `/?to=${encodeURIComponent(target)}&method=POST`));
  return JSON.parse(result.body) as { ok: boolean; error?: string };
}

describe('the published site is closed to hosted code', () => {
  it('hosted code cannot reach the site origin, even when the developer allowed it by every name', async () => {
    const { port, origin } = studio.siteListener;
    const names = [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://127.0.0.2:${port}`, origin];
    studio.session().host.outbound.setAllowed(names);
    for (const name of names) {
      const answer = await fetchFromHostedCode(`${name}/_studio/consent`);
      expect(answer.ok, name).toBe(false);
      expect(answer.error, name).toContain("is the studio's published site, which hosted code never reaches");
    }
    expect(hits).toBe(0);
  });
});
