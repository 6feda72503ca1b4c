import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStudio, shoot, type ServedStudio } from './support/studio.ts';

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

test("a webframe's page and a ContentKit image reach no loopback port but the integration's own public origin", async ({ page }) => {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#preview`);
  await page.getByRole('list', { name: 'Components' }).getByRole('button', { name: /Probe/ }).click();
  // The webframe loads the integration's own page (its public origin is allowed) and its script runs.
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
