import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { callStudio, serveFixtureCopy, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

// The bundled example: its public endpoint echoes a POST's body and says hello to a GET.
let studio: ServedStudio;
test.beforeAll(async () => {
  studio = await serveStudio();
});
test.afterAll(async () => {
  await studio?.stop();
});

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 640 },
];
const size = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`;

test.describe.configure({ mode: 'serial' });

test('the Requests pane sends a POST to the public endpoint with Ctrl+Enter, shows the answer, journals it, and keeps it in the history after a reload', async ({
  page,
}) => {
  const installation = await callStudio<{ id: string }>(studio, 'installations.create', {
    kind: 'space',
    spaceId: `space_rq_${Date.now()}`,
  });
  for (const viewport of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto(`${studio.url}#requests`);
    await expect(page.getByTestId('status-host')).toContainText('host ready');
    await page.getByLabel('Installation').selectOption(installation.id);
    await page.getByLabel('Method').selectOption('POST');
    await page.getByLabel('Path').fill('/echo?from=composer');
    await page.getByLabel(/^Headers/).fill('Content-Type: application/json\nX-Demo: yes');
    await page.getByLabel(/^Body/).fill('{"ping": 1, "items": ["a", "b"]}');
    await page.getByLabel(/^Body/).press('Control+Enter');
    const answer = page.getByTestId('request-answer');
    await expect(answer.getByTestId('answer-status')).toHaveText('200');
    await expect(answer.getByLabel('Answer body')).toContainText('"ping": 1');
    // Nothing runs off the pane at either size.
    const overflow = await page.locator('.rq-root').evaluate((root) => root.scrollWidth - root.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, `requests-answer-${size(page)}`);

    // The journal shows it as any outside request to the endpoint.
    await answer.getByRole('link', { name: /journal #\d+/ }).click();
    await expect(page.getByRole('listbox', { name: 'Journal records' }).getByRole('option').first()).toContainText(
      `/i/${installation.id}/echo`,
    );

    await page.goto(`${studio.url}#requests`);
    await page.reload();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByRole('button', { name: /POST\s*\/echo\?from=composer\s*200/ })).toBeVisible();
    await history.getByRole('button', { name: /POST\s*\/echo\?from=composer/ }).click();
    await expect(page.getByLabel('Path')).toHaveValue('/echo?from=composer');
    await expect(page.getByLabel(/^Body/)).toHaveValue('{"ping": 1, "items": ["a", "b"]}');
    await shoot(page, `requests-history-${size(page)}`);
  }
});

test.describe('redirects and saved requests', () => {
  // Redirects wherever ?to= says at /bounce and answers JSON at /options.
  let redirects: Awaited<ReturnType<typeof serveFixtureCopy>>;
  test.beforeAll(async () => {
    redirects = await serveFixtureCopy('hostile-redirects', ['--trust']);
  });
  test.afterAll(async () => {
    await redirects?.stop();
  });

  test('a 302 says where it redirects with Follow; a request saved by name is a requests/*.http file that opens back into the composer', async ({
    page,
  }) => {
    const installation = await callStudio<{ id: string }>(redirects, 'installations.create', { kind: 'space', spaceId: 'space_redirects' });
    for (const viewport of SIZES) {
      await page.setViewportSize(viewport);
      await page.goto(`${redirects.url}#requests`);
      await page.getByLabel('Installation').selectOption(installation.id);
      await page.getByLabel('Path').fill('/bounce?to=options');
      await page.getByLabel('Path').press('Control+Enter');
      const answer = page.getByTestId('request-answer');
      await expect(answer.getByTestId('answer-status')).toHaveText('302');
      const redirect = answer.getByTestId('redirect');
      await expect(redirect).toContainText('Redirects to http://127.0.0.1:');
      await expect(redirect.getByTestId('redirect-location')).toHaveText(new RegExp(`/i/${installation.id}/options$`));
      await shoot(page, `requests-redirect-${size(page)}`);
      await redirect.getByRole('button', { name: 'Follow' }).click();
      await expect(answer.getByTestId('answer-status')).toHaveText('200');
      await expect(answer.getByLabel('Answer body')).toContainText('#general');
      await expect(page.getByLabel('Path')).toHaveValue('/options');

      const saved = page.getByRole('region', { name: 'Saved requests' });
      await saved.getByLabel('Request name').fill('List options');
      await saved.getByLabel('Request file').fill('api.http');
      await saved.getByRole('button', { name: 'Save' }).click();
      await expect(saved).toContainText('Saved "List options" in requests/api.http.');
      expect(readFileSync(join(redirects.dir, 'requests', 'api.http'), 'utf8')).toContain('### List options\nGET {{endpoint}}/options');
      await page.getByLabel('Path').fill('/somewhere-else');
      await saved.getByRole('button', { name: /GET\s*List options/ }).click();
      await expect(page.getByLabel('Path')).toHaveValue('/options');
      await shoot(page, `requests-saved-${size(page)}`);

      // Elsewhere on the web: offered to open in the browser, never followed by the studio.
      await page.getByLabel('Path').fill('/bounce?to=https://example.com/docs');
      await page.getByLabel('Path').press('Control+Enter');
      await expect(redirect.getByRole('link', { name: /Open in browser/ })).toHaveAttribute('href', 'https://example.com/docs');
      await expect(redirect.getByRole('button', { name: 'Follow' })).toHaveCount(0);
    }
  });
});
