import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import serviceFolderOrder from '../../../eslint-rules/service-folder-order.js';
import { ROOT } from '../../../electron/lib/paths.ts';

const RULE = 'layers/service-folder-order';
/** alpha/entry → gamma/top → beta/middle → alpha/base: a circle between folders, none between files. */
const FIXTURE = 'test/fixtures/lint/service-folders/services';

/** The rule's messages per fixture file (relative to the fixture), the folders declared low to high as `order`. */
async function lintFixture(options: { order: string[]; exceptions?: { from: string; to: string }[] }) {
  const config: Linter.Config = {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { layers: { rules: { 'service-folder-order': serviceFolderOrder } } },
    rules: { [RULE]: ['error', { root: FIXTURE, ...options }] },
  };
  const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });
  const results = await eslint.lintFiles([FIXTURE]);
  return Object.fromEntries(
    results
      .filter((r) => r.messages.length)
      .map((r) => [r.filePath.slice(join(ROOT, FIXTURE).length + 1), r.messages.map((m) => m.message)]),
  );
}

describe('no circle between service folders: each imports only lower ones, in the declared order', () => {
  it('a folder circle fails lint at the one import that runs upward', async () => {
    const errors = await lintFixture({ order: ['alpha', 'beta', 'gamma'] });
    expect(Object.keys(errors)).toEqual(['alpha/entry.ts']);
    expect(errors['alpha/entry.ts']).toHaveLength(1);
    expect(errors['alpha/entry.ts']![0]).toMatch(/services\/alpha may not import services\/gamma \(gamma\/top\.ts\)/);
    expect(errors['alpha/entry.ts']![0]).toMatch(/in the order alpha < beta < gamma\. Move the piece both need down/);
  });

  it('whichever order is declared, the circle fails somewhere (here at two imports, the type-only one too)', async () => {
    const errors = await lintFixture({ order: ['gamma', 'beta', 'alpha'] });
    expect(errors).toEqual({
      'beta/middle.ts': [expect.stringMatching(/services\/beta may not import services\/alpha/)],
      'gamma/top.ts': [
        expect.stringMatching(/services\/gamma may not import services\/alpha/),
        expect.stringMatching(/services\/gamma may not import services\/beta/),
      ],
    });
  });

  it('an import listed as a known exception passes, and only that one', async () => {
    expect(await lintFixture({ order: ['alpha', 'beta', 'gamma'], exceptions: [{ from: 'alpha/entry.ts', to: 'gamma/top.ts' }] })).toEqual(
      {},
    );
    const other = await lintFixture({ order: ['alpha', 'beta', 'gamma'], exceptions: [{ from: 'alpha/base.ts', to: 'gamma/top.ts' }] });
    expect(Object.keys(other)).toEqual(['alpha/entry.ts']);
  });

  it('a folder with no place in the order fails lint where it imports or is imported', async () => {
    const errors = await lintFixture({ order: ['alpha', 'gamma'] });
    expect(errors['gamma/top.ts']).toEqual([expect.stringMatching(/services\/beta has no place in the service folder order/)]);
    expect(errors['beta/middle.ts']).toEqual([expect.stringMatching(/services\/beta has no place/)]);
  });
});

describe("the studio's service folders keep the order of eslint.config.js", () => {
  const eslint = new ESLint({ cwd: ROOT });
  const folderErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
  };

  it.each([
    [
      'manifest',
      'fixtures',
      "import { refreshFixtureSchema } from '../fixtures/schema-file.ts';\nexport const refresh = refreshFixtureSchema;\n",
    ],
    ['mocks', 'fixtures', "import { describeNeeds } from '../fixtures/references.ts';\nexport const needs = describeNeeds;\n"],
    ['manifest', 'workspace', "import { locateIntegration } from '../workspace/workspace.ts';\nexport const locate = locateIntegration;\n"],
    ['events', 'journal', "import type { Journal } from '../journal/journal.ts';\nexport type Kept = Journal;\n"],
  ])('services/%s importing services/%s fails lint (a back-edge the order forbids)', async (from, to, code) => {
    const errors = await folderErrors(`electron/services/${from}/fixture-layering.ts`, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`services/${from} may not import services/${to}`));
  });

  it('a folder importing a lower one passes (host reads the manifest, fixtures read the host)', async () => {
    expect(await folderErrors('electron/services/host/fixture-layering.ts', "import '../manifest/environment.ts';\n")).toEqual([]);
    expect(await folderErrors('electron/services/fixtures/fixture-layering.ts', "import '../host/host.ts';\n")).toEqual([]);
  });

  it('every service folder has its place in the order', async () => {
    const config = (await eslint.calculateConfigForFile('electron/services/host/host.ts')) as Linter.Config;
    const [, options] = config.rules![RULE] as [unknown, { order: string[] }];
    const folders = readdirSync(join(ROOT, 'electron/services'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...options.order].sort()).toEqual(folders.sort());
  });
});
