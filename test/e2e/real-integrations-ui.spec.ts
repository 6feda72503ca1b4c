import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { installDependencies } from '../corpus/dependencies.ts';
import { serveStudio, shoot, type ServedStudio } from './support/studio.ts';

/** Real integrations of the platform (../shared/corpus/real-integrations), taken through the loop as a developer would. */
const CORPUS = join(ROOT, '..', 'shared', 'corpus', 'real-integrations');

/** A temporary copy with its npm dependencies (installed once into the corpus cache), so the corpus stays untouched. */
function copyOf(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `real-${name}-`));
  cpSync(join(CORPUS, name), dir, { recursive: true });
  const { dir: dependencies } = installDependencies(name, join(dir, 'package.json'));
  if (dependencies) symlinkSync(join(dependencies, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

async function shootAt(page: Page, name: string) {
  for (const [width, height] of [
    [1024, 640],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shoot(page, `${name}-${width}x${height}`);
  }
}

/** Creates a site installation from the Installations pane and waits for its configuration component. */
async function installOnSite(page: Page, studio: ServedStudio, siteId: string) {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#installations`);
  await page.getByRole('button', { name: 'New installation' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'A site' }).check();
  await dialog.getByLabel('Site id').fill(siteId);
  await dialog.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Site ${siteId}`) })).toBeVisible({ timeout: 30_000 });
  const form = page.getByTestId('configuration-component');
  await expect(form.locator('[data-ck=input]').first()).toBeVisible({ timeout: 30_000 });
  // The description's inline `hint` (a text with a link) is accepted: no error box in place of any field.
  await expect(form.getByTestId('ck-node-error')).toHaveCount(0);
  return form;
}

test.describe('real integrations through the whole loop in the UI', () => {
  test.describe.configure({ mode: 'serial' });

  test('cognito: create a site installation, type the configuration in its own form, Save → Active; the Preview opens it in its context', async ({
    page,
  }) => {
    const dir = copyOf('cognito');
    const studio = await serveStudio([dir]);
    try {
      const form = await installOnSite(page, studio, 'site_docs');
      // Typed through the labels the integration's own `input` elements give its fields.
      await form.getByRole('textbox', { name: 'Client ID', exact: true }).fill('cognito-client');
      await form.getByRole('textbox', { name: 'Cognito Domain', exact: true }).fill('auth.example.com');
      await form.getByRole('textbox', { name: 'Client Secret', exact: true }).fill('cognito-secret');
      await shootAt(page, 'real-cognito-configuration');
      await form.getByRole('button', { name: 'Save' }).click();
      const badge = page.locator('.in-detail-head').getByTestId('status-badge');
      await expect(badge).toHaveAttribute('data-status', 'active');

      // The Preview opens the configuration component in its configuration context, with this installation.
      await page.goto(`${studio.origin}/#preview`);
      await expect(page.getByLabel('Context')).toHaveValue('configuration_site');
      const canvas = page.getByTestId('canvas');
      await expect(canvas.locator('[data-ck=input]').first()).toBeVisible({ timeout: 30_000 });
      await expect(canvas.getByTestId('ck-node-error')).toHaveCount(0);
      await expect(canvas.getByRole('textbox', { name: 'Client ID', exact: true })).toHaveValue('cognito-client');
    } finally {
      await studio.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("bucket: its site configuration form renders every field with the description's hints", async ({ page }) => {
    const dir = copyOf('bucket');
    const studio = await serveStudio([dir]);
    try {
      const form = await installOnSite(page, studio, 'site_bucket');
      await form.getByPlaceholder('Secret key').fill('bucket-secret');
      await shootAt(page, 'real-bucket-configuration');
    } finally {
      await studio.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('toucantoco: paste a link in the Preview and the block that unfurls it renders; an unknown link lists the patterns', async ({
    page,
  }) => {
    const dir = copyOf('toucantoco');
    const studio = await serveStudio([dir]);
    try {
      await page.goto(studio.url);
      await page.goto(`${studio.origin}/#preview`);
      const link = page.getByLabel('Paste a link');
      await link.fill('https://elsewhere.example/x');
      await link.press('Enter');
      await expect(page.getByTestId('unfurl-message')).toContainText('https://*.toucantoco.com/embed.html* (embed)');

      await link.fill('https://acme.toucantoco.com/embed.html?id=abc');
      await link.press('Enter');
      await expect(page.getByTestId('unfurl-message')).toContainText('block embed was inserted and sent @link.unfurl');
      const canvas = page.getByTestId('canvas');
      await expect(canvas.locator('[data-ck=webframe]')).toBeVisible({ timeout: 30_000 });
      await expect(canvas.getByTestId('ck-node-error')).toHaveCount(0);
      await page.getByRole('tab', { name: 'ContentKit' }).click();
      await expect(page.getByTestId('raw-contentkit')).toContainText('https://acme.toucantoco.com/embed.html?id=abc');
      await shootAt(page, 'real-toucantoco-unfurl');
    } finally {
      await studio.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
