import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { serveStudio, type ServedStudio } from './support/studio.ts';

let studio: ServedStudio;
test.beforeAll(async () => {
  studio = await serveStudio();
});
test.afterAll(async () => {
  await studio?.stop();
});

test('the shell shows the example integration title from its manifest', async ({ page }) => {
  await page.goto(studio.url);
  await expect(page.getByTestId('status-integration')).toContainText('Hello Platform');
  await expect(page.getByRole('navigation', { name: 'Features' })).toBeVisible();
  await expect(page.getByTestId('status-host')).toContainText('host ready');
  // The token leaves the address bar once the cookie is set.
  expect(page.url()).not.toContain('token=');
});

test('a WebSocket call round-trips through the Studio API', async ({ page }) => {
  await page.goto(studio.url);
  const info = await page.evaluate(async () => {
    const socket = new WebSocket(`ws://${location.host}/api/ws`);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const answer = new Promise<unknown>((resolve) => (socket.onmessage = (event) => resolve(JSON.parse(String(event.data)))));
    socket.send(JSON.stringify({ type: 'call', id: 7, method: 'app.info', input: {} }));
    return answer;
  });
  expect(info).toMatchObject({ type: 'result', id: 7, result: { ok: true, result: { name: 'integration-studio', transport: 'browser' } } });
});

test('a page or socket without the token is refused with 401', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(studio.origin + '/');
  expect(response?.status()).toBe(401);
  const refused = await new Promise<number>((resolve) => {
    const socket = new WebSocket(`${studio.origin.replace('http', 'ws')}/api/ws`);
    socket.on('unexpected-response', (_request, res) => resolve(res.statusCode ?? 0));
    socket.on('open', () => resolve(101));
  });
  expect(refused).toBe(401);
  await context.close();
});

test('switching features by keyboard and theme toggle', async ({ page }) => {
  await page.goto(studio.url);
  // A person presses keys once the studio shows; before that no shortcut is bound yet.
  await expect(page.getByTestId('status-host')).toBeVisible();
  await page.keyboard.press('Control+6');
  await expect(page.getByRole('heading', { name: 'Inspector' })).toBeVisible();
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.keyboard.press('Control+Shift+L');
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);
});
