import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStudio, shoot, type ServedStudio } from './support/studio.ts';

/** A content source's configuration component, listed in the Preview and rendered in its own context. */
let studio: ServedStudio;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-content-source-'));
  cpSync(fileURLToPath(new URL('../fixtures/integrations/content-source', import.meta.url)), dir, {
    recursive: true,
    filter: (path) => !path.includes('.studio'),
  });
  studio = await serveStudio([dir]);
});
test.afterAll(async () => {
  await studio?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test("a content source's configuration component is in the Preview's list and renders in configuration_contentsource, in the organization", async ({
  page,
}) => {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#preview`);
  const entry = page.getByRole('list', { name: 'Components' }).getByRole('button', { name: /Outline configuration/ });
  await entry.click();
  await expect(page.getByLabel('Context')).toHaveValue('configuration_contentsource');
  await expect(page.getByTestId('canvas')).toContainText('context configuration_contentsource in ', { timeout: 30_000 });
  await expect(page.getByTestId('canvas')).not.toContainText(' in ?');
  await shoot(page, 'content-source-preview');
});
