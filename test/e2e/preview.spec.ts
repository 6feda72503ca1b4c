import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { serveStudio, type ServedStudio } from './support/studio.ts';

const fixture = (name: string) => join(ROOT, 'test', 'fixtures', 'integrations', name);

async function openPreview(page: Page, studio: ServedStudio) {
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#preview`);
  return page.getByTestId('canvas');
}

test.describe('on the example integration', () => {
  let studio: ServedStudio;
  test.beforeAll(async () => {
    studio = await serveStudio();
  });
  test.afterAll(async () => {
    await studio?.stop();
  });

  test('pressing a button changes the state and the view; travelling back one step restores them', async ({ page }) => {
    const canvas = await openPreview(page, studio);
    await expect(canvas.getByText('Clicked 0 times.')).toBeVisible({ timeout: 30_000 });
    await canvas.getByRole('button', { name: 'Click me' }).click();
    await expect(canvas.getByText('Clicked once.')).toBeVisible();
    await expect(page.getByTestId('state-0')).toContainText('"clicks": 1');
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect(canvas.getByText('Clicked 0 times.')).toBeVisible();
    await expect(page.getByTestId('state-0')).toContainText('"clicks": 0');
    await page.keyboard.press('Alt+ArrowRight');
    await expect(canvas.getByText('Clicked once.')).toBeVisible();
  });

  test('the showcase block opens a modal and closing it hands the choice back', async ({ page }) => {
    const canvas = await openPreview(page, studio);
    await page
      .getByRole('list', { name: 'Components' })
      .getByRole('button', { name: /ContentKit showcase/ })
      .click();
    await canvas.getByRole('button', { name: 'Open picker' }).click({ timeout: 30_000 });
    const modal = canvas.getByRole('dialog', { name: 'Pick a fruit' });
    await expect(modal).toContainText('Current: nothing yet');
    await modal.getByRole('button', { name: 'Apple' }).click();
    await expect(modal).toBeHidden();
    await expect(canvas.getByText(/picked apple/)).toBeVisible();
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect(canvas.getByRole('dialog', { name: 'Pick a fruit' })).toBeVisible();
    await canvas.getByRole('button', { name: 'Close modal' }).click();
    await expect(canvas.getByRole('dialog')).toBeHidden();
  });
});

test.describe('on the ContentKit showcase', () => {
  let studio: ServedStudio;
  test.beforeAll(async () => {
    studio = await serveStudio([fixture('contentkit-showcase')]);
  });
  test.afterAll(async () => {
    await studio?.stop();
  });

  test('a modal opens over the block and closing it hands its value back', async ({ page }) => {
    const canvas = await openPreview(page, studio);
    await canvas.getByRole('button', { name: 'Open picker' }).click({ timeout: 30_000 });
    const modal = canvas.getByRole('dialog', { name: 'Pick a fruit' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Pear' }).click();
    await expect(modal).toBeHidden();
    await expect(canvas.getByText(/Picked in the modal: pear/)).toBeVisible();
    // Opened again, the modal has the focus, so Escape closes it as its ✕ does.
    await canvas.getByRole('button', { name: 'Open picker' }).click();
    await expect(modal).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('bindings, select options from the public endpoint and the webframe protocol work in the real sandbox', async ({ page }) => {
    const canvas = await openPreview(page, studio);
    await canvas.getByLabel('Name').fill('Grace', { timeout: 30_000 });
    await canvas.getByRole('button', { name: 'Greet' }).click();
    await expect(canvas.getByText(/greeted: Grace/)).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Enterprise' })).toBeAttached();
    const frame = canvas.frameLocator('iframe');
    await expect(frame.getByText('Grace')).toBeVisible();
    await frame.getByRole('button', { name: 'Ping the block' }).click();
    await expect(canvas.getByText(/webframe pings: 1/)).toBeVisible();
  });

  test('screenshots of the showcase, light and dark', async ({ page }) => {
    const folder = join(ROOT, 'test-results', 'screens');
    mkdirSync(folder, { recursive: true });
    await page.setViewportSize({ width: 1500, height: 1500 });
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      // The Preview keeps its state across a reload (per folder): each theme's shot starts from the first one.
      if (theme === 'dark') await page.evaluate(() => localStorage.clear());
      const canvas = await openPreview(page, studio);
      await expect(canvas.getByText(/Clicked 0/).first()).toBeVisible({ timeout: 30_000 });
      await canvas.getByRole('button', { name: 'Clicked 0' }).click();
      await expect(canvas.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(folder, `preview-showcase-${theme}.png`) });
    }
    const canvas = page.getByTestId('canvas');
    await canvas.getByRole('button', { name: 'Open picker' }).click();
    await expect(canvas.getByRole('dialog', { name: 'Pick a fruit' })).toBeVisible();
    await page.screenshot({ path: join(folder, 'preview-showcase-modal-dark.png') });
  });
});

test('an integration that throws shows its error on the canvas', async ({ page }) => {
  const studio = await serveStudio([fixture('preview-throws')]);
  try {
    const canvas = await openPreview(page, studio);
    const error = canvas.getByTestId('integration-error');
    await expect(error).toBeVisible({ timeout: 30_000 });
    await expect(error).toContainText('The integration answered 500');
    // The answer is a bare 500; message and source-mapped stack come from the integration's log.
    await expect(error).toContainText('The widget data is missing on purpose');
    await expect(error).toContainText('at loadWidget (src/index.tsx:4:9)');
  } finally {
    await studio.stop();
  }
});

test('after a hot reload the canvas re-renders with the same props and state', async ({ page }) => {
  // A copy of the example in a temp folder, so editing its source never touches the repository.
  const tmp = mkdtempSync(join(tmpdir(), 'studio-preview-e2e-'));
  const dir = join(tmp, 'hello-preview');
  cpSync(join(ROOT, 'resources', 'examples', 'hello-platform'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  const manifest = join(dir, 'platform-manifest.yaml');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('name: hello-platform', 'name: hello-preview'));
  const studio = await serveStudio([dir]);
  try {
    const canvas = await openPreview(page, studio);
    await canvas.getByRole('button', { name: 'Click me' }).click({ timeout: 30_000 });
    await expect(canvas.getByText('Clicked once.')).toBeVisible();
    await page.getByLabel('Props').fill('{"name": "Lin"}');
    await page.getByRole('button', { name: 'Apply props' }).click();
    await expect(canvas.getByText(/Hello, Lin!/)).toBeVisible();
    const source = join(dir, 'src', 'index.tsx');
    writeFileSync(source, readFileSync(source, 'utf8').replace("'Clicked once.'", "'Clicked one time.'"));
    await expect(canvas.getByText('Clicked one time.')).toBeVisible({ timeout: 20_000 });
    await expect(canvas.getByText(/Hello, Lin!/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'History of states and actions' })).toContainText('hot reload');
  } finally {
    await studio.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
});
