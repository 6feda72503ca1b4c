import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callStudio, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

/** A refused outbound request in the Inspector, and allowing its origin from there. */
let studio: ServedStudio;
let dir: string;

const call = <T = unknown>(method: string, input: unknown) => callStudio<T>(studio, method, input);

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-containment-'));
  const fixture = fileURLToPath(new URL('../fixtures/integrations/hostile-outbound', import.meta.url));
  cpSync(fixture, dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  studio = await serveStudio([dir]);
});
test.afterAll(async () => {
  await studio?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('a refused request shows why in the Inspector, and its origin can be allowed from there', async ({ page }) => {
  const target = 'http://127.0.0.1:5999/admin';
  const status = await call<{ state: string }>('host.status', {});
  expect(status.state).toBe('ready');
  const publicEndpoint = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(studio.output())![1]!;
  await call('host.dispatch', {
    event: {
      type: 'fetch',
      request: { method: 'GET', url: `${publicEndpoint}/i/dev/fetch?to=${encodeURIComponent(target)}`, headers: {} },
    },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#inspector`);
  // Flat rows: the refused request is its own row, not folded under its event.
  await page.getByRole('button', { name: 'Group' }).click();
  await page.getByText('refused: 127.0.0.1 is loopback').first().click();
  const allow = page.getByRole('button', { name: 'Allow http://127.0.0.1:5999' });
  await expect(allow).toBeVisible();
  await shoot(page, 'containment-refused');
  await allow.click();
  await expect(page.getByRole('status')).toContainText('The integration may now reach http://127.0.0.1:5999');
  await page.getByText(/^Outbound/).click();
  await expect(page.getByLabel('Allowed outbound origins')).toHaveValue('http://127.0.0.1:5999');
  await shoot(page, 'containment-outbound-settings');
});

test.describe('a hostile ContentKit answer', () => {
  let served: ServedStudio;
  let folder: string;
  test.beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'studio-hostile-values-'));
    const fixture = fileURLToPath(new URL('../fixtures/integrations/hostile-values', import.meta.url));
    cpSync(fixture, folder, { recursive: true, filter: (path) => !path.includes('.studio') });
    served = await serveStudio([folder]);
  });
  test.afterAll(async () => {
    await served?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('a tree 10,000 levels deep shows a typed error in the Preview, and the studio keeps working', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(served.url);
    await page.goto(`${served.origin}/#preview`);
    await page.getByRole('list', { name: 'Components' }).getByRole('button', { name: /Deep/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'nested more than 128 levels deep' })).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'containment-deep-tree');
    await page.getByRole('list', { name: 'Components' }).getByRole('button', { name: /Stuck/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'did not settle' })).toBeVisible({ timeout: 30_000 });
  });
});
