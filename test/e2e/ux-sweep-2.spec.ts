import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { jsonEditorText, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

// An integration whose content-update handler throws two calls deep, so the Events result and the
// Inspector have a real, source-mapped stack to show.
let studio: ServedStudio;
let dir: string;
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ux-sweep-2-'));
  cpSync(join(ROOT, 'test', 'fixtures', 'integrations', 'throw'), dir, { recursive: true });
  writeFileSync(
    join(dir, 'src', 'index.ts'),
    `import { createIntegration } from '@platform/runtime';

function loadRevision(id: string): never {
  throw new Error(\`revision \${id} could not be loaded\`);
}

export default createIntegration({
  events: {
    space_content_updated: async (event) => {
      loadRevision(event.revisionId);
    },
  },
});
`,
  );
  studio = await serveStudio([dir]);
});
test.afterAll(async () => {
  await studio?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 640 },
];
const size = (page: Page) => `${page.viewportSize()!.width}x${page.viewportSize()!.height}`;

async function palette(page: Page, query: string) {
  await page.keyboard.press('Control+Shift+P');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(query);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
}

test.describe.configure({ mode: 'serial' });

test('with an installation, the palette\u2019s Generate payload replaces an edited payload with a fresh valid one', async ({ page }) => {
  await page.goto(`${studio.url}#installations`);
  await expect(page.getByTestId('status-host')).toContainText('host ready');
  await page.getByRole('button', { name: 'New installation' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Install' }).click();
  await expect(page.locator('.in-detail-head').getByTestId('status-badge')).toBeVisible();

  await page.evaluate(() => (location.hash = 'events'));
  await expect.poll(() => jsonEditorText(page)).toContain('"revisionId"');
  await page.locator('.json-editor .monaco-editor').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('{}');
  await expect(page.getByTestId('fire')).toBeDisabled();
  await palette(page, 'generate payload');
  await expect.poll(() => jsonEditorText(page)).toContain('"revisionId"');
  await expect(page.getByTestId('fire')).toBeEnabled();
});

test('a thrown error is lines in the Events result and the Inspector: links to the source, its line, the studio frames folded', async ({
  page,
}) => {
  for (const viewport of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto(`${studio.url}#events`);
    await expect(page.getByTestId('status-host')).toContainText('host ready');
    await expect.poll(() => jsonEditorText(page)).toContain('"revisionId"');
    await page.getByTestId('fire').click();
    // Results are kept as a history, newest first: the second size's firing is the first of two.
    const trace = page.getByTestId('event-result').getByTestId('stack-trace').first();
    await expect(trace).toBeVisible();
    const links = trace.getByTestId('stack-link');
    await expect(links.first()).toHaveAttribute('href', new RegExp(`^vscode://file${dir}/src/index\\.ts:4:9$`));
    await expect(trace.getByTestId('stack-source')).toContainText('throw new Error(`revision ${id} could not be loaded`);');
    const fold = trace.getByTestId('stack-fold').first();
    await expect(fold).toHaveText(/\d+ studio frames?/);
    await expect(trace).not.toContainText('entry.js');
    // Nothing runs off to the right: the result is as wide as its pane.
    const result = page.getByTestId('event-result').first();
    expect(await result.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    await shoot(page, `ux2-events-stack-${size(page)}`);
    await fold.click();
    await expect(trace).toContainText('entry.js');

    await page
      .getByTestId('event-result')
      .getByRole('link', { name: /^journal #/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Inspector' })).toBeVisible();
    // The dispatch's error log, one of its linked records: its own record opens on the stack.
    const list = page.getByTestId('record-list');
    const expand = list.getByRole('button', { name: /^Expand \d+ linked records?$/ }).first();
    const errorLine = list.getByText(/Unexpected error while handling/).first();
    // The dispatch's row may come before its log does (then it has nothing to expand yet): wait for
    // either the log itself (the group open) or the button that opens the group.
    await expect(expand.or(errorLine).first()).toBeVisible();
    if (await expand.isVisible()) await expand.click();
    await errorLine.click();
    await expect(page.getByRole('tab', { name: 'Stack trace' })).toHaveAttribute('aria-selected', 'true');
    const inspected = page.locator('.insp-detail').getByTestId('stack-trace');
    await expect(inspected.getByTestId('stack-source')).toContainText('could not be loaded');
    await shoot(page, `ux2-inspector-stack-${size(page)}`);
  }
});
