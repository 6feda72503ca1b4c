import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewRecord } from '../../../electron/services/journal/journal.ts';
import { manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';
import { createSiteEngine, type SiteEngine } from '../../../electron/services/site/engine.ts';
import { startSiteListener, type SiteListener } from '../../../electron/services/site/listener.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium, siteInstallation, until } from './support.ts';

/**
 * Two site installations inject two scripts into the same pages. What each did is put under its own
 * dispatch where the page can tell (a fetch names its script as referrer, a message or cookie its
 * script in the stack); a request nothing ties to one (an image an element loads) belongs to none and
 * says so, rather than to the first installation.
 */
if (!hasChromium) console.log(`attribution in the browser: skipped, no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);

const SCRIPTS: Record<string, { body: string; recordId: number }> = {
  inst_a: {
    recordId: 11,
    body: `console.log('from a'); document.cookie = 'a_id=1; path=/'; fetch('https://a.example/collect').catch(() => {});`,
  },
  inst_b: {
    recordId: 22,
    body: `console.log('from b'); fetch('https://b.example/collect').catch(() => {}); new Image().src = 'https://b.example/pixel';`,
  },
};

let listener: SiteListener;
let engine: SiteEngine;
let browser: Browser;
const journal: NewRecord[] = [];

const request = (url: string) =>
  until(() => journal.find((r) => r.kind === 'site.request' && (r.data as { url: string }).url === url), url);
const message = (text: string) =>
  until(() => journal.find((r) => r.kind === 'site.console' && (r.data as { message: string }).message === text), text);

describe.skipIf(!hasChromium)('two site installations on one page, in Chromium', () => {
  beforeAll(async () => {
    listener = await startSiteListener();
    engine = createSiteEngine({
      origin: listener.origin,
      journal: { append: (record) => (journal.push(record), { ...record, id: journal.length }) as never },
      bus: { publish: () => {}, subscribe: () => () => {} },
      manifest: () =>
        manifestSnapshot(
          '/m.yaml',
          'name: two\nscript: ./src/index.ts\ntarget: site\nscopes: [site:script:inject]\ncontentSecurityPolicy:\n  connect-src: a.example\n',
        ),
      installations: () => [siteInstallation('inst_a'), siteInstallation('inst_b')],
      dispatch: async (_event, { installationId }) => ({
        status: 200,
        headers: { 'content-type': 'application/javascript', 'cache-control': 'max-age=600' },
        body: SCRIPTS[installationId]!.body,
        error: null,
        recordId: SCRIPTS[installationId]!.recordId,
      }),
      siteTitle: async () => 'Docs',
    });
    listener.serve(engine.handle);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    await (await browser.newPage()).goto(`${listener.origin}/`);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    engine?.dispose();
    await listener?.close();
  });

  it("puts each script's fetch under its own dispatch, not the first installation's", async () => {
    expect(await request('https://a.example/collect')).toMatchObject({ installationId: 'inst_a', parentId: 11 });
    expect(await request('https://b.example/collect')).toMatchObject({ installationId: 'inst_b', parentId: 22 });
  });

  it("puts a violation of a script's fetch under that script, once, though the shim's fetch wrapper is the caller the browser names", async () => {
    const outside = (r: NewRecord) =>
      r.kind === 'site.csp' && (r.data as { blockedUrl: string }).blockedUrl === 'https://b.example/collect';
    expect(await until(() => journal.find(outside), 'the report-only violation')).toMatchObject({ installationId: 'inst_b', parentId: 22 });
    expect(journal.filter(outside)).toHaveLength(1);
  });

  it("puts each script's console messages and cookies under its own dispatch", async () => {
    expect(await message('from a')).toMatchObject({ installationId: 'inst_a', parentId: 11 });
    expect(await message('from b')).toMatchObject({ installationId: 'inst_b', parentId: 22 });
    const cookie = await until(() => journal.find((r) => r.kind === 'site.cookie'), 'the cookie');
    expect(cookie).toMatchObject({ installationId: 'inst_a', parentId: 11 });
  });

  it('leaves a request nothing ties to a script (an image an element loads) to none, and says it is unattributed', async () => {
    const pixel = await request('https://b.example/pixel');
    expect(pixel).toMatchObject({ installationId: null, parentId: null });
    expect(pixel.summary).toMatch(/\(unattributed: several scripts run on the page and nothing tells which\)$/);
  });
});
