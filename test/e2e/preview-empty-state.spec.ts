import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';
import { installDependencies } from '../corpus/dependencies.ts';
import { callStudio, serveStudio, shoot, type ServedStudio } from './support/studio.ts';

/**
 * A real integration whose site configuration is a component (bucket, from ../shared/corpus): a
 * folder opened for the first time gets no installation and no event until the user asks, from the
 * Preview's empty state.
 */
const CORPUS = process.env.CORPUS_DIR ?? join(ROOT, '..', 'shared', 'corpus', 'real-integrations');

test.describe('the Preview asks before installing', () => {
  let studio: ServedStudio;
  let dir: string;
  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'real-bucket-'));
    cpSync(join(CORPUS, 'bucket'), dir, { recursive: true });
    const { dir: dependencies } = installDependencies('bucket', join(dir, 'package.json'));
    if (dependencies) symlinkSync(join(dependencies, 'node_modules'), join(dir, 'node_modules'), 'dir');
    studio = await serveStudio([dir]);
  });
  test.afterAll(async () => {
    await studio?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('bucket: opening its site configuration creates nothing; the empty state creates the site installation when asked', async ({
    page,
  }) => {
    await page.goto(studio.url);
    await page.goto(`${studio.origin}/#preview`);
    const create = page.getByRole('button', { name: 'Create a site installation to preview this' });
    await expect(create).toBeVisible({ timeout: 30_000 });
    expect(await callStudio<unknown[]>(studio, 'installations.list', {})).toEqual([]);
    for (const [width, height] of [
      [1440, 900],
      [1024, 640],
    ] as const) {
      await page.setViewportSize({ width, height });
      await shoot(page, `preview-needs-installation-${width}x${height}`);
    }
    await create.click();
    await expect(page.getByTestId('canvas').locator('[data-ck]').first()).toBeVisible({ timeout: 30_000 });
    const installations = await callStudio<{ kind: string }[]>(studio, 'installations.list', {});
    expect(installations.map((installation) => installation.kind).sort()).toEqual(['organization', 'site']);
  });
});
