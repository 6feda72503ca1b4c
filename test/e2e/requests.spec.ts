import { expect, test, type Page } from '@playwright/test';
import { callStudio, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

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
