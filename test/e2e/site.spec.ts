import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { installDependencies } from '../corpus/dependencies.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

/** Hotjar, a real integration of the platform (the corpus beside the repository), injects its tracker on the published site. */
const CORPUS_DIR = process.env.CORPUS_DIR ?? join(ROOT, '..', 'shared', 'corpus', 'real-integrations');
const TRACKING_ID = '3141592';

function copyOf(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `site-${name}-`));
  cpSync(join(CORPUS_DIR, name), dir, { recursive: true });
  const { dir: dependencies } = installDependencies(name, join(dir, 'package.json'));
  if (dependencies) symlinkSync(join(dependencies, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** A site installation made in the Installations pane, configured through the integration's own form and saved. */
async function installOnSite(page: Page, studio: ServedStudio) {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#installations`);
  await page.getByRole('button', { name: 'New installation' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'A site' }).check();
  await dialog.getByLabel('Site id').fill('site_docs');
  await dialog.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('heading', { name: /Site site_docs/ })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/^Hotjar Site ID/).fill(TRACKING_ID);
  await page.getByTestId('save-configuration').click();
  await expect(page.locator('.in-detail-head').getByTestId('status-badge')).toHaveAttribute('data-status', 'active', { timeout: 30_000 });
}

/** Every tab of the pane's activity list is whole inside the list (none cut or scrolled away). */
async function tabsWhole(page: Page) {
  const list = page.getByRole('tablist', { name: 'What the scripts did' });
  const box = (await list.boundingBox())!;
  for (const tab of await list.getByRole('tab').all()) {
    const own = (await tab.boundingBox())!;
    expect(own.x + own.width, await tab.innerText()).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
}

async function shootAt(page: Page, name: string) {
  for (const [width, height] of [
    [1024, 640],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (page.url().endsWith('#site')) await tabsWhole(page);
    await shoot(page, `${name}-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * A browser profile that allows third-party cookies, as the desktop app's window does. Debian's
 * Chromium blocks them by default (private windows and regular profiles alike), and the framed site is
 * another site than the studio's UI: it then gets neither its cookies nor its service worker, says so
 * on its page, and the pane offers to open it in a tab of its own (first-party, where it runs).
 */
async function regularProfile(): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'site-profile-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

test('site: Hotjar injected on the published site, its tracker request held or mocked with consent and absent without, side by side', async () => {
  test.setTimeout(180_000);
  const dir = copyOf('hotjar');
  const studio = await serveStudio([dir]);
  const browser = await regularProfile();
  const { page } = browser;
  try {
    await installOnSite(page, studio);
    // Ctrl+9: the Site pane, after the earlier panes.
    await page.keyboard.press('Control+9');
    await expect(page).toHaveURL(/#site$/);
    const frame = page.frameLocator('iframe[title="Published site"]');
    // The dev site installation has no Site ID (Hotjar's handler throws: failed, its error shown); ours is injected.
    const scripts = page.getByRole('listitem', { name: /^Script of / });
    const script = scripts.filter({ hasText: 'injected' });
    await expect(script).toHaveCount(1, { timeout: 60_000 });
    await expect(script).toContainText('static.hotjar.com');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

    // Without consent the tracker stays quiet: Hotjar checks __gitbook_cookie_granted before it loads anything.
    const consent = page.getByRole('group', { name: 'Cookie consent' });
    await consent.getByRole('button', { name: 'Denied' }).click();
    await expect(consent.getByRole('button', { name: 'Denied' })).toHaveAttribute('aria-pressed', 'true');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // In a tab of its own too (first-party, see below): the script ran (async scripts hold the load event) and set up nothing.
    const [quiet] = await Promise.all([browser.context.waitForEvent('page'), page.getByRole('link', { name: 'Open in a tab' }).click()]);
    await quiet.waitForLoadState('load');
    expect(await quiet.evaluate(() => typeof (window as unknown as { hj?: unknown }).hj)).toBe('undefined');
    await quiet.close();

    // With consent the tracker loads its script from static.hotjar.com: held on the machine or answered by a mock.
    await consent.getByRole('button', { name: 'Granted' }).click();
    await expect(consent.getByRole('button', { name: 'Granted' })).toHaveAttribute('aria-pressed', 'true');
    // The framed page is a third party to the studio's UI: the consent cookie is partitioned (SameSite=None;
    // Secure; Partitioned), so it reaches the page in the pane's frame, where Hotjar now sets itself up.
    const framed = () => page.frames().find((f) => f.url().includes('.localhost') && f.url().startsWith('http://site-'));
    await expect
      .poll(
        async () =>
          (await framed()
            ?.evaluate(() => document.cookie)
            .catch(() => '')) ?? '',
        { timeout: 30_000 },
      )
      .toContain('__gitbook_cookie_granted=yes');
    await expect
      .poll(
        async () =>
          (await framed()
            ?.evaluate(() => typeof (window as unknown as { hj?: unknown }).hj)
            .catch(() => '')) ?? '',
        {
          timeout: 30_000,
        },
      )
      .toBe('function');
    // And in a tab of its own, where it is first-party.
    const [tab] = await Promise.all([browser.context.waitForEvent('page'), page.getByRole('link', { name: 'Open in a tab' }).click()]);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const requests = page.getByRole('list', { name: 'Requests' });
    const tracker = requests.getByRole('listitem').filter({ hasText: `static.hotjar.com/c/hotjar-${TRACKING_ID}.js` });
    await expect(tracker.first()).toBeVisible({ timeout: 30_000 });
    await expect(tracker.first()).toContainText(/held|mocked/);
    await expect(tracker.first()).toContainText('granted');
    expect(await tab.evaluate(() => typeof (window as unknown as { hj?: unknown }).hj)).toBe('function');
    // Once in the frame and once in the tab, both with consent.
    await expect(tracker).toHaveCount(2);
    await tab.close();
    await page.bringToFront();
    await shootAt(page, 'site-pane');

    // Side by side: the tracker only with consent.
    await page.getByRole('tab', { name: 'By consent' }).click();
    const table = page.getByRole('table', { name: 'Behaviour by consent' });
    const row = table.getByRole('row', { name: new RegExp(`static\\.hotjar\\.com/c/hotjar-${TRACKING_ID}\\.js`) });
    await expect(row).toHaveAttribute('data-differs', 'true');
    // Columns: with consent, without consent (and not answered, the first page's).
    await expect(row.getByRole('cell').nth(0)).toHaveText(/✓/);
    await expect(row.getByRole('cell').nth(1)).toHaveText('—');
    await shootAt(page, 'site-compare');

    // The request in the Inspector, under the dispatch that produced the script.
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await tracker.first().getByRole('button').click();
    await expect(page).toHaveURL(/#inspector$/);
    const detail = page.getByLabel(/^Record \d+$/);
    await expect(detail.getByRole('tab', { name: 'Site' })).toHaveAttribute('aria-selected', 'true');
    await expect(detail).toContainText('granted (the consent cookie said yes)');
    await expect(detail).toContainText('Part of event');
    await shootAt(page, 'site-inspector');
  } catch (error) {
    // The fixture's own screenshot is of its unused page: keep this profile's.
    await page.screenshot({ path: test.info().outputPath('site-failed.png') }).catch(() => {});
    throw error;
  } finally {
    await browser.close();
    await studio.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
