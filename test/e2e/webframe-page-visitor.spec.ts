import { expect, test } from '@playwright/test';
import { serveFixtureCopy, shoot, type ServedStudio } from './support/studio.ts';

/** A webframe served from the content origin shows the state the Preview posts it: the platform's page and visitor. */
let studio: ServedStudio;

test.beforeAll(async () => {
  studio = await serveFixtureCopy('webframe-state');
});
test.afterAll(async () => {
  await studio?.stop();
});

test("a webframe receives the Preview's page context as state.page and the editable claims as state.visitor (the scope is declared)", async ({
  page,
}) => {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#preview`);
  const frame = page.frameLocator('iframe[title^="webframe"]');
  await expect(frame.locator('#state')).toContainText('"path": "getting-started"', { timeout: 30_000 });
  await expect(frame.locator('#state')).toContainText('"email": "visitor@example.com"');
  await expect(frame.locator('#state')).not.toContainText('forged');
  await page.getByText('Webframe page and visitor').click();
  await page.getByLabel('Page title').fill('Install on Linux');
  await page.getByLabel('Page path').fill('guides/install');
  await expect(frame.locator('#state')).toContainText('"title": "Install on Linux"');
  await page.getByLabel('Visitor claims').fill('{ "sub": "v_42", "plan": "pro" }');
  await page.getByRole('button', { name: 'Apply claims' }).click();
  await expect(frame.locator('#state')).toContainText('"plan": "pro"');
  await shoot(page, 'webframe-page-visitor');
});
