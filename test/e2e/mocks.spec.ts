import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callStudio, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

/**
 * An outbound call in the Inspector → Mock this response → fire again → the mock answered (said in the
 * record); the Mocks panel. Offline: a call refused under lockdown → Mock this request → it answers.
 */
let studio: ServedStudio;
let dir: string;
let service: Server;
let origin: string;

test.beforeAll(async () => {
  service = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"greeting":"from the service"}');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'studio-mocks-e2e-'));
  cpSync(fileURLToPath(new URL('../fixtures/integrations/fetch-url', import.meta.url)), dir, { recursive: true });
  studio = await serveStudio([dir, '--allow-outbound', origin]);
});
test.afterAll(async () => {
  await studio?.stop();
  service?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function fire(path = '/greeting'): Promise<string> {
  const publicEndpoint = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(studio.output())![1]!;
  const result = await callStudio<{ body: string }>(studio, 'host.dispatch', {
    event: {
      type: 'fetch',
      request: { method: 'GET', url: `${publicEndpoint}/i/dev/fetch?to=${encodeURIComponent(`${origin}${path}`)}`, headers: {} },
    },
  });
  return result.body;
}

test('Mock this response on an outbound call: the next call is answered by the mock, and the record says which', async ({ page }) => {
  expect(await fire()).toContain('from the service');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#inspector`);
  await page.getByRole('button', { name: 'Group' }).click();
  await page.getByText(`GET ${origin}/greeting → 200`).first().click();
  await page.getByRole('button', { name: 'Mock this response' }).click();
  const editor = page.getByLabel('Mock (YAML)');
  await expect(editor).toHaveValue(/greeting: from the service/);
  await editor.fill((await editor.inputValue()).replace('from the service', 'from the mock'));
  await shoot(page, 'mocks-mock-this-response');
  await page.getByRole('button', { name: 'Save mock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved mocks/get-127.0.0.1-greeting.yaml' })).toBeVisible();

  expect(await fire()).toContain('from the mock');
  const mocked = page.getByText(`GET ${origin}/greeting → 200 (mock get-127.0.0.1-greeting)`).first();
  await expect(mocked).toBeVisible();
  await mocked.click();
  await expect(page.getByText('Answered by the mock get-127.0.0.1-greeting (mocks/), without the network')).toBeVisible();
  await shoot(page, 'mocks-answered-by-mock');

  await page.goto(`${studio.origin}/#mocks`);
  const item = page.getByRole('listitem', { name: 'Mock get-127.0.0.1-greeting' });
  await expect(item).toContainText('1 hit');
  await expect(item).toContainText(`Last request: GET ${origin}/greeting`);
  await shoot(page, 'mocks-panel');
  await page.getByRole('button', { name: 'lockdown' }).click();
  await expect(page.getByRole('button', { name: 'lockdown' })).toHaveAttribute('aria-pressed', 'true');
  await item.getByRole('button', { name: 'Disable get-127.0.0.1-greeting' }).click();
  await expect(item).toContainText('disabled');
  expect(await fire()).toContain('no mock answers it and the outbound mode is lockdown');
  // mocks/ is read by the gate: saving and disabling mocks never rebuilt the integration.
  await page.goto(`${studio.origin}/#inspector`);
  await expect(page.getByText('no mock answers it', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/^Built in \d+ ms$/)).toHaveCount(1);
});

test('Save as fixture with its outbound answers as mocks: the fixture names the new mock', async ({ page }) => {
  await callStudio(studio, 'mocks.setMode', { mode: 'mock' });
  expect(await fire()).toContain('from the service');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#inspector`);
  await page.getByText('fetch → 200').first().click();
  await page.getByRole('button', { name: 'Save as fixture' }).click();
  await page.getByLabel('Fixture name').fill('greeting-offline');
  await page.getByRole('checkbox', { name: /outbound answers as mocks/ }).check();
  await shoot(page, 'mocks-save-fixture-with-mocks');
  await page.getByRole('form', { name: 'Save as fixture' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved fixtures/greeting-offline.json' })).toContainText(
    'Its outbound calls are answered by mocks/get-127.0.0.1-greeting-2.',
  );
});

/** The page at both window sizes the studio supports, light and dark (test-results/screens/NAME-WxH-theme.png). */
async function shootBothSizes(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [1024, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shoot(page, `${name}-${width}x${height}`);
  }
}

test('offline, a call refused under lockdown → Mock this request → saved → the call is answered by it', async ({ page }) => {
  await callStudio(studio, 'mocks.setMode', { mode: 'lockdown' });
  const path = '/offline/projects?membership=true';
  expect(await fire(path)).toContain('no mock answers it and the outbound mode is lockdown');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#inspector`);
  await page.getByRole('button', { name: 'Group' }).click();
  await page.getByText(`GET ${origin}${path}`).first().click();
  await page.getByRole('button', { name: 'Mock this request' }).click();
  const form = page.getByRole('form', { name: 'Mock this request' });
  await expect(form.getByLabel('Mock name')).toHaveValue('get-127.0.0.1-offline-projects');
  const editor = form.getByLabel('Mock (YAML)');
  await expect(editor).toHaveValue(new RegExp(`url: ${origin}/offline/projects\n`));
  await editor.fill((await editor.inputValue()).replace('ok: true', 'projects: [offline]'));
  await shootBothSizes(page, 'mocks-mock-this-request');
  await form.getByRole('button', { name: 'Save mock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved mocks/get-127.0.0.1-offline-projects.yaml' })).toBeVisible();

  const answered = JSON.parse(await fire(path)) as { status: number; text: string };
  expect(answered.status).toBe(200);
  expect(JSON.parse(answered.text)).toEqual({ projects: ['offline'] });
  await expect(page.getByText(`GET ${origin}${path} → 200 (mock get-127.0.0.1-offline-projects)`).first()).toBeVisible();

  await page.goto(`${studio.origin}/#mocks`);
  const item = page.getByRole('listitem', { name: 'Mock get-127.0.0.1-offline-projects' });
  await expect(item).toContainText('1 hit this session · 1 in the journal');
  await page.getByRole('button', { name: 'New mock' }).click();
  await expect(page.getByRole('form', { name: 'New mock' }).getByLabel('Mock (YAML)')).toHaveValue(/answer:/);
  await shootBothSizes(page, 'mocks-new-mock');
});
