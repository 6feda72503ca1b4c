import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE_DIR } from '../../electron/lib/paths.ts';
import { callStudio, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

let studio: ServedStudio;
let dir: string;

const call = <T = unknown>(method: string, input: unknown) => callStudio<T>(studio, method, input);

async function sendWebhook(receiver: string, script: string, sameSecret: boolean) {
  const { url } = await call<{ url: string }>('webhooks.receivers.create', { name: receiver });
  const webhook = await call<{ id: string }>('webhooks.create', { target: 'space', url, events: ['space_content_updated'] });
  await call('webhooks.receivers.configure', {
    name: receiver,
    ...(sameSecret ? { secretFromWebhook: webhook.id } : {}),
    simulation: { respond: script },
  });
  const { json } = await call<{ json: string }>('webhooks.generatePayload', { type: 'space_content_updated', webhookId: webhook.id });
  await call('webhooks.send', { webhookId: webhook.id, body: json });
}

async function openInspector(page: Page) {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#inspector`);
  await expect(page.getByRole('heading', { name: 'Inspector' })).toBeVisible();
}

test.beforeAll(async () => {
  // A copy of the example, so these deliveries never land in the bundled example's journal.
  dir = mkdtempSync(join(tmpdir(), 'studio-inspector-'));
  cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  studio = await serveStudio([dir]);
});
test.afterAll(async () => {
  await studio?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('a delivery to a failing receiver shows three retries on the timeline, each in its planned window', async ({ page }) => {
  await sendWebhook('failing', '500,500,500,200', true);
  await openInspector(page);
  const event = page.locator('[data-kind="webhook.event"]').first();
  await event.click();
  await page.getByRole('tab', { name: /Retries/ }).click();
  // Retries wait 1.0–1.1 s, 2.0–2.2 s and 4.0–4.4 s: all four attempts are in within ~8 s.
  await expect(page.getByTestId('timeline-attempt')).toHaveCount(4, { timeout: 20_000 });
  await expect(page.getByTestId('planned-window')).toHaveCount(3);
  const attempts = page.getByTestId('attempt');
  await expect(attempts.nth(0)).toContainText('#1 500');
  await expect(attempts.nth(1)).toContainText(/#2 500 · planned .* \(window .*–.*\)/);
  await expect(attempts.nth(3)).toContainText('#4 200');
  // Delivered: no countdown to a next retry.
  await expect(page.getByTestId('next-retry')).toHaveCount(0);
});

test('a request whose signature fails shows why in the signature panel, without the expected signature', async ({ page }) => {
  // The receiver verifies with its own new secret, not the webhook's: every signature fails.
  await sendWebhook('strict', '', false);
  await openInspector(page);
  await page.getByRole('button', { name: /^Kind:/ }).click();
  await page
    .getByRole('group', { name: 'Kinds to show' })
    .getByRole('checkbox', { name: /^received/ })
    .check();
  await page.keyboard.press('Escape');
  const received = page.locator('[data-kind="webhook.received"]').first();
  await received.click();
  await page.getByRole('tab', { name: 'Signature' }).click();
  await expect(page.getByTestId('receiver-verdict')).toContainText('signature-mismatch');
  await expect(page.getByTestId('signature-verdict')).toContainText('signature-mismatch');
  await expect(page.getByTestId('signed-string')).toContainText(/^\d+\.\{/);
  // No signing oracle: why it failed, never the signature the receiver's secret gives.
  await expect(page.getByTestId('signature-diagnosis')).toContainText('v1, the signature');
  await expect(page.getByText(/not kept: a receiver never stores the signature it expected/)).toBeVisible();
  await page.getByTestId('signature-diagnosis').scrollIntoViewIfNeeded();
  await shoot(page, 'inspector-rejected-signature');
});

test('export HAR, export NDJSON, clear, and re-import the NDJSON', async ({ page }) => {
  await openInspector(page);
  await expect(page.locator('[data-kind="webhook.event"]').first()).toBeVisible();

  const harDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'HAR' }).click();
  const har = JSON.parse(readFileSync((await (await harDownload).path())!, 'utf8'));
  expect(har.log.version).toBe('1.2');
  expect(
    har.log.entries.some((e: { request: { headers: { name: string }[] } }) =>
      e.request.headers.some((h) => h.name.toLowerCase() === 'x-platform-signature'),
    ),
  ).toBe(true);

  const ndjsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'NDJSON' }).click();
  const ndjsonPath = (await (await ndjsonDownload).path())!;
  const lines = readFileSync(ndjsonPath, 'utf8').trim().split('\n');
  expect(lines.length).toBeGreaterThan(10);

  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('button', { name: 'Delete every record?' }).click();
  await expect(page.getByText('Nothing recorded yet')).toBeVisible();

  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'journal.ndjson', mimeType: 'application/x-ndjson', buffer: readFileSync(ndjsonPath) });
  await expect(page.getByTestId('inspector-notice')).toContainText(`Imported ${lines.length} records`);
  await expect(page.locator('[data-kind="webhook.event"]').first()).toBeVisible();

  // A broken file is refused with the line at fault.
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'broken.ndjson', mimeType: 'application/x-ndjson', buffer: Buffer.from(`${lines[0]}\n{"id":1}\n`) });
  // The notice itself: other panes stay mounted (hidden) and Monaco keeps its own aria alert regions.
  await expect(page.getByTestId('inspector-notice')).toContainText('line 2');
});
