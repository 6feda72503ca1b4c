import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callStudio, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

/**
 * Pages the Preview shows run in the developer's browser, next to every local service. The
 * hostile-sandbox block frames its own public endpoint, whose page sends every kind of request it
 * can (fetch, image, nested frame, form post) to a loopback port, and renders a ContentKit image on
 * that port: a stand-in for Miniflare's loopback server, which such a page reached by a port scan
 * to write files anywhere. Here the port belongs to a canary server that counts what reaches it.
 */
let studio: ServedStudio;
let dir: string;
let canary: Server;
const hits: string[] = [];

test.beforeAll(async () => {
  canary = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.end('canary');
  });
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  const port = (canary.address() as { port: number }).port;
  dir = mkdtempSync(join(tmpdir(), 'studio-preview-containment-'));
  const fixture = fileURLToPath(new URL('../fixtures/integrations/hostile-sandbox', import.meta.url));
  cpSync(fixture, dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  const source = join(dir, 'src', 'index.tsx');
  writeFileSync(source, readFileSync(source, 'utf8').replace("const TARGET_PORT = '0';", `const TARGET_PORT = '${port}';`));
  studio = await serveStudio([dir]);
});
test.afterAll(async () => {
  await studio?.stop();
  canary?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("a webframe's page (on the content origin) and a ContentKit image reach no loopback port but the integration's own origins", async ({
  page,
}) => {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#preview`);
  await page.getByRole('list', { name: 'Components' }).getByRole('button', { name: /Probe/ }).click();
  // The webframe loads the integration's own page from its content origin (allowed) and its script runs.
  const { publicContentOrigin } = await callStudio<{ publicContentOrigin: string }>(studio, 'app.info', {});
  await expect(page.locator('iframe[title^="webframe"]')).toHaveAttribute('src', new RegExp(`^${publicContentOrigin}/i/`));
  const frame = page.frameLocator('iframe[title^="webframe"]');
  await expect(frame.getByText('probe', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The image element on the canary's port is not loaded; a note says why, where the image would be.
  await expect(page.getByTestId('preview-url-refused')).toContainText('Image not loaded');
  await expect(page.getByTestId('preview-url-refused')).toContainText('is on this machine or its private network');
  // The page's requests are refused by the browser as they start; give any that slipped through time to land.
  await page.waitForTimeout(1_000);
  expect(hits).toEqual([]);
  await shoot(page, 'preview-containment');
});

test("a page on the content origin cannot read the public origin's cookies, nor its consent page", async ({ page, context }) => {
  const { publicOrigin, publicContentOrigin } = await callStudio<{ publicOrigin: string; publicContentOrigin: string }>(
    studio,
    'app.info',
    {},
  );
  expect(new URL(publicContentOrigin).hostname).not.toBe(new URL(publicOrigin).hostname);
  // A consent cookie as the mock OAuth provider sets it on the public origin (readable by script there, to make the point).
  await context.addCookies([{ name: 'studio_consent', value: 'approved', url: publicOrigin }]);
  await page.goto(`${publicOrigin}/i/dev/alive`);
  expect(await page.evaluate(() => document.cookie)).toContain('studio_consent=approved');
  // The same integration's page, opened on its content origin: no cookie of the public origin, and no way to read its pages.
  await page.goto(`${publicContentOrigin}/i/dev/alive`);
  await expect(page.getByText('alive')).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('studio_consent');
  const read = await page.evaluate(async (origin) => {
    try {
      const response = await fetch(`${origin}/oauth/authorize`, { credentials: 'include' });
      return `read ${response.status}: ${(await response.text()).slice(0, 40)}`;
    } catch (error) {
      return `refused: ${(error as Error).message}`;
    }
  }, publicOrigin);
  expect(read).toMatch(/^refused/);
});

test("frames cannot open local addresses: a webframe's @ui.url.open of a loopback address asks first, naming it, and declining opens nothing", async ({
  page,
  context,
}) => {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#preview`);
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  const popups: string[] = [];
  context.on('page', (opened) => popups.push(opened.url()));
  await page
    .getByRole('list', { name: 'Components' })
    .getByRole('button', { name: /Opener/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Did not open http://127.0.0.1:' })).toContainText('cancelled', {
    timeout: 30_000,
  });
  expect(questions).toHaveLength(1);
  expect(questions[0]).toMatch(/http:\/\/127\.0\.0\.1:\d+\/opened-by-frame/);
  expect(questions[0]).toContain('is on this machine or its private network');
  await page.waitForTimeout(500);
  expect(popups).toEqual([]);
  expect(hits.filter((hit) => hit.includes('opened-by-frame'))).toEqual([]);
});
