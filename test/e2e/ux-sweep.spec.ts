import { expect, test, type Page } from '@playwright/test';
import { serveStudio, shoot, type ServedStudio } from './support/studio.ts';

let studio: ServedStudio;
test.beforeAll(async () => {
  studio = await serveStudio();
});
test.afterAll(async () => {
  await studio?.stop();
});

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 640 },
];
const size = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`;

async function open(page: Page, pane: string) {
  await page.goto(`${studio.url}#${pane}`);
  await expect(page.getByTestId('status-host')).toContainText('host ready');
}

async function palette(page: Page, query: string) {
  await page.keyboard.press('Control+Shift+P');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(query);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
}

test('dialogs hold the focus in Chromium: New installation takes it, Tab stays inside, Escape closes and gives it back', async ({
  page,
}) => {
  for (const viewport of SIZES) {
    await page.setViewportSize(viewport);
    await open(page, 'installations');
    const opener = page.getByRole('button', { name: 'New installation' }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /^Install / });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await shoot(page, `ux-install-dialog-${size(page)}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test('the Manifest pane does not scroll into a blank page: the wheel over Problems leaves the pane where it is', async ({ page }) => {
  for (const viewport of SIZES) {
    await page.setViewportSize(viewport);
    await open(page, 'manifest');
    await expect(page.getByTestId('manifest-problem-count')).toBeVisible();
    await page.getByTestId('manifest-problem-count').hover();
    await page.mouse.wheel(0, 2000);
    const main = page.getByRole('main');
    await expect.poll(() => main.evaluate((node) => node.scrollTop)).toBe(0);
    expect(await main.evaluate((node) => node.scrollHeight - node.clientHeight)).toBeLessThanOrEqual(1);
    await shoot(page, `ux-manifest-${size(page)}`);
  }
});

test('the sidebar shows its labels whole at 1024x640', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 640 });
  await open(page, 'manifest');
  const labels = page.getByRole('navigation', { name: 'Features' }).locator('.nav-item span');
  // Manifest, Preview, Installations, Events, Webhooks, Inspector, Requests, Mocks, Site.
  await expect(labels).toHaveCount(9);
  for (const label of await labels.all()) {
    // The active item is bold, so wider: each label is checked while its pane is on screen too.
    await label.click();
    expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth), (await label.textContent()) ?? undefined).toBe(true);
  }
});

test('the command palette runs the listed actions: New installation, Generate payload, Export HAR', async ({ page }) => {
  for (const viewport of SIZES) {
    await page.setViewportSize(viewport);
    await open(page, 'manifest');
    await palette(page, 'new inst');
    const dialog = page.getByRole('dialog', { name: /^Install / });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await palette(page, 'gtevents');
    await expect(page.locator('[data-pane="events"]')).toBeVisible();
    await palette(page, 'events generate');
    await expect(page.locator('[data-pane="events"]')).toBeVisible();
    await shoot(page, `ux-events-${size(page)}`);

    await palette(page, 'gtinsp');
    await expect(page.getByRole('heading', { name: 'Inspector' })).toBeVisible();
    const download = page.waitForEvent('download');
    await palette(page, 'export har');
    expect((await download).suggestedFilename()).toMatch(/\.har$/);
    await shoot(page, `ux-inspector-${size(page)}`);

    await page.keyboard.press('Control+Shift+P');
    await page.keyboard.type('webhooks');
    await shoot(page, `ux-palette-${size(page)}`);
    await page.keyboard.press('Escape');
    await palette(page, 'gtwebhooks');
    await shoot(page, `ux-webhooks-${size(page)}`);
  }
});
