import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { jsonEditorText, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

test.describe('capture → replay: an event fired in the UI, saved as a fixture, passes integration-studio test', () => {
  test.describe.configure({ mode: 'serial' });
  let studio: ServedStudio;
  let dir: string;
  test.beforeAll(async () => {
    // A copy of the bundled example without its fixtures: only what is captured here runs.
    dir = join(mkdtempSync(join(tmpdir(), 'fixtures-e2e-')), 'hello-platform');
    cpSync(join(ROOT, 'resources', 'examples', 'hello-platform'), dir, {
      recursive: true,
      filter: (source) => !/[\\/](fixtures|\.studio)([\\/]|$)/.test(source),
    });
    studio = await serveStudio([dir]);
  });
  test.afterAll(async () => {
    await studio?.stop();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  test('fire space_content_updated, Save as fixture from the result and from the Inspector, then run the fixtures', async ({ page }) => {
    await page.goto(studio.url);
    await page.goto(`${studio.origin}/#installations`);
    await page.getByRole('button', { name: 'New installation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Install' }).click();
    await page.getByLabel(/^Greeting/).fill('Bonjour');
    await page.getByTestId('save-configuration').click();
    await expect(page.locator('.in-detail-head').getByTestId('status-badge')).toHaveAttribute('data-status', 'active');

    await page.goto(`${studio.origin}/#events`);
    await expect(page.getByTestId('payload-validation')).toContainText('A valid space_content_updated payload');
    await page.getByTestId('fire').click();
    const result = page.getByTestId('event-result').first();
    await expect(result.getByTestId('event-logs')).toContainText('has a new revision');
    await result.getByRole('button', { name: 'Save as fixture' }).click();
    await result.getByLabel('Fixture name').fill('content-from-ui');
    await shoot(page, 'fixtures-save-events');
    await result.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(result.getByRole('status')).toContainText('Saved fixtures/content-from-ui.json');
    expect(existsSync(join(dir, 'fixtures', 'content-from-ui.json'))).toBe(true);

    // The saved fixture opens in the Events pane, ready to fire.
    await page.getByLabel('Open a fixture').selectOption('content-from-ui');
    await expect.poll(() => jsonEditorText(page)).toContain('"revisionId"');

    // The Inspector: a render recorded by the Preview, saved from its detail.
    await page.goto(`${studio.origin}/#preview`);
    await expect(page.getByText('Bonjour, reader!').or(page.getByText('Hello, reader!')).first()).toBeVisible();
    await page.goto(`${studio.origin}/#inspector`);
    await page.getByRole('option').filter({ hasText: 'ui_render greeting' }).first().click();
    const detail = page.getByTestId('detail');
    await detail.getByRole('button', { name: 'Save as fixture' }).click();
    await detail.getByLabel('Fixture name').fill('greeting-from-inspector');
    await detail.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved fixtures/greeting-from-inspector.json' })).toBeVisible();
    await shoot(page, 'fixtures-save-inspector');

    // A render fixture opens in the Preview with its component, props and context.
    await page.goto(`${studio.origin}/#preview`);
    await page.getByRole('listitem').filter({ hasText: 'ContentKit showcase' }).first().click();
    // Panes keep their state when hidden, so look in the Preview only.
    const preview = page.locator('[data-pane="preview"]');
    await expect(preview.getByText('Hello, reader!')).toHaveCount(0);
    await preview.getByLabel('Open a fixture').selectOption('greeting-from-inspector');
    await expect(preview.getByText('Hello, reader!').first()).toBeVisible();
    await shoot(page, 'fixtures-open-preview');

    const saved = JSON.parse(readFileSync(join(dir, 'fixtures', 'content-from-ui.json'), 'utf8'));
    expect(saved.event.type).toBe('space_content_updated');
    const node = join(ROOT, 'node_modules', '.bin', 'node');
    const { stdout } = await promisify(execFile)(node, [join(ROOT, 'bin', 'integration-studio.js'), 'test', dir], {
      cwd: ROOT,
      timeout: 60_000,
    });
    expect(stdout).toMatch(/✓ content-from-ui \d+ ms/);
    expect(stdout).toMatch(/✓ greeting-from-inspector \d+ ms/);
    expect(stdout).toMatch(/^2 passed \(2 fixtures\)/m);
  });
});
