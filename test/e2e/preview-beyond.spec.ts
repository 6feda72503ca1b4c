import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { serveStudio, shoot } from './support/studio.ts';

const MERMAID = join(ROOT, '..', 'shared', 'corpus', 'real-integrations', 'mermaid');

test.describe('the Preview beyond the builders', () => {
  test('Compare: light and dark at each width, one press plays in every render', async ({ page }) => {
    const studio = await serveStudio();
    try {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(studio.url);
      await page.goto(`${studio.origin}/#preview`);
      await page.getByRole('button', { name: 'Compare' }).click();
      const cells = page.locator('.pv-compare-cell');
      await expect(cells).toHaveCount(6);
      await expect(page.getByTestId('compare-dark-content')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByTestId('compare-light-narrow')).toHaveAttribute('data-theme', 'light');
      await page.getByTestId('compare-dark-narrow').getByRole('button', { name: 'Click me' }).click();
      for (const cell of await cells.all()) await expect(cell).toContainText('Clicked once.');
      await shoot(page, 'preview-compare-1440x900');
    } finally {
      await studio.stop();
    }
  });

  test('Alt+click on an element of a real integration (mermaid) names the file and line that wrote it', async ({ page }) => {
    const dir = mkdtempSync(join(tmpdir(), 'real-mermaid-source-'));
    cpSync(MERMAID, dir, { recursive: true });
    const lines = readFileSync(join(dir, 'src', 'index.tsx'), 'utf8').split('\n');
    const codeblockLine = lines.findIndex((line) => line.includes('<codeblock')) + 1;
    const studio = await serveStudio([dir]);
    try {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(studio.url);
      await page.goto(`${studio.origin}/#preview`);
      const canvas = page.getByTestId('canvas');
      const codeblock = canvas.locator('[data-ck-path="children[0]"] > *').first();
      await expect(codeblock).toBeVisible({ timeout: 30_000 });
      await codeblock.click({ modifiers: ['Alt'], position: { x: 20, y: 10 } });
      await expect(page.getByTestId('element-source')).toContainText(`src/index.tsx:${codeblockLine}:`);
      await shoot(page, 'preview-element-source-1440x900');
    } finally {
      await studio.stop();
    }
  });
});
