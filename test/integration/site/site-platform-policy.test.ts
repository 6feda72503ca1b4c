import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import type { JournalRecord } from '../../../shared/api/index.ts';
import type { SiteState } from '../../../shared/api/site.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium, studioRecords, until } from './support.ts';

/**
 * The platform's published site enforces one open policy and reads no integration's
 * `contentSecurityPolicy`, so Google Analytics' gtag.js from googletagmanager.com runs there though
 * the real manifest never names that host. The studio enforces the platform's policy wherever its
 * service worker sees the requests, and reports the manifest's own as report-only.
 */
const fixture = join(import.meta.dirname, '..', '..', 'fixtures', 'integrations', 'site-gtag');
if (!hasChromium) console.log(`the platform's policy in the browser: skipped, no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);

let studio: Studio;
let dir: string;
let browser: Browser;

const records = (kind: string): JournalRecord[] => studioRecords(studio, kind);

const GTAG = 'https://www.googletagmanager.com/gtag/js';

describe.skipIf(!hasChromium)("a script the platform's policy lets run, in Chromium", () => {
  let state: SiteState;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-platform-policy-'));
    cpSync(fixture, dir, { recursive: true });
    studio = await createStudio({ dir, transport: 'browser' });
    state = await studio.handlers['site.setConsent']({ consent: 'granted' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const tab = await browser.newPage();
    await tab.goto(`${state.origin}/`);
    await until(
      () => records('site.request').find((r) => (r.data as { url: string }).url.includes('google-analytics.com/g/collect')),
      'the beacon',
    );
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await studio?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads gtag.js from googletagmanager.com as on the platform: no enforced violation, the worker takes it to the mock, and it runs', async () => {
    await until(
      () => records('site.console').find((r) => (r.data as { message: string }).message === 'gtag loaded'),
      "gtag.js's console line",
    );
    const enforced = records('site.csp').filter((r) => (r.data as { disposition: string }).disposition === 'enforce');
    expect(enforced.map((r) => r.summary)).toEqual([]);
    const loaded = records('site.request').find((r) => (r.data as { url: string }).url.startsWith(GTAG));
    expect(loaded?.data).toMatchObject({ method: 'GET', outcome: 'mocked', mock: 'gtag', destination: 'script' });
    // Its beacon went to the worker too, which held it: nothing leaves the machine outside live mode.
    const beacon = records('site.request').find((r) => (r.data as { url: string }).url.includes('google-analytics.com/g/collect'));
    expect(beacon?.data).toMatchObject({ method: 'POST', outcome: 'held' });
  });

  it("reports what the manifest's own policy would have refused, report-only and said so, under the script's dispatch", () => {
    const all = records('site.csp').filter((r) => (r.data as { blockedUrl: string }).blockedUrl.startsWith(GTAG));
    expect(all).toHaveLength(1);
    const reported = all[0];
    expect(reported?.data).toMatchObject({ disposition: 'report', page: '/' });
    expect((reported?.data as { directive: string }).directive).toMatch(/^script-src/);
    expect(reported?.status).toBe('info');
    expect(reported?.summary).toMatch(/^Outside the manifest's contentSecurityPolicy \(reported, not blocked\)/);
    expect(reported?.parentId).toBe(state.scripts[0]!.recordId);
    expect(state.reportOnlyPolicy).toMatch(/script-src 'self' https:\/\/www\.google-analytics\.com/);
  });
});
