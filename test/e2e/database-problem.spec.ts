import { expect, test } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE_DIR } from '../../electron/paths.ts';
import { serveStudio, shoot, type ServedStudio } from './support/studio.ts';

let studio: ServedStudio;
let dir: string;
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-db-problem-'));
  cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  studio = await serveStudio([dir]);
});
test.afterAll(async () => {
  await studio?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('a database deleted under the running studio is reported in a banner, and no empty one takes its place', async ({ page }) => {
  await page.goto(studio.url);
  await expect(page.getByTestId('status-host')).toContainText('host ready');
  await expect(page.getByTestId('database-problem')).toHaveCount(0);
  const db = join(dir, '.studio', 'studio.db');
  for (const file of [db, `${db}-wal`, `${db}-shm`]) if (existsSync(file)) unlinkSync(file);
  const banner = page.getByTestId('database-problem');
  await expect(banner).toContainText(`${db} was deleted while the studio was running`, { timeout: 10_000 });
  await expect(banner).toContainText('Open the folder again');
  await shoot(page, 'database-deleted-banner');
  // A page opened afterwards learns it from workspace.current.
  await page.reload();
  await expect(page.getByTestId('database-problem')).toBeVisible();
  expect(existsSync(db)).toBe(false);
});
