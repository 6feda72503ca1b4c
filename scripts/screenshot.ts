// Takes PNGs of browser mode, light and dark, so UI work can be looked at:
//   node scripts/screenshot.ts [feature…]   (writes test-results/screens/<feature>-<theme>.png)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from '../electron/lib/paths.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, serveStudio } from '../test/e2e/support/studio.ts';

const wanted = process.argv.slice(2);
const features = wanted.length ? wanted : ['manifest'];
const folder = join(ROOT, 'test-results', 'screens');
mkdirSync(folder, { recursive: true });

const studio = await serveStudio();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1400, height: 860 } });
    const page = await context.newPage();
    await page.goto(studio.url);
    for (const feature of features) {
      // The shell follows the hash, so this switches features like the sidebar does.
      await page.evaluate((id) => (location.hash = id), feature);
      await page.waitForTimeout(1200);
      const file = join(folder, `${feature}-${theme}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await studio.stop();
}
