import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleIntegration } from '../../../electron/services/host/build.ts';
import { stackMapper } from '../../../electron/services/host/source-map.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-build-'));
  await mkdir(join(dir, 'src'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('bundling the manifest script', () => {
  it('resolves @platform/runtime to the studio SDK and compiles ContentKit JSX to plain elements', async () => {
    await writeFile(
      join(dir, 'src/ok.tsx'),
      "import { createIntegration } from '@platform/runtime';\nexport const el = <block><text>hi</text></block>;\nexport default createIntegration({});\n",
    );
    const result = await bundleIntegration(dir, './src/ok.tsx');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.bundle.code).toContain('function createIntegration');
    expect(result.bundle.code).not.toMatch(/^import /m);
    expect(JSON.parse(result.bundle.map).sources.some((s: string) => s.endsWith('src/ok.tsx'))).toBe(true);
  });

  it('.raw.js and .raw.css imports are text, as the platform CLI loads them', async () => {
    await writeFile(join(dir, 'src/inject.raw.js'), 'window.injected = 1;\n');
    await writeFile(join(dir, 'src/style.raw.css'), 'body { color: red }\n');
    await writeFile(
      join(dir, 'src/raw.ts'),
      "import script from './inject.raw.js';\nimport css from './style.raw.css';\nexport default { script, css };\n",
    );
    const result = await bundleIntegration(dir, './src/raw.ts');
    if (!result.ok) throw new Error(result.failure.message);
    const module = await import(`data:text/javascript,${encodeURIComponent(result.bundle.code)}`);
    expect(module.default).toEqual({ script: 'window.injected = 1;\n', css: 'body { color: red }\n' });
  });

  it('MODE and process.env.NODE_ENV are defined as "development"; node:* and cloudflare:* stay imports for the runtime', async () => {
    await writeFile(
      join(dir, 'src/defines.ts'),
      "import { Buffer } from 'node:buffer';\nimport { connect } from 'cloudflare:sockets';\ndeclare const MODE: string;\nexport default [MODE, process.env.NODE_ENV, typeof Buffer, typeof connect];\n",
    );
    const result = await bundleIntegration(dir, './src/defines.ts');
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.bundle.code).toMatch(/from "node:buffer"/);
    expect(result.bundle.code).toMatch(/from "cloudflare:sockets"/);
    expect(result.bundle.code).toContain('"development", "development"');
  });

  it('packages resolve through their worker/browser entry points first, as on the platform', async () => {
    const pkg = join(dir, 'node_modules/dual');
    await mkdir(pkg, { recursive: true });
    await writeFile(
      join(pkg, 'package.json'),
      JSON.stringify({ name: 'dual', main: 'node.js', browser: 'browser.js', worker: 'worker.js' }),
    );
    for (const f of ['node', 'browser', 'worker']) await writeFile(join(pkg, `${f}.js`), `export default '${f}';\n`);
    await writeFile(join(dir, 'src/dual.ts'), "import which from 'dual';\nexport default which;\n");
    const result = await bundleIntegration(dir, './src/dual.ts');
    if (!result.ok) throw new Error(result.failure.message);
    expect(result.bundle.code).toContain('"worker"');
  });

  it('a syntax error reports file:line:column and the esbuild message', async () => {
    await writeFile(join(dir, 'src/bad.ts'), 'const a = 1;\nexport default {\n  fetch( {\n};\n');
    const result = await bundleIntegration(dir, './src/bad.ts');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure).toMatchObject({ file: 'src/bad.ts', line: 4 });
    expect(result.failure.message).toMatch(/^src\/bad\.ts:4:\d+: Expected/);
  });

  it('an unresolvable import names the module', async () => {
    await writeFile(join(dir, 'src/missing.ts'), "import x from 'no-such-package';\nexport default x;\n");
    const result = await bundleIntegration(dir, './src/missing.ts');
    expect(!result.ok && result.failure.message).toMatch(/src\/missing\.ts:1:\d+: Could not resolve "no-such-package"/);
  });

  it("an unresolvable file that the folder's build script may write says to run that script first (marketo imports ./webframe its build makes)", async () => {
    const own = await mkdtemp(join(tmpdir(), 'studio-build-script-'));
    try {
      await mkdir(join(own, 'src'));
      await writeFile(join(own, 'package.json'), JSON.stringify({ scripts: { build: 'bun run ./webframe/scripts/build.ts' } }));
      await writeFile(join(own, 'src/index.ts'), "import html from './webframe';\nexport default html;\n");
      const result = await bundleIntegration(own, './src/index.ts');
      expect(!result.ok && result.failure.message).toBe(
        'src/index.ts:1:18: Could not resolve "./webframe". The file is not there, and package.json has a `build` script (`bun run ./webframe/scripts/build.ts`) that may write it: run `npm run build` in the folder first.',
      );
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('an unresolvable package that package.json declares says to install the dependencies', async () => {
    const own = await mkdtemp(join(tmpdir(), 'studio-build-deps-'));
    try {
      await mkdir(join(own, 'src'));
      await writeFile(join(own, 'package.json'), JSON.stringify({ dependencies: { 'itty-router': '^2.6.1' } }));
      await writeFile(join(own, 'src/index.ts'), "import { Router } from 'itty-router';\nexport default Router;\n");
      const result = await bundleIntegration(own, './src/index.ts');
      expect(!result.ok && result.failure.message).toMatch(
        /Could not resolve "itty-router"\. package\.json declares itty-router but it is not installed: run `npm install` in the folder\.$/,
      );
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('stack traces through the bundle map back to the source file and line', async () => {
    await writeFile(join(dir, 'src/throws.ts'), "export function boom() {\n  throw new Error('x');\n}\nexport default { fetch: boom };\n");
    const result = await bundleIntegration(dir, './src/throws.ts');
    if (!result.ok) throw new Error(result.failure.message);
    const line = result.bundle.code.split('\n').findIndex((l) => l.includes('throw new Error')) + 1;
    const map = stackMapper(result.bundle.map, dir, join(dir, '.studio', 'integration.js.map'));
    expect(map(`Error: x\n    at boom (file:///studio/integration.js:${line}:9)`)).toBe('Error: x\n    at boom (src/throws.ts:2:9)');
  });
});
