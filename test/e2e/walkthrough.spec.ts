import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { EXAMPLE_DIR } from '../../electron/lib/paths.ts';
import { jsonEditorText, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

// What a new user meets, at the project's viewport (1440×900 and 1024×640, see playwright.config.ts),
// on a fresh copy of the bundled example.
test.describe('walkthrough of a new user', () => {
  test.describe.configure({ mode: 'serial' });
  let studio: ServedStudio;
  let tmp: string;
  let dir: string;
  test.beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'walkthrough-'));
    dir = join(tmp, 'hello-copy');
    cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
    studio = await serveStudio([dir]);
  });
  test.afterAll(async () => {
    await studio?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  const size = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`;
  /** The payload editor's visible text, in line order. */
  const payloadEdit = async (page: Page, change: (payload: Record<string, unknown>) => Record<string, unknown>) => {
    await expect.poll(() => jsonEditorText(page)).toMatch(/^\{[\s\S]*\}$/);
    const next = JSON.stringify(change(JSON.parse(await jsonEditorText(page)) as Record<string, unknown>), null, 2);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: studio.origin });
    await page.evaluate((text) => navigator.clipboard.writeText(text), next);
    await page.locator('.json-editor .view-line').first().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+V');
  };
  const nav = (page: Page, label: string) => page.getByRole('navigation', { name: 'Features' }).getByRole('button', { name: label });

  test('every pane is usable at this size: a copy of the example opens clean, nothing is clipped, no page error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const favicon = page.waitForResponse((r) => r.url().endsWith('/favicon.svg'));
    await page.goto(studio.url);
    expect((await favicon).status()).toBe(200);
    await expect(page.getByText('No problems in the manifest.')).toBeVisible();

    // An installation (its defaults pass: active at once) and a webhook, so every pane has content.
    await nav(page, 'Installations').click();
    await page.getByRole('button', { name: 'New installation' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Install' }).click();
    await expect(page.locator('.in-detail-head').getByTestId('status-badge')).toHaveAttribute('data-status', 'active');
    await nav(page, 'Webhooks').click();
    await page.getByRole('button', { name: 'New webhook' }).first().click();
    const form = page.getByRole('form', { name: 'New webhook' });
    await form.getByLabel('Receiver URL').fill('http://127.0.0.1:9/hook');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('webhook-secret')).toBeVisible();

    for (const label of ['Manifest', 'Preview', 'Installations', 'Events', 'Webhooks', 'Inspector']) {
      await nav(page, label).click();
      await expect(page.getByRole('main', { name: label })).toBeVisible();
      await expect(page.getByText(/stopped working/)).toHaveCount(0);
      // Navigation icons keep their size; the title is not cut.
      for (const icon of await page.locator('.nav-item svg').all()) expect((await icon.boundingBox())!.width).toBeGreaterThan(10);
      const title = page.locator('.sidebar-title');
      expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      await page.waitForTimeout(400);
      await shoot(page, `walkthrough-${label.toLowerCase()}-${size(page)}`);
    }

    // The Send button is reachable and whole.
    await nav(page, 'Webhooks').click();
    const send = page.getByRole('button', { name: /^Send/ });
    await send.scrollIntoViewIfNeeded();
    const box = (await send.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(errors).toEqual([]);
  });

  test('each pane keeps its state for the session (Events, Preview)', async ({ page }) => {
    await page.goto(studio.url);
    await nav(page, 'Events').click();
    await page.getByLabel('Event', { exact: true }).selectOption('space_gitsync_started');
    await expect(page.getByTestId('payload-validation')).toContainText('A valid space_gitsync_started payload');
    await payloadEdit(page, (payload) => ({ note: 'mine', ...payload }));
    await expect.poll(() => jsonEditorText(page)).toContain('"note": "mine"');
    await nav(page, 'Preview').click();
    await page.getByRole('button', { name: 'Click me' }).click();
    await expect(page.getByText('Clicked once.')).toBeVisible();

    await nav(page, 'Manifest').click();
    await nav(page, 'Events').click();
    await expect(page.getByLabel('Event', { exact: true })).toHaveValue('space_gitsync_started');
    // Shown again, Monaco renders its lines over a frame or two, as a person sees them appear.
    await expect.poll(() => jsonEditorText(page)).toContain('"note": "mine"');
    await nav(page, 'Preview').click();
    await expect(page.getByText('Clicked once.')).toBeVisible();
  });

  test('Ctrl+S in a focused form field saves what the user sees, and Problems reflect the saved text', async ({ page }) => {
    await page.goto(studio.url);
    const property = page.getByRole('group', { name: 'Property greeting' });
    const field = property.getByLabel('Default', { exact: true });
    await field.scrollIntoViewIfNeeded();
    await field.fill('Howdy');
    await page.keyboard.press('Control+S');
    await expect(page.getByTestId('manifest-state')).toHaveText('saved');
    await expect(field).toHaveValue('Howdy');
    expect(readFileSync(join(dir, 'platform-manifest.yaml'), 'utf8')).toContain('default: Howdy');
    await expect(page.getByText('No problems in the manifest.')).toBeVisible();

    // A default of the wrong type, saved the same way: Problems list it at once.
    const repeat = page.getByRole('group', { name: 'Property repeat' }).getByLabel('Default', { exact: true });
    await repeat.fill('many');
    await page.keyboard.press('Control+S');
    await expect(page.getByTestId('manifest-state')).toHaveText('saved');
    await expect(page.getByRole('listbox', { name: 'Problems' })).toContainText('default-type-mismatch');
    await repeat.fill('');
    await page.keyboard.press('Control+S');
    await expect(page.getByText('No problems in the manifest.')).toBeVisible();
  });

  test('unsaved manifest edits ask before the page closes', async ({ page }) => {
    await page.goto(studio.url);
    await page.getByRole('group', { name: 'Property greeting' }).getByLabel('Title', { exact: true }).fill('Greeting word');
    await expect(page.getByTestId('manifest-state')).toHaveText('● unsaved changes');
    const dialog = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const prompt = await dialog;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.accept();
  });

  test('unsaved manifest edits: opening another folder from the palette asks first; Cancel, or a folder that does not open, keeps them', async ({
    page,
  }) => {
    await page.goto(studio.url);
    await page.getByRole('group', { name: 'Property greeting' }).getByLabel('Title', { exact: true }).fill('Greeting word');
    await expect(page.getByTestId('manifest-state')).toHaveText('● unsaved changes');
    await page.keyboard.press('Control+Shift+P');
    await page.keyboard.type('open folder');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Open folder' });
    await dialog.getByLabel(/Integration folder/).fill(join(tmp, 'elsewhere'));
    await dialog.getByRole('button', { name: 'Open' }).click();
    await expect(dialog.getByRole('alertdialog', { name: 'Discard unsaved edits?' })).toContainText('unsaved edits to the manifest');
    await shoot(page, `walkthrough-open-folder-unsaved-${size(page)}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Discard, but the folder does not exist: it does not open and the edits come back.
    await dialog.getByRole('button', { name: 'Open' }).click();
    await dialog.getByRole('button', { name: 'Discard and open' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your unsaved edits are kept.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Nothing opened; the edits are still there.
    await expect(page.getByTestId('manifest-state')).toHaveText('● unsaved changes');
    await expect(page.getByRole('group', { name: 'Property greeting' }).getByLabel('Title', { exact: true })).toHaveValue('Greeting word');
  });

  test('? lists the shortcuts; the command palette (Ctrl+K, Ctrl+Shift+P) reaches any pane’s action; the editor keeps its keys', async ({
    page,
  }) => {
    await page.goto(studio.url);
    await expect(page.getByTestId('status-host')).toContainText('host ready');
    await page.getByRole('heading', { name: 'Identity' }).click();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('Command palette');
    await shoot(page, `walkthrough-shortcuts-${size(page)}`);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);

    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    await page.keyboard.type('new webhook');
    // As a person does: the match is on screen before Enter.
    await expect(palette.getByRole('option', { name: /New webhook/ })).toBeVisible();
    await shoot(page, `walkthrough-palette-${size(page)}`);
    await page.keyboard.press('Enter');
    await expect(palette).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'New webhook' })).toBeVisible();

    // Inside Monaco: Ctrl+Shift+L is the editor's (select all occurrences), not the theme; Ctrl+Shift+P still opens the palette.
    await nav(page, 'Manifest').click();
    await page.locator('.monaco-editor .view-line', { hasText: 'title:' }).first().click();
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.keyboard.press('Control+Shift+L');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Shift+P');
    await expect(palette).toBeVisible();
    await page.keyboard.type('switch theme');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(theme);
  });

  test('a failed build shows in Preview, Events and Installations with file:line, and says the last good build runs', async ({ page }) => {
    await page.goto(studio.url);
    await expect(page.getByTestId('status-host')).toContainText('host ready');
    const source = join(dir, 'src', 'index.tsx');
    const good = readFileSync(source, 'utf8');
    writeFileSync(source, good.replace('interface GreetingProps {', 'interface GreetingProps {{'));
    try {
      for (const label of ['Preview', 'Events', 'Installations']) {
        await nav(page, label).click();
        const banner = page.locator(`[data-pane="${label.toLowerCase()}"]`).getByTestId('build-problem');
        await expect(banner).toContainText('The integration does not build.', { timeout: 15_000 });
        await expect(banner).toContainText('What runs here is the last good build');
        await expect(banner.getByRole('link', { name: /^src\/index\.tsx:\d+:\d+$/ })).toHaveAttribute(
          'href',
          /^vscode:\/\/file\/.+index\.tsx:\d+:\d+$/,
        );
        if (label === 'Preview') await shoot(page, `walkthrough-build-error-${size(page)}`);
      }
    } finally {
      writeFileSync(source, good);
    }
    await expect(page.locator('[data-pane="installations"]').getByTestId('build-problem')).toHaveCount(0, { timeout: 15_000 });
  });

  test('the Events payload is Monaco with the event’s schema: markers, the reason beside a disabled Fire, and the journal link', async ({
    page,
  }) => {
    await page.goto(studio.url);
    await nav(page, 'Events').click();
    await page.getByLabel('Event', { exact: true }).selectOption('space_content_updated');
    await expect(page.getByTestId('payload-validation')).toContainText('A valid space_content_updated payload');
    await payloadEdit(page, (payload) => ({ ...payload, revisionId: 5 }));
    await expect(page.getByTestId('fire')).toBeDisabled();
    await expect(page.getByTestId('fire-reason')).toContainText('Fix the payload: revisionId');
    await expect(page.locator('.json-editor .squiggly-warning, .json-editor .squiggly-error').first()).toBeVisible();
    await shoot(page, `walkthrough-events-invalid-${size(page)}`);

    await page.getByRole('button', { name: /Generate/ }).click();
    await expect(page.getByTestId('fire')).toBeEnabled();
    await page.getByTestId('json-editor').click();
    await page.keyboard.press('Control+Enter');
    const link = page
      .getByTestId('event-result')
      .first()
      .getByRole('link', { name: /^journal #\d+$/ });
    const id = /\d+/.exec((await link.textContent())!)![0];
    await link.click();
    await expect(page.getByRole('main', { name: 'Inspector' })).toBeVisible();
    const inspector = page.locator('[data-pane="inspector"]');
    await expect(inspector).toContainText(`#${id}`);
    // The dispatch's multipart envelope as parts, and its waterfall.
    const parts = inspector.getByRole('list', { name: 'Parts' });
    await expect(parts.getByText('event', { exact: true })).toBeVisible();
    await expect(parts.getByText('environment', { exact: true })).toBeVisible();
    await expect(parts).toContainText('"type": "space_content_updated"');
    await shoot(page, `walkthrough-inspector-parts-${size(page)}`);
    await inspector.getByRole('tab', { name: 'Waterfall' }).click();
    const waterfall = inspector.getByRole('table', { name: 'Waterfall' });
    // The phases before the integration ran come first, then the dispatch; the pane says which phases it shows.
    await expect(waterfall.getByRole('row').first()).toContainText('build');
    await expect(waterfall.getByRole('row').filter({ hasText: 'space_content_updated' }).first()).toContainText('dispatch');
    await expect(inspector.getByText(/^Shown: the wait for the build/)).toBeVisible();
    await shoot(page, `walkthrough-inspector-waterfall-${size(page)}`);
  });
});
