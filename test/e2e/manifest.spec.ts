import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../electron/lib/paths.ts';
import { monacoText, serveStudio, type ServedStudio } from './support/studio.ts';

// The studio edits a copy of the bundled example in a temp folder, never the repository's files.
let studio: ServedStudio;
let tmp: string;
let manifestPath: string;

test.beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'studio-manifest-e2e-'));
  const dir = join(tmp, 'hello-e2e');
  cpSync(join(ROOT, 'resources', 'examples', 'hello-platform'), dir, { recursive: true });
  manifestPath = join(dir, 'platform-manifest.yaml');
  const original = readFileSync(manifestPath, 'utf8');
  // A distinct name (the bundled example's is taken) and a comment the form must keep.
  writeFileSync(
    manifestPath,
    original.replace('name: hello-platform', 'name: hello-e2e').replace('scopes:\n', 'scopes:\n  # read access only\n'),
  );
  studio = await serveStudio([dir]);
});
test.afterAll(async () => {
  await studio?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

/** The editor's visible text in line order (Monaco recycles line elements and draws spaces as U+00A0). */
const editorText = (page: Page) => monacoText(page);

test('an invalid scope typed in the editor is marked and listed; fixing it in the form rewrites the text and keeps the comment', async ({
  page,
}) => {
  await page.goto(studio.url);
  const problems = page.getByRole('listbox', { name: 'Problems' });
  await expect(page.getByText('No problems in the manifest.')).toBeVisible();

  // Type a misspelt scope under the last one.
  await page.locator('.monaco-editor .view-line', { hasText: 'space:metadata:read' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- space:contnt:read');
  await page.keyboard.press('Escape');

  const problem = problems.getByRole('option').filter({ hasText: 'unknown-scope' });
  await expect(problem).toContainText('space:contnt:read');
  await expect(problem).toContainText('17:5');
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);
  await expect(page.getByTestId('manifest-state')).toHaveText('● unsaved changes');

  // F8 from the top of the file selects the next problem.
  await page.locator('.monaco-editor .view-line', { hasText: 'name:' }).click();
  await page.keyboard.press('F8');
  await expect(problem).toHaveAttribute('aria-selected', 'true');

  // Clicking the problem puts the cursor on it: typing there lands on that line.
  await problem.click();
  await page.keyboard.press('Home');
  await page.keyboard.type('  ');
  await expect.poll(() => editorText(page)).toContain('    - space:contnt:read');
  await page.keyboard.press('Control+Z');

  // Fix through the form: drop the unknown scope, tick the intended one.
  await page.getByRole('checkbox', { name: 'Unknown scope space:contnt:read' }).click();
  await page.getByRole('checkbox', { name: 'space:content:write' }).click();

  await expect
    .poll(() => editorText(page))
    .toContain('scopes:\n  # read access only\n  - space:content:read\n  - space:metadata:read\n  - space:content:write\n');
  expect(await editorText(page)).not.toContain('contnt');
  await expect(page.getByText('No problems in the manifest.')).toBeVisible();
  await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(0);

  // Ctrl+Z takes the form's last change back, like a typed one.
  await page.locator('.monaco-editor .view-line', { hasText: 'name:' }).click();
  await page.keyboard.press('Control+Z');
  await expect.poll(() => editorText(page)).not.toContain('space:content:write');
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => editorText(page)).toContain('space:content:write');

  // Ctrl+S writes the file, comment included.
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('manifest-state')).toHaveText('saved');
  const saved = readFileSync(manifestPath, 'utf8');
  expect(saved).toContain('  # read access only\n  - space:content:read\n  - space:metadata:read\n  - space:content:write\n');
  expect(saved).toContain("# The studio's bundled example");
});

test('an edit on disk reloads the editor when nothing is unsaved', async ({ page }) => {
  await page.goto(studio.url);
  await expect(page.getByTestId('manifest-state')).toHaveText('saved');
  writeFileSync(manifestPath, readFileSync(manifestPath, 'utf8').replace('title: Hello Platform', 'title: Edited Outside'));
  await expect.poll(() => editorText(page), { timeout: 10_000 }).toContain('title: Edited Outside');
  await expect(page.getByRole('region', { name: 'Identity' }).getByLabel('Title')).toHaveValue('Edited Outside');
});

test('an edit on disk while changes are unsaved asks: reload theirs or keep mine', async ({ page }) => {
  await page.goto(studio.url);
  await page.locator('.monaco-editor .view-line', { hasText: 'organization:' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type('-mine');
  await expect(page.getByTestId('manifest-state')).toHaveText('● unsaved changes');

  writeFileSync(manifestPath, readFileSync(manifestPath, 'utf8').replace(/^title: .*$/m, 'title: Theirs'));
  const prompt = page.getByRole('alertdialog', { name: 'The manifest changed on disk' });
  await expect(prompt).toBeVisible();
  expect(await editorText(page)).toContain('organization: studio-examples-mine');

  await prompt.getByRole('button', { name: 'Reload theirs' }).click();
  await expect.poll(() => editorText(page)).toContain('title: Theirs');
  expect(await editorText(page)).not.toContain('-mine');
  await expect(page.getByTestId('manifest-state')).toHaveText('saved');

  // Keep mine: the editor stays as it is and the next save knowingly overwrites their version.
  await page.locator('.monaco-editor .view-line', { hasText: 'organization:' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type('-mine');
  writeFileSync(manifestPath, readFileSync(manifestPath, 'utf8').replace(/^title: .*$/m, 'title: Theirs Again'));
  await prompt.getByRole('button', { name: 'Keep mine' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByTestId('manifest-state')).toHaveText('● unsaved changes');
  await page.keyboard.press('Control+S');
  await expect(page.getByTestId('manifest-state')).toHaveText('saved');
  const saved = readFileSync(manifestPath, 'utf8');
  expect(saved).toContain('organization: studio-examples-mine');
  expect(saved).toContain('title: Theirs\n');
});

test('unsaved text survives switching to another feature and back', async ({ page }) => {
  await page.goto(studio.url);
  await expect(page.getByTestId('manifest-state')).toHaveText('saved');
  await page.locator('.monaco-editor .view-line', { hasText: 'organization:' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type('-draft');
  await page.keyboard.press('Control+6');
  await expect(page.getByTestId('manifest-state')).toBeHidden();
  await page.keyboard.press('Control+1');
  await expect(page.getByTestId('manifest-state')).toHaveText('● unsaved changes');
  // Shown again, Monaco renders its lines over a frame or two.
  await expect.poll(() => editorText(page)).toContain('-draft');
});
