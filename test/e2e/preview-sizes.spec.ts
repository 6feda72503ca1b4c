import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { serveFixtureCopy, type ServedStudio } from './support/studio.ts';

// Issue 41 items 4 and 12 in Chromium: element boxes measured at both window sizes, light and dark, with screenshots.
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 640 },
] as const;
const screens = join(ROOT, 'test-results', 'screens');

let studio: ServedStudio;
test.beforeAll(async () => {
  studio = await serveFixtureCopy('preview-sizes');
  mkdirSync(screens, { recursive: true });
});
test.afterAll(async () => {
  await studio?.stop();
});

async function openPreview(page: Page) {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#preview`);
  const canvas = page.getByTestId('canvas');
  await expect(canvas.getByText('Count: 0')).toBeVisible({ timeout: 30_000 });
  return canvas;
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
};

for (const size of SIZES)
  for (const theme of ['light', 'dark'] as const)
    test(`at ${size.width}x${size.height} ${theme}: a hint's image is text-high, an xlarge modal is wide, Compare's 768 px column scrolls`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: theme });
      const canvas = await openPreview(page);
      const name = `preview-sizes-${size.width}x${size.height}-${theme}`;

      // The hint's image: about the height of its 12 px text (linear's unfurl drew it ~590 px square).
      const hintImage = await box(page, '[data-testid=canvas] .ck-card-hint [data-ck=image]');
      const hintText = await box(page, '[data-testid=canvas] .ck-card-hint [data-ck=text]');
      expect(hintImage.height).toBeLessThanOrEqual(hintText.height + 4);
      expect(hintImage.height).toBeGreaterThan(8);
      expect(hintImage.width).toBeLessThanOrEqual(hintImage.height + 1);
      await page.screenshot({ path: join(screens, `${name}-card.png`) });

      // The xlarge modal: 960 px, or its canvas's whole width when that is narrower (it was 215 px).
      await canvas.getByRole('button', { name: 'Open wide modal' }).click();
      const dialog = canvas.getByRole('dialog', { name: 'A wide modal' });
      await expect(dialog).toBeVisible();
      const modal = (await dialog.boundingBox())!;
      const layer = await box(page, '[data-testid=modal-layer]');
      expect(modal.width).toBeGreaterThanOrEqual(Math.min(960, layer.width - 40) - 1);
      expect(modal.width).toBeGreaterThan(300);
      await page.screenshot({ path: join(screens, `${name}-modal.png`) });
      await dialog.getByRole('button', { name: 'Close modal' }).click();
      await expect(dialog).toBeHidden();

      // Compare: the content column keeps its 768 px and its row scrolls to show all of it (it was clipped at ~565 px).
      await page.getByRole('button', { name: 'Compare' }).click();
      const cell = page.getByTestId('compare-light-content');
      await expect(cell.getByText('Count: 0')).toBeVisible({ timeout: 30_000 });
      const frame = (await cell.locator('.pv-compare-frame').boundingBox())!;
      expect(frame.width).toBe(768);
      const row = page.getByRole('group', { name: 'Content column, 768px' });
      const { scrollable, clipped } = await row.evaluate((element) => ({
        scrollable: element.scrollWidth > element.clientWidth,
        clipped: getComputedStyle(element).overflowX === 'hidden',
      }));
      expect(clipped).toBe(false);
      const rowBox = (await row.boundingBox())!;
      if (rowBox.width < 768) expect(scrollable).toBe(true);
      // Scrolled to its end, the column's right edge is inside the row: nothing is out of reach.
      await row.evaluate((element) => (element.scrollLeft = element.scrollWidth));
      const scrolledCell = (await cell.boundingBox())!;
      const scrolledRow = (await row.boundingBox())!;
      expect(scrolledCell.x + scrolledCell.width).toBeLessThanOrEqual(scrolledRow.x + scrolledRow.width + 1);
      await page.screenshot({ path: join(screens, `${name}-compare.png`) });
      await page.getByRole('button', { name: 'Compare' }).click();
    });

test('"Copy link" opens the same render elsewhere, and "Copy JSON" pasted back restores it', async ({ page, context }) => {
  await page.setViewportSize(SIZES[0]);
  const canvas = await openPreview(page);
  await canvas.getByRole('button', { name: 'Count' }).click();
  await canvas.getByRole('button', { name: 'Count' }).click();
  await expect(canvas.getByText('Count: 2')).toBeVisible();
  await page
    .getByRole('button', { name: 'Canvas theme: light' })
    .click()
    .catch(() => {});
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Link to this render').inputValue();
  const json = await page.getByLabel('This render as JSON').inputValue();
  expect(JSON.parse(json)).toMatchObject({ component: 'unfurl', state: { count: 2 }, context: { type: 'document' } });
  expect(link).toContain('preview-state=');
  await page.screenshot({ path: join(screens, 'preview-share-panel.png') });

  // The link, in another tab: the same component, state and canvas theme; the address then drops the state.
  const other = await context.newPage();
  await other.setViewportSize(SIZES[1]);
  await other.goto(link);
  await expect(other.getByTestId('canvas').getByText('Count: 2')).toBeVisible({ timeout: 30_000 });
  await expect(other.getByTestId('canvas')).toHaveAttribute('data-theme', JSON.parse(json).context.theme);
  expect(other.url()).not.toContain('preview-state');
  await other.screenshot({ path: join(screens, 'preview-share-opened-1024x640.png') });

  // The JSON, pasted after the state moved on, brings the render back to it.
  await canvas.getByRole('button', { name: 'Count' }).click();
  await expect(canvas.getByText('Count: 3')).toBeVisible();
  await page.getByLabel('Paste a Preview state (JSON)').fill(json);
  await page.getByRole('button', { name: 'Paste state' }).click();
  await expect(canvas.getByText('Count: 2')).toBeVisible();

  // A hostile or broken paste is refused with a reason, and the render stays.
  await page
    .getByLabel('Paste a Preview state (JSON)')
    .fill('{"component": "unfurl", "props": {}, "state": {}, "context": {"type": "evil"}}');
  await page.getByRole('button', { name: 'Paste state' }).click();
  await expect(page.getByTestId('share-note')).toContainText('context.type');
  await expect(canvas.getByText('Count: 2')).toBeVisible();
});
