import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { validateManifestInFolder } from '../../../electron/services/manifest/validate-file.ts';
import { MINIMAL, tempIntegrations } from '../../fixtures/manifest/folders.ts';
import { pngHeader } from '../../fixtures/manifest/png.ts';

const MANIFEST = 'platform-manifest.yaml';
let temp: Awaited<ReturnType<typeof tempIntegrations>>;
afterEach(() => temp?.cleanup());

async function check(files: Record<string, string | Buffer>, folder = 'subject') {
  const dir = await temp.integration(folder, files);
  return validateManifestInFolder(files[MANIFEST] as string, join(dir, MANIFEST));
}

describe('manifest checks against the integration folder', () => {
  it.each([
    ['script', 'script: ./src/index.ts\n', '/script', 6],
    ['icon', 'icon: ./assets/icon.png\n', '/icon', 6],
    ['previewImages', 'previewImages:\n  - ./assets/preview.png\n', '/previewImages/0', 7],
    ['block icon', 'blocks:\n  - id: a\n    title: Ab\n    icon: ./a.svg\n', '/blocks/0/icon', 9],
  ])('a missing %s file is file-not-found at its line', async (_kind, yaml, path, line) => {
    temp = await tempIntegrations();
    const result = await check({ [MANIFEST]: MINIMAL + yaml });
    expect(result.valid).toBe(false);
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'file-not-found', path, line }]);
  });

  it('referenced files that exist pass, and a 1600×800 preview image is fine', async () => {
    temp = await tempIntegrations();
    const result = await check({
      [MANIFEST]: `${MINIMAL}script: ./src/index.ts\nicon: ./icon.png\npreviewImages:\n  - ./preview.png\n`,
      'src/index.ts': 'export default {};\n',
      'icon.png': pngHeader(64, 64),
      'preview.png': pngHeader(1600, 800),
    });
    expect(result).toEqual({ valid: true, diagnostics: [] });
  });

  it('a preview image that is not 2:1 is a warning with its measured size', async () => {
    temp = await tempIntegrations();
    const result = await check({ [MANIFEST]: `${MINIMAL}previewImages:\n  - ./wide.png\n`, 'wide.png': pngHeader(1200, 800) });
    expect(result.valid).toBe(true);
    expect(result.diagnostics).toMatchObject([{ severity: 'warning', code: 'preview-image-ratio', path: '/previewImages/0', line: 7 }]);
    expect(result.diagnostics[0]!.message).toContain('1200×800');
  });

  it('a preview image that is not an image is a warning, not a crash', async () => {
    temp = await tempIntegrations();
    const result = await check({ [MANIFEST]: `${MINIMAL}previewImages:\n  - ./notes.png\n`, 'notes.png': 'just text' });
    expect(result.diagnostics).toMatchObject([{ severity: 'warning', code: 'unreadable-image', path: '/previewImages/0', line: 7 }]);
  });

  it("a secret's env variable set in the folder's .env counts as set; one set nowhere is a warning naming it", async () => {
    temp = await tempIntegrations();
    const result = await check({
      [MANIFEST]: `${MINIMAL}secrets:\n  A: \${{ env.STUDIO_TEST_FROM_DOTENV }}\n  B: \${{ env.STUDIO_TEST_NOWHERE }}\n`,
      '.env': 'STUDIO_TEST_FROM_DOTENV=1\n',
    });
    expect(result.diagnostics).toMatchObject([{ severity: 'warning', code: 'secret-not-set', path: '/secrets/B', line: 8 }]);
    expect(result.diagnostics[0]!.message).toContain('`STUDIO_TEST_NOWHERE`');
  });

  it('a name used by a sibling integration folder is duplicate-name naming that folder', async () => {
    temp = await tempIntegrations();
    await temp.integration('neighbour', { [MANIFEST]: MINIMAL });
    const result = await check({ [MANIFEST]: MINIMAL });
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'duplicate-name', path: '/name', line: 1 }]);
    expect(result.diagnostics[0]!.message).toContain('neighbour');
  });

  it('copies of the example open clean: a bundled example (a template, never published) does not make its name a duplicate', async () => {
    temp = await tempIntegrations();
    const copy = await readFile(join(EXAMPLE_DIR, MANIFEST), 'utf8');
    const result = await check({ [MANIFEST]: copy, 'src/index.tsx': '' });
    expect(result.diagnostics.filter((d) => d.code === 'duplicate-name')).toEqual([]);
    const examplePath = join(EXAMPLE_DIR, MANIFEST);
    expect(await validateManifestInFolder(await readFile(examplePath, 'utf8'), examplePath)).toEqual({ valid: true, diagnostics: [] });
  });

  it('paths in messages never climb out of the open folder: another folder is named by its absolute path', async () => {
    temp = await tempIntegrations();
    await temp.integration('neighbour', { [MANIFEST]: MINIMAL });
    const result = await check({ [MANIFEST]: MINIMAL });
    const message = result.diagnostics.find((d) => d.code === 'duplicate-name')!.message;
    expect(message).not.toMatch(/\.\.\//);
    expect(message).toMatch(/\(\/[^)]*neighbour\)/);
  });
});
