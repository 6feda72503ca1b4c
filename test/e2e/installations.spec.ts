import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { serveStudio, shoot, type ServedStudio } from './support/studio.ts';

test.describe('installations, OAuth and runtime events in browser mode', () => {
  test.describe.configure({ mode: 'serial' });
  let studio: ServedStudio;
  let dir: string;
  test.beforeAll(async () => {
    // A copy, so the studio's .studio/ database starts empty and stays out of the repository.
    dir = mkdtempSync(join(tmpdir(), 'oauth-demo-'));
    cpSync(join(ROOT, 'test', 'fixtures', 'integrations', 'oauth-demo'), dir, { recursive: true });
    studio = await serveStudio([dir]);
  });
  test.afterAll(async () => {
    await studio?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('install on a space, configure until active, connect OAuth through the mock provider, fire space_content_updated and read its log', async ({
    page,
  }) => {
    await page.goto(studio.url);
    await page.goto(`${studio.origin}/#installations`);
    await expect(page.getByText('No installations yet')).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'installations-empty');

    // Install on a space: it starts pending.
    await page.getByRole('button', { name: 'New installation' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'A space' }).check();
    await dialog.getByLabel('Space id').fill('space_e2e');
    await dialog.getByRole('button', { name: 'Install' }).click();
    await expect(page.getByRole('heading', { name: /Space space_e2e/ })).toBeVisible();
    const badge = page.locator('.in-detail-head').getByTestId('status-badge');
    await expect(badge).toHaveAttribute('data-status', 'pending');

    // A partial configuration keeps it pending and says what is missing; a complete one turns it active.
    await page.getByLabel(/^Label/).fill('Docs');
    await page.getByTestId('save-configuration').click();
    await expect(page.getByText('`limit` (Limit) is required.', { exact: true })).toBeVisible();
    await expect(badge).toHaveAttribute('data-status', 'pending');
    await page.getByLabel(/^Limit/).fill('5');
    await page.getByTestId('save-configuration').click();
    await expect(badge).toHaveAttribute('data-status', 'active');
    await expect(page.getByTestId('transitions')).toContainText('pending → active');

    // The organization installation holds the OAuth button and the completion_url dropdown.
    await page.getByRole('button', { name: /^Organization/ }).click();
    await expect(page.getByLabel(/^Default channel/)).toContainText('#general');
    const popupPromise = page.waitForEvent('popup');
    await page.getByTestId('oauth-oauth_credentials').click();
    const popup = await popupPromise;
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(popup.getByText('The account is connected.')).toBeVisible();
    await expect(page.getByTestId('oauth-result')).toContainText('Connected');
    await expect(page.getByTestId('oauth-stored-oauth_credentials')).toContainText('••••');
    await expect(page.locator('.in-detail-head').getByTestId('status-badge')).toHaveAttribute('data-status', 'active');
    await popup.close();
    await shoot(page, 'installations');

    // Fire space_content_updated at the space installation and read what the handler logged.
    await page.goto(`${studio.origin}/#events`);
    await page.getByLabel('Installation', { exact: true }).selectOption({ label: 'Space space_e2e · active' });
    await page.getByLabel('Event', { exact: true }).selectOption('space_content_updated');
    await expect(page.getByTestId('payload-validation')).toContainText('A valid space_content_updated payload');
    await page.getByTestId('json-editor').click();
    await page.keyboard.press('Control+Enter');
    await expect(page.getByTestId('event-logs')).toContainText('oauth-demo saw revision');
    await expect(page.getByTestId('event-logs')).toContainText('space_e2e');
    await shoot(page, 'events');
  });

  test("a denied authorization shows the provider's answer", async ({ page }) => {
    await page.goto(studio.url);
    await page.goto(`${studio.origin}/#installations`);
    await page.getByRole('button', { name: /^Organization/ }).click();
    const popupPromise = page.waitForEvent('popup');
    await page.getByTestId('oauth-oauth_credentials').click();
    const popup = await popupPromise;
    await popup.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByTestId('oauth-result')).toContainText('access_denied');
  });

  test("a {componentId} site configuration renders the integration's component and its save turns the installation active", async ({
    page,
  }) => {
    await page.goto(studio.url);
    await page.goto(`${studio.origin}/#installations`);
    await page.getByRole('button', { name: 'New installation' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'A site' }).check();
    await dialog.getByLabel('Site id').fill('site_e2e');
    await dialog.getByRole('button', { name: 'Install' }).click();
    const component = page.getByTestId('configuration-component');
    await component.getByPlaceholder('e.g. Docs').fill('Handbook');
    await component.getByRole('button', { name: 'Save site label' }).click();
    await expect(component.getByText('Saved.')).toBeVisible();
    await expect(page.locator('.in-detail-head').getByTestId('status-badge')).toHaveAttribute('data-status', 'active');
    await expect(page.getByTestId('transitions')).toContainText('configuration updated by the integration');
    await shoot(page, 'installations-component');
  });
});

test.describe('the bundled example integration', () => {
  let studio: ServedStudio;
  let dir: string;
  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hello-platform-'));
    cpSync(join(ROOT, 'resources', 'examples', 'hello-platform'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
    studio = await serveStudio([dir]);
  });
  test.afterAll(async () => {
    await studio?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('installed on a space it is active at once (its defaults pass), pending while a required field is empty, and logs content updates', async ({
    page,
  }) => {
    await page.goto(studio.url);
    await page.goto(`${studio.origin}/#installations`);
    await page.getByRole('button', { name: 'New installation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Install' }).click();
    const badge = page.locator('.in-detail-head').getByTestId('status-badge');
    // The status is computed on create: the example's defaults pass its configuration section.
    await expect(badge).toHaveAttribute('data-status', 'active');
    await expect(page.getByLabel(/^Greeting/)).toHaveValue('Hello');
    await page.getByLabel(/^Greeting/).fill('');
    await page.getByTestId('save-configuration').click();
    await expect(page.getByText('`greeting` (Greeting) is required.', { exact: true })).toBeVisible();
    await expect(badge).toHaveAttribute('data-status', 'pending');
    await page.getByLabel(/^Greeting/).fill('Howdy');
    await page.getByLabel(/^Repeat/).fill('2');
    await page.getByTestId('save-configuration').click();
    await expect(badge).toHaveAttribute('data-status', 'active');

    await page.goto(`${studio.origin}/#events`);
    await expect(page.getByTestId('payload-validation')).toContainText('A valid space_content_updated payload');
    await page.getByTestId('fire').click();
    await expect(page.getByTestId('event-logs')).toContainText('has a new revision');
  });
});
