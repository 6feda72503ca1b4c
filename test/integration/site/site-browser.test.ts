import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import type { JournalRecord } from '../../../shared/api/index.ts';
import type { SiteState } from '../../../shared/api/site.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium, studioRecords, until } from './support.ts';

/**
 * The site in a real browser (Debian's Chromium): the service worker takes every request of the
 * page to another origin through the studio, the shim reports what the script printed and set, the
 * CSP blocks what the manifest does not allow. The fixture's script calls an allowed origin (a mock
 * answers it) and a disallowed one, only with consent.
 */
const fixture = join(import.meta.dirname, '..', '..', 'fixtures', 'integrations', 'site-script');
if (!hasChromium) console.log(`site in the browser: skipped, no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);

let studio: Studio;
let dir: string;
let browser: Browser;
let tab: Page;

const records = (kind: string): JournalRecord[] => studioRecords(studio, kind);

describe.skipIf(!hasChromium)('the published site in Chromium', () => {
  let state: SiteState;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-browser-'));
    cpSync(fixture, dir, { recursive: true });
    studio = await createStudio({ dir, transport: 'browser' });
    state = await studio.handlers['site.setConsent']({ consent: 'granted' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    tab = await browser.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await studio?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs the script only under the service worker, which takes its requests through the studio: a mock answers the allowed one', async () => {
    await tab.goto(`${state.origin}/`);
    const request = await until(
      () => records('site.request').find((r) => (r.data as { url: string }).url.startsWith('https://api.analytics.example.com/collect')),
      'site.request of the allowed origin',
    );
    expect(request.data).toMatchObject({ method: 'POST', outcome: 'mocked', status: 202, mock: 'analytics-collect', consent: 'granted' });
    expect(request.parentId).toBe(state.scripts[0]!.recordId);
    expect(await tab.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
  });

  it("reports a request outside the manifest's own policy as a report-only site.csp, not a block: it reaches the worker, which holds it", async () => {
    const violation = await until(
      () => records('site.csp').find((r) => (r.data as { blockedUrl: string }).blockedUrl.includes('tracker.not-allowed.example')),
      'site.csp of the disallowed origin',
    );
    expect(violation.data).toMatchObject({ directive: 'connect-src', disposition: 'report', consent: 'granted' });
    const request = await until(
      () => records('site.request').find((r) => (r.data as { url: string }).url.includes('tracker.not-allowed.example')),
      'site.request of the disallowed origin',
    );
    expect(request.data).toMatchObject({ outcome: 'held' });
  });

  it("records the script's console messages and the cookies it set, with the consent at the time", async () => {
    const message = await until(
      () => records('site.console').find((r) => (r.data as { message: string }).message.includes('site-script ran')),
      'site.console of the script',
    );
    expect(message.data).toMatchObject({ level: 'log', source: 'console', message: 'site-script ran, consent yes' });
    const cookie = await until(() => records('site.cookie').find((r) => (r.data as { name: string }).name === 'probe_id'), 'site.cookie');
    expect(cookie.data).toMatchObject({ value: 'abc123', consent: 'granted' });
  });

  it('behaves as without consent once the reader denies it: the script does not track', async () => {
    await studio.handlers['site.setConsent']({ consent: 'denied' });
    const before = records('site.request').length;
    await tab.reload();
    await until(
      () => records('site.console').find((r) => (r.data as { message: string }).message === 'site-script ran, consent no'),
      'site.console without consent',
    );
    expect(records('site.request').length).toBe(before);
  });
});
