import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { serveStudio, type ServedStudio } from './support/studio.ts';

// Issue 40 item 4: a manifest made by `new` names its schema on its first line; the studio's own editor
// (yaml-language-server inside monaco-yaml) follows that line, so it must find the studio's schema there.
let studio: ServedStudio;
let parent: string;
test.beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'studio-schema-line-'));
  const made = spawnSync(process.execPath, [join(ROOT, 'bin', 'integration-studio.js'), 'new', join(parent, 'fresh')], {
    encoding: 'utf8',
    env: { ...process.env, XDG_CONFIG_HOME: join(parent, 'config') },
  });
  expect(made.status, made.stderr).toBe(0);
  studio = await serveStudio([join(parent, 'fresh')]);
});
test.afterAll(async () => {
  await studio?.stop();
  rmSync(parent, { recursive: true, force: true });
});

test("the Manifest editor's hover docs work on a manifest whose first line names its schema", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(studio.url);
  await page.goto(`${studio.origin}/#manifest`);
  const line = page.locator('.monaco-editor .view-line', { hasText: 'organization: my-organization' });
  await expect(page.locator('.monaco-editor .view-line').first()).toContainText('yaml-language-server: $schema=');
  await line.getByText('organization', { exact: true }).hover();
  await expect(page.locator('.monaco-hover:not(.hidden)')).toContainText('Id or subdomain of the organization', { timeout: 15_000 });
});
