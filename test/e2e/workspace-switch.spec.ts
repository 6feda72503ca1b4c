import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { EXAMPLE_DIR, ROOT } from '../../electron/lib/paths.ts';
import { callStudio, monacoText, serveStudio, shoot, type ServedStudio } from './support/studio.ts';
import type { Workspace } from '../../shared/api/index.ts';

/** A real integration of the platform, copied so the corpus stays untouched (mermaid has no npm dependencies). */
const REAL = join(ROOT, '..', 'shared', 'corpus', 'real-integrations', 'mermaid');
const PANES = ['manifest', 'preview', 'installations', 'events', 'webhooks', 'inspector'];
/** What of the example could linger in a pane: its name, title and component ids. */
const EXAMPLE_MARKS = ['hello-platform', 'Hello Platform', 'greeting', 'showcase'];

// At both supported sizes (the compact project in playwright.config.ts runs this spec too).
test.describe('every pane follows the open workspace', () => {
  let studio: ServedStudio;
  let tmp: string;
  let example: string;
  let real: string;
  test.beforeEach(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'switch-'));
    example = join(tmp, 'hello');
    real = join(tmp, 'mermaid');
    cpSync(EXAMPLE_DIR, example, { recursive: true, filter: (source) => !source.includes('.studio') });
    cpSync(REAL, real, { recursive: true });
    studio = await serveStudio([example]);
  });
  test.afterEach(async () => {
    await studio?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  const size = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`;
  const nav = (page: Page, label: string) => page.getByRole('navigation', { name: 'Features' }).getByRole('button', { name: label });
  const titleField = (page: Page) => page.getByRole('group', { name: 'Property greeting' }).getByLabel('Title', { exact: true });
  async function openFolder(page: Page, dir: string) {
    await page.keyboard.press('Control+Shift+P');
    await page.keyboard.type('open folder');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Open folder' });
    await dialog.getByLabel(/Integration folder/).fill(dir);
    await dialog.getByRole('button', { name: 'Open', exact: true }).click();
    return dialog;
  }

  test('open the example, edit the manifest without saving, open a real integration: every pane shows it and nothing of the example; a save naming the example is refused and writes nothing; the edit comes back only in the example', async ({
    page,
  }) => {
    const before = await callStudio<Workspace>(studio, 'workspace.current', {});
    const files = {
      example: readFileSync(join(example, 'platform-manifest.yaml'), 'utf8'),
      real: readFileSync(join(real, 'platform-manifest.yaml'), 'utf8'),
    };
    await page.goto(studio.url);
    await titleField(page).fill('Greeting word');
    await expect(page.getByTestId('manifest-state')).toHaveText('● unsaved changes');
    // Every pane visited with the example open, so each holds the example's data before the switch.
    for (const label of ['Preview', 'Installations', 'Events', 'Webhooks', 'Inspector']) await nav(page, label).click();
    await nav(page, 'Preview').click();
    await expect(page.getByRole('list', { name: 'Components' })).toContainText('greeting', { timeout: 30_000 });
    await shoot(page, `workspace-switch-before-${size(page)}`);

    await nav(page, 'Manifest').click();
    const dialog = await openFolder(page, real);
    await expect(dialog.getByRole('alertdialog', { name: 'Discard unsaved edits?' })).toContainText(example);
    await dialog.getByRole('button', { name: 'Keep them and open' }).click();
    await expect(page.getByTestId('status-integration')).toContainText('Mermaid');
    const after = await callStudio<Workspace>(studio, 'workspace.current', {});
    expect(after.id).not.toBe(before.id);

    // Each pane started over on the new workspace…
    for (const pane of PANES) await expect(page.locator(`[data-pane=${pane}]`)).toHaveAttribute('data-workspace', after.id);
    // …and shows the new integration.
    await expect(page.getByTestId('manifest-state')).toHaveText('saved');
    await expect.poll(() => monacoText(page)).toContain('name: mermaid');
    await nav(page, 'Preview').click();
    await expect(page.getByRole('list', { name: 'Components' })).toContainText('diagram', { timeout: 30_000 });
    for (const label of ['Installations', 'Events', 'Webhooks', 'Inspector']) await nav(page, label).click();
    await nav(page, 'Preview').click();
    // Nothing of the example in any pane: its name, title, components, its unsaved edit.
    for (const pane of PANES) {
      const text = await page.locator(`[data-pane=${pane}]`).textContent();
      for (const mark of [...EXAMPLE_MARKS, 'Greeting word']) expect(text, `${pane} still shows "${mark}"`).not.toContain(mark);
    }
    await shoot(page, `workspace-switch-after-${size(page)}`);

    // A save that names the example (its workspace, its file) is refused and nothing is written anywhere.
    await expect(
      callStudio(studio, 'manifest.save', {
        workspaceId: before.id,
        path: before.manifestPath,
        text: 'name: overwritten\n',
        baseVersion: 1,
      }),
    ).rejects.toThrow(/Not written: this was read in .*hello, but .*mermaid is open now/);
    expect(readFileSync(join(example, 'platform-manifest.yaml'), 'utf8')).toBe(files.example);
    expect(readFileSync(join(real, 'platform-manifest.yaml'), 'utf8')).toBe(files.real);

    // The example again: its unsaved edit is offered back there, and only there.
    await nav(page, 'Manifest').click();
    await openFolder(page, example);
    await expect(page.getByTestId('status-integration')).toContainText('Hello Platform');
    await expect(page.getByTestId('manifest-state')).toHaveText('● unsaved changes');
    await expect(titleField(page)).toHaveValue('Greeting word');
    await expect(page.getByText('Your unsaved edits from the last time this folder was open are back')).toBeVisible();
    await shoot(page, `workspace-switch-back-${size(page)}`);
    expect(readFileSync(join(example, 'platform-manifest.yaml'), 'utf8')).toBe(files.example);
  });
});
