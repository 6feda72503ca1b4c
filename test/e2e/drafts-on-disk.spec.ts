import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { monacoText, serveStudio } from './support/studio.ts';

test('unsaved manifest edits survive a restart of the studio, until they are saved', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-drafts-'));
  cpSync(join(ROOT, 'test', 'fixtures', 'integrations', 'protocol'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  let studio = await serveStudio([dir]);
  try {
    await page.goto(studio.url);
    await page.locator('.monaco-editor .view-line', { hasText: 'title: Protocol probe' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' (draft kept)');
    await expect(page.getByText('platform-manifest.yaml', { exact: true }).locator('..')).toContainText('unsaved');
    // Typing pauses, the draft is written; then the studio stops and starts again.
    await page.waitForTimeout(1_000);
    await studio.stop();
    studio = await serveStudio([dir]);
    await page.goto(studio.url);
    await expect(page.getByText('Your unsaved edits from the last time this folder was open are back')).toBeVisible();
    expect(await monacoText(page)).toContain('title: Protocol probe (draft kept)');

    // Saved: nothing is offered back after the next restart.
    await page.keyboard.press('Control+s');
    await expect(page.getByText('platform-manifest.yaml', { exact: true }).locator('..')).toContainText('saved');
    await page.waitForTimeout(1_000);
    await studio.stop();
    studio = await serveStudio([dir]);
    await page.goto(studio.url);
    await expect(page.locator('.monaco-editor .view-line', { hasText: 'title: Protocol probe (draft kept)' })).toBeVisible();
    await expect(page.getByText('platform-manifest.yaml', { exact: true }).locator('..')).toContainText('saved');
    await expect(page.getByText('Your unsaved edits from the last time')).toHaveCount(0);
  } finally {
    await studio.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
