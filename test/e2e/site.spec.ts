import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CORPUS_DIR } from '../corpus/corpus-runner.ts';
import { installDependencies } from '../corpus/dependencies.ts';
import { serveStudio, shoot, type ServedStudio } from './support/studio.ts';

/** Hotjar, a real integration of the platform (CORPUS_DIR), injects its tracker on the published site. */
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

async function shootAt(page: Page, name: string) {
  for (const [width, height] of [
    [1024, 640],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shoot(page, `${name}-${width}x${height}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('site: Hotjar injected on the published site, its tracker request held or mocked with consent and absent without, side by side', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = copyOf('hotjar');
  const studio = await serveStudio([dir]);
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

    // With consent the tracker loads its script from static.hotjar.com: held on the machine or answered by a mock.
    await consent.getByRole('button', { name: 'Granted' }).click();
    await expect(consent.getByRole('button', { name: 'Granted' })).toHaveAttribute('aria-pressed', 'true');
    const requests = page.getByRole('list', { name: 'Requests' });
    const tracker = requests.getByRole('listitem').filter({ hasText: `static.hotjar.com/c/hotjar-${TRACKING_ID}.js` });
    await expect(tracker.first()).toBeVisible({ timeout: 30_000 });
    await expect(tracker.first()).toContainText(/held|mocked/);
    await expect(tracker.first()).toContainText('granted');
    await shootAt(page, 'site-pane');

    // Side by side: the tracker only with consent.
    await page.getByRole('tab', { name: 'With / without consent' }).click();
    const table = page.getByRole('table', { name: 'Behaviour by consent' });
    const row = table.getByRole('row', { name: new RegExp(`static\\.hotjar\\.com/c/hotjar-${TRACKING_ID}\\.js`) });
    await expect(row).toHaveAttribute('data-differs', 'true');
    await expect(row.getByRole('cell')).toHaveText([/✓/, '—']);
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
  } finally {
    await studio.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
