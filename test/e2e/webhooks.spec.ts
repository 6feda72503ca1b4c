import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { EXAMPLE_DIR } from '../../electron/lib/paths.ts';
import { serveStudio, shoot, type ServedStudio } from './support/studio.ts';

test.describe('webhooks in browser mode', () => {
  let studio: ServedStudio;
  let dir: string;
  test.beforeAll(async () => {
    // A copy, so the webhook tables start empty and stay out of the repository.
    dir = mkdtempSync(join(tmpdir(), 'webhooks-e2e-'));
    cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
    studio = await serveStudio([dir]);
  });
  test.afterAll(async () => {
    await studio?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test("a webhook to the studio's own receiver is sent, verified genuine and delivered", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 860 });
    await page.goto(studio.url);
    // Straight to the pane: the Manifest editor, shown first, may hold the keyboard focus.
    await page.goto(`${studio.origin}/#webhooks`);
    await expect(page.getByRole('heading', { name: 'No webhook installations' })).toBeVisible();
    await shoot(page, 'webhooks-empty');

    await page.getByRole('button', { name: 'New local receiver' }).click();
    const receiverUrl = (await page.getByTestId('receiver-url').textContent())!;
    expect(receiverUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks\/local-1$/);

    await page.getByRole('button', { name: 'New webhook' }).first().click();
    const form = page.getByRole('form', { name: 'New webhook' });
    await form.getByLabel('Receiver URL').fill('ftp://nope');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByRole('alert')).toContainText('http:// or https://');
    await form.getByLabel('Receiver URL').fill(receiverUrl);
    await form.getByLabel('Name').fill('Local test');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('webhook-secret')).toHaveText(/^•+[0-9a-f]{4}$/);

    // The generated payload is valid; Ctrl+Enter sends it.
    await expect(page.getByLabel('Payload JSON')).toHaveValue(/"eventId": "evt_/);
    await page.getByLabel('Payload JSON').click();
    await page.keyboard.press('Control+Enter');
    const deliveries = page.getByRole('list', { name: 'Deliveries' });
    await expect(deliveries.locator('.wh-badge', { hasText: 'delivered' })).toBeVisible();
    const received = page.getByRole('list', { name: 'Received requests' });
    await expect(received.getByText('genuine')).toBeVisible();

    // A scripted 500 then success: the retry shows as a second attempt.
    await page.getByLabel('Scripted answers').fill('500');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('remaining: 500')).toBeVisible();
    await page.getByRole('button', { name: /^Send/ }).click();
    await expect(deliveries.locator('.wh-delivery').first().locator('.wh-attempt')).toHaveCount(2, { timeout: 15_000 });
    await expect(deliveries.locator('.wh-delivery').first().locator('.wh-badge', { hasText: 'delivered' })).toBeVisible();

    // Editing the JSON into something invalid blocks sending and says why.
    await page.getByLabel('Payload JSON').fill('{"type": "site_view"}');
    await expect(page.getByRole('alert').filter({ hasText: 'Fix the payload' })).toContainText('eventId');
    await expect(page.getByRole('button', { name: /^Send/ })).toBeDisabled();
    await shoot(page, 'webhooks');
  });
});
