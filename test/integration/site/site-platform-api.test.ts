import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium, studioRecords, until } from './support.ts';

/**
 * The platform's published site gives integration scripts `window.GitBook` (its browser types): the
 * `load` and `unload` events, the reader's cookie choice, a cookie banner of their own, assistants and
 * tools. Intercom's script calls `GitBook.addEventListener` as it starts, and threw without it.
 */
const fixture = join(import.meta.dirname, '..', '..', 'fixtures', 'integrations', 'site-platform-api');
if (!hasChromium) console.log(`window.GitBook in the browser: skipped, no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);

let studio: Studio;
let dir: string;
let browser: Browser;

const messages = () => studioRecords(studio, 'site.console').map((record) => (record.data as { message: string }).message);

describe.skipIf(!hasChromium)('window.GitBook on the published site, as the platform gives it to integration scripts', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'site-platform-api-'));
    cpSync(fixture, dir, { recursive: true });
    studio = await createStudio({ dir, transport: 'browser' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await studio?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a script's cookie banner replaces the site's and its approval is the reader's consent; load fires after the scripts, with the choice readable", async () => {
    const state = await studio.handlers['site.state']({});
    expect(state.consent).toBe('unset');
    const tab = await browser.newPage();
    await tab.goto(`${state.origin}/`);
    // The banner approved (onApprove): the studio holds the reader's consent, and the page reloaded with it.
    await until(
      () => (messages().some((m) => m === 'site loaded, tracking disabled: false') ? true : undefined),
      'the load after approval',
      30_000,
    );
    expect((await studio.handlers['site.state']({})).consent).toBe('granted');
    expect(messages()).toContain("window.GitBook.registerCookieBanner: the integration's banner replaces the site's");
    expect(messages().some((m) => m.startsWith('window.GitBook.registerAssistant: Docs helper'))).toBe(true);
    // Before the approval the first load said the choice was not made yet.
    expect(messages()).toContain('site loaded, tracking disabled: undefined');
    // No script error: the API the platform's scripts call is all there.
    expect(studioRecords(studio, 'site.console').filter((r) => (r.data as { source?: string }).source === 'error')).toEqual([]);
    await tab.close();
  }, 60_000);
});
