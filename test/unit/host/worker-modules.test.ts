import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';
import { BUNDLE_NAME, PRELUDE_NAME } from '../../../electron/services/host/workers/constants.ts';
import { workerSources } from '../../../electron/services/host/workers/sources.ts';

/** The module specifiers a bundled module imports, in order. */
const imports = (code: string) => [...code.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]);

describe('worker modules: the runtime code is typed modules, bundled', () => {
  it('the bundled entry imports the prelude before the integration, and nothing else', async () => {
    const { entry } = await workerSources();
    expect(imports(entry)).toEqual([`./${PRELUDE_NAME}`, `./${BUNDLE_NAME}`]);
  });

  it('the bundled prelude imports only node:async_hooks, so its captures run before any hosted code', async () => {
    const { prelude } = await workerSources();
    expect(imports(prelude)).toEqual(['node:async_hooks']);
    expect(prelude).toMatch(/export\s*{\s*intrinsics\s*}/);
  });

  it('the bundled gate imports nothing: its cap and the host arrive as bindings', async () => {
    const { gate } = await workerSources();
    expect(imports(gate)).toEqual([]);
  });

  it('the sources are bundled once per process', async () => {
    expect(await workerSources()).toBe(await workerSources());
  });
});

describe('worker modules: lint fence', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const importErrors = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: 'electron/services/host/workers/fixture.worker.ts' });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it.each([
    ['the journal', "import '../../journal/journal.ts';"],
    ['the bus', "import '../../events/bus.ts';"],
    ['a Node built-in', "import 'node:fs';"],
    ['esbuild', "import 'esbuild';"],
  ])('a worker module that imports %s fails lint', async (_what, code) => {
    expect(await importErrors(`${code}\nexport {};\n`)).toHaveLength(1);
  });

  it('a worker module importing the constants, a sibling worker or node:async_hooks passes', async () => {
    expect(await importErrors("import './constants.ts';\nimport './prelude.worker.ts';\nimport 'node:async_hooks';\nexport {};\n")).toEqual(
      [],
    );
  });
});
