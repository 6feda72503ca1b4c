import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';
import { validateManifestInFolder } from '../../../electron/services/manifest/validate-file.ts';

// The corpus lives beside the repository (`../shared`): /work/shared here, next to the clone in CI.
const CORPUS = join(ROOT, '..', 'shared', 'corpus', 'real-manifests');
const present = existsSync(CORPUS);
if (!present)
  console.info(`manifest corpus test skipped: ${CORPUS} does not exist (the 57 real manifests live in ../shared beside the repository).`);
const files = present
  ? readdirSync(CORPUS)
      .filter((file) => file.endsWith('.yaml'))
      .sort()
  : [];

describe.skipIf(!present)('real manifests corpus', () => {
  it('holds the 57 public integrations', () => {
    expect(files).toHaveLength(57);
  });

  it.each(files)('%s validates with no error other than file-not-found (its assets are not in the corpus)', async (file) => {
    const path = join(CORPUS, file);
    const { diagnostics } = await validateManifestInFolder(await readFile(path, 'utf8'), path);
    const errors = diagnostics.filter((d) => d.severity === 'error' && d.code !== 'file-not-found');
    expect(errors).toEqual([]);
  });
});
