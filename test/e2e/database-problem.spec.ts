import { expect, test } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE_DIR } from '../../electron/paths.ts';
import { serveStudio, shoot, type ServedStudio } from './support/studio.ts';

let studio: ServedStudio;
let root: string;
let dir: string;
test.beforeAll(async () => {
  // A folder of its own: an integration's sibling folders are the names it must not reuse.
  root = mkdtempSync(join(tmpdir(), 'studio-db-problem-'));
  dir = join(root, 'hello-platform');
  cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  studio = await serveStudio([dir]);
});
test.afterAll(async () => {
  await studio?.stop();
  rmSync(root, { recursive: true, force: true });
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

test('opening a folder whose own database got damaged says so in the dialog and offers to move it aside; then it opens', async ({
  page,
}) => {
  const otherRoot = mkdtempSync(join(tmpdir(), 'studio-db-damaged-'));
  const other = join(otherRoot, 'hello-platform');
  const openFolder = async (folder: string) => {
    await page.keyboard.press('Control+Shift+P');
    await page.keyboard.type('open folder');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Open folder' });
    await dialog.getByLabel(/Integration folder/).fill(folder);
    await dialog.getByRole('button', { name: 'Open', exact: true }).click();
    return dialog;
  };
  try {
    cpSync(EXAMPLE_DIR, other, { recursive: true, filter: (path) => !path.includes('.studio') });
    await page.goto(studio.url);
    await expect(page.getByTestId('status-host')).toContainText('host ready');
    // The studio creates the folder's database on a first open (a database shipped in a folder is
    // never opened at all: containment/shipped-database.test.ts); then it is damaged while closed.
    await expect(await openFolder(other)).toHaveCount(0);
    await expect(page.getByTestId('status-host')).toContainText('host ready');
    await expect(await openFolder(dir)).toHaveCount(0);
    await expect(page.getByTestId('status-host')).toContainText('host ready');
    const db = join(other, '.studio', 'studio.db');
    for (const file of [`${db}-wal`, `${db}-shm`]) if (existsSync(file)) unlinkSync(file);
    writeFileSync(db, 'this is not an SQLite database\n'.repeat(100));

    const dialog = await openFolder(other);
    await expect(dialog.getByRole('alert')).toContainText('studio.db is damaged (SQLite: file is not a database)');
    await shoot(page, 'database-damaged-open-folder');
    await dialog.getByRole('button', { name: 'Move it aside and open' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('status-host')).toContainText('host ready');
    expect(readdirSync(join(other, '.studio')).filter((name) => name.startsWith('studio.db.corrupt-'))).toHaveLength(1);
  } finally {
    rmSync(otherRoot, { recursive: true, force: true });
  }
});
