import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { callStudio, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

const FIXTURE = join(ROOT, 'test', 'fixtures', 'integrations', 'visitor-auth');

async function openEvents(page: Page, studio: ServedStudio, installationId: string) {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#events`);
  await page.getByLabel('Installation').selectOption(installationId);
  await page.getByLabel('Event', { exact: true }).selectOption('fetch_visitor_authentication');
  await expect(page.getByRole('group', { name: 'Search parameters' })).toBeVisible({ timeout: 30_000 });
}

test.describe('Sign in as a visitor, in Chromium', () => {
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let studio: ServedStudio;
  let site: string;
  test.beforeAll(async () => {
    dir = join(mkdtempSync(join(tmpdir(), 'visitor-e2e-')), 'visitor-auth');
    cpSync(FIXTURE, dir, { recursive: true });
    studio = await serveStudio([dir]);
    site = (await callStudio<{ id: string }>(studio, 'installations.create', { kind: 'site', siteId: 'site_docs' })).id;
  });
  test.afterAll(async () => {
    await studio?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the popup goes to the mock provider, a click on Approve comes back through the callback to the published site, and the pane lists every hop', async ({
    page,
  }) => {
    await openEvents(page, studio, site);
    await page
      .getByRole('group', { name: 'Search parameters' })
      .getByRole('button', { name: /Add parameter/ })
      .click();
    await page.getByLabel('parameter 1 name').fill('lang');
    await page.getByLabel('parameter 1 value').fill('fr');
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('visitor-sign-in').click();
    const popup = await popupOpened;
    await expect(popup.getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(new URL(popup.url()).searchParams.get('param_lang')).toBe('fr');
    // No opener: the provider's and the integration's pages cannot reach back into the studio.
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(popup.getByRole('heading', { name: /Published site/ })).toBeVisible();
    await expect(popup.locator('body')).toContainText('visitor@example.com');
    await expect(popup.locator('strong.ok')).toHaveText('valid');
    await popup.setViewportSize({ width: 720, height: 760 });
    await shoot(popup, 'visitor-landing');

    const flow = page.getByTestId('visitor-flow');
    await expect(flow).toContainText('done');
    await expect(flow.locator('li')).toHaveCount(5);
    await expect(page.getByTestId('visitor-landing')).toContainText('Signature: valid');
    await expect(page.getByTestId('visitor-landing')).toContainText('visitor@example.com');
    await popup.close();
    for (const [width, height] of [
      [1024, 640],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shoot(page, `visitor-sign-in-${width}x${height}`);
    }
  });

  test('Log out as a visitor: the provider signs out and returns to the published site, which shows no token', async ({ page }) => {
    await openEvents(page, studio, site);
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('visitor-log-out').click();
    const popup = await popupOpened;
    await expect(popup.locator('body')).toContainText('No jwt_token came with this visit');
    const flow = page.getByTestId('visitor-flow');
    await expect(flow).toContainText('Visitor logout');
    await expect(flow).toContainText('done');
    await expect(flow.locator('li')).toHaveCount(3);
    await popup.close();
  });
});
