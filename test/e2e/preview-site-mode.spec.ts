import { expect, test, type Page } from '@playwright/test';
import { serveFixtureCopy, shoot, type ServedStudio } from './support/studio.ts';

// Issue 39 item 7 in Chromium: the showcase block as the published site draws it, flags in place, light and dark.
let studio: ServedStudio;
test.beforeAll(async () => {
  studio = await serveFixtureCopy('contentkit-showcase');
});
test.afterAll(async () => {
  await studio?.stop();
});

async function openPreview(page: Page) {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#preview`);
  const canvas = page.getByTestId('canvas');
  await expect(canvas.getByRole('button', { name: 'Open picker' })).toBeVisible({ timeout: 30_000 });
  return canvas;
}

test('"Published site" flags in place what the site does not draw; "App" draws it again', async ({ page }) => {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 640 },
  ]) {
    await page.setViewportSize(size);
    const canvas = await openPreview(page);
    await expect(canvas.getByTestId('site-flag')).toHaveCount(0);
    await page.getByRole('group', { name: 'Rendering mode' }).getByRole('button', { name: 'Published site' }).click();
    await expect(page.getByTestId('site-note')).toContainText('not drawn on the site');
    const flags = canvas.getByTestId('site-flag');
    await expect(flags.first()).toBeVisible();
    await expect(flags.first()).toContainText('Not on the published site');
    expect(await flags.count()).toBeGreaterThan(2);
    // A flag takes the element's place: the showcase's select is gone from the page.
    await expect(canvas.getByRole('option', { name: 'Enterprise' })).toHaveCount(0);
    await shoot(page, `preview-site-mode-${size.width}x${size.height}`);
    // The canvas has a theme of its own: the flags in a dark canvas too (the site still asks for light).
    await page.getByRole('button', { name: 'Canvas theme: light' }).click();
    await expect(canvas).toHaveAttribute('data-theme', 'dark');
    await expect(flags.first()).toBeVisible();
    await shoot(page, `preview-site-mode-${size.width}x${size.height}-canvas-dark`);
    await page.getByRole('button', { name: 'Canvas theme: dark' }).click();
    // The site's modal: one width at most 768 px, no close button; a click beside it closes it.
    await canvas.getByRole('button', { name: 'Open picker' }).click();
    const modal = canvas.getByRole('dialog', { name: 'Pick a fruit' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Close modal' })).toHaveCount(0);
    expect((await modal.boundingBox())!.width).toBeLessThanOrEqual(768);
    await shoot(page, `preview-site-mode-${size.width}x${size.height}-modal`);
    await canvas.getByTestId('modal-layer').click({ position: { x: 5, y: 5 } });
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: 'App', exact: true }).click();
    await expect(canvas.getByTestId('site-flag')).toHaveCount(0);
    await expect(canvas.getByRole('option', { name: 'Enterprise' })).toBeAttached();
  }
});
