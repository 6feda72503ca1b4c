import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { callStudio, serveFixtureCopy, type ServedStudio } from './support/studio.ts';

/**
 * The content origin has a cookie jar of its own. Browsers keep cookies per host name, not per port:
 * on `localhost:PORT` an integration's pages would receive, read and overwrite the cookies of every
 * other app the developer runs on `localhost`. Here another app on another localhost port sets its
 * session cookies (one host-only, one with `Domain=localhost`), and a page on the content origin
 * neither gets them nor can replace them.
 */
let studio: ServedStudio & { dir: string };
let otherApp: Server;
let otherOrigin: string;
const cookiesSeenByOtherApp: string[] = [];

test.beforeAll(async () => {
  otherApp = createServer((request, response) => {
    if (request.url === '/sign-in') {
      response.setHeader('set-cookie', ['other_session=kept; Path=/', 'other_domain=kept; Domain=localhost; Path=/']);
    } else cookiesSeenByOtherApp.push(request.headers.cookie ?? '');
    response.setHeader('content-type', 'text/html');
    response.end('<p>another local app</p>');
  });
  await new Promise<void>((resolve) => otherApp.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://localhost:${(otherApp.address() as { port: number }).port}`;
  studio = await serveFixtureCopy('hostile-sandbox');
});
test.afterAll(async () => {
  await studio?.stop();
  otherApp?.close();
});

test("a cookie of another localhost app is neither sent to nor settable by the content origin's pages", async ({ page }) => {
  const { publicContentOrigin } = await callStudio<{ publicContentOrigin: string }>(studio, 'app.info', {});
  expect(new URL(publicContentOrigin).hostname).toMatch(/\.localhost$/);

  await page.goto(`${otherOrigin}/sign-in`);
  expect(await page.evaluate(() => document.cookie)).toContain('other_session=kept');

  // The integration's page on the content origin: it sees no cookie of the other app…
  await page.goto(`${publicContentOrigin}/i/dev/cookie-probe`);
  await expect(page.getByText('alive')).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).toBe('');
  // …the request carried none (the journal shows what the integration received)…
  const { content } = await callStudio<{ content: string }>(studio, 'inspector.export', { format: 'har' });
  const entries = (JSON.parse(content) as { log: { entries: { request: { url: string; headers: { name: string }[] } }[] } }).log.entries;
  const probes = entries.filter((entry) => entry.request.url.includes('/i/dev/cookie-probe'));
  expect(probes.length).toBeGreaterThan(0);
  for (const entry of probes) expect(entry.request.headers.map((header) => header.name.toLowerCase())).not.toContain('cookie');

  // …and what it writes, with or without Domain=localhost, does not reach the other app.
  await page.evaluate(() => {
    document.cookie = 'other_session=forged; Path=/';
    document.cookie = 'other_domain=forged; Domain=localhost; Path=/';
  });
  await page.goto(`${otherOrigin}/read`);
  const seen = cookiesSeenByOtherApp.at(-1)!;
  expect(seen).toContain('other_session=kept');
  expect(seen).toContain('other_domain=kept');
  expect(seen).not.toContain('forged');
});
