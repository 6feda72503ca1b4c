import { expect, test, type Page } from '@playwright/test';
import { serveFixtureCopy, type ServedStudio } from './support/studio.ts';

/**
 * Setup events as the platform sends them, seen where a user looks: a site configuration component,
 * opened in the Preview on a folder with no installation, asks before creating one; saving its form
 * (the component's own platform-API call) sends `site_installation_setup`, listed in the Inspector.
 */
test.describe('a site configuration saved from the Preview', () => {
  let studio: ServedStudio & { dir: string };
  test.beforeAll(async () => {
    studio = await serveFixtureCopy('oauth-demo');
  });
  test.afterAll(async () => {
    await studio?.stop();
  });

  const setupRows = (page: Page) => page.locator('[data-kind="dispatch"]').filter({ hasText: 'site_installation_setup' });

  test('fires site_installation_setup, seen in the Inspector', async ({ page }) => {
    await page.goto(studio.url);
    await page.goto(`${studio.origin}/#preview`);
    await page.getByRole('button', { name: /site-config/ }).click();
    // Opening created nothing: the canvas asks first.
    const create = page.getByRole('button', { name: 'Create a site installation to preview this' });
    await expect(create).toBeVisible({ timeout: 30_000 });
    await create.click();
    const canvas = page.getByTestId('canvas');
    await expect(canvas.getByText('Stored: nothing yet')).toBeVisible({ timeout: 30_000 });

    await page.goto(`${studio.origin}/#inspector`);
    await expect(page.getByRole('heading', { name: 'Inspector' })).toBeVisible();
    // Installing on the site sent the first one.
    await expect(setupRows(page)).toHaveCount(1, { timeout: 15_000 });

    await page.goto(`${studio.origin}/#preview`);
    await canvas.getByPlaceholder('e.g. Docs').fill('Handbook');
    await canvas.getByRole('button', { name: 'Save site label' }).click();
    // The Preview follows the configuration the component saved: rendered again, it reads it back.
    await expect(canvas.getByText('Saved.')).toBeVisible({ timeout: 15_000 });
    await expect(canvas.getByPlaceholder('Handbook')).toBeVisible({ timeout: 15_000 });

    await page.goto(`${studio.origin}/#inspector`);
    await expect(setupRows(page)).toHaveCount(2, { timeout: 15_000 });
  });
});
