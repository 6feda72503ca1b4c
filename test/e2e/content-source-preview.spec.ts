import { expect, test } from '@playwright/test';
import { serveFixtureCopy, shoot, type ServedStudio } from './support/studio.ts';

/** A content source's configuration component, listed in the Preview and rendered in its own context. */
let studio: ServedStudio;

test.beforeAll(async () => {
  studio = await serveFixtureCopy('content-source');
});
test.afterAll(async () => {
  await studio?.stop();
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
