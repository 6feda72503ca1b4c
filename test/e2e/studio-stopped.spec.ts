import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { serveStudio, shoot } from './support/studio.ts';

test('a stopped studio is explained in the open tab, and a restarted one says to open its new link', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-stopped-'));
  cpSync(join(ROOT, 'test', 'fixtures', 'integrations', 'protocol'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  let studio = await serveStudio([dir]);
  try {
    await page.goto(studio.url);
    await expect(page.getByTestId('status-host')).toContainText('host ready');
    await expect(page.locator('.monaco-editor').first()).toBeVisible();

    await studio.stop();
    const banner = page.getByTestId('connection-lost');
    await expect(banner).toContainText('The studio stopped');
    await expect(banner).toContainText('integration-studio serve');
    // The host's last status is not shown as a fact while nothing answers.
    await expect(page.getByTestId('status-host')).toHaveCount(0);
    await shoot(page, 'studio-stopped');

    // The next run comes back on the same remembered port with a new sign-in: the tab says what to open.
    const previous = studio.origin;
    studio = await serveStudio([dir]);
    expect(studio.origin).toBe(previous);
    await expect(banner).toContainText('The studio was restarted', { timeout: 15_000 });
    await expect(banner).toContainText('open the link the new run printed');
  } finally {
    await studio.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
