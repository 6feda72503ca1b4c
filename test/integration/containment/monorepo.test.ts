import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { bundleIntegration } from '../../../electron/services/host/build.ts';
import { capture } from '../fixtures/support.ts';

/**
 * Monorepos: the platform's integrations repository is a workspace (`workspaces: [integrations/*,
 * packages/*]`), and an integration imports `@gitbook/runtime` and its siblings through
 * `node_modules` links into `packages/`. Its layout is made here, at test time: a trusted folder
 * builds and answers; an untrusted one is refused, told that trusting the folder lifts it; and the
 * workspace is the bound, so a link from it to elsewhere is still refused.
 */
const GREETING = 'hello from packages/helpers';
const CANARY = 'canary-outside-the-workspace-41c9';
let root: string;
let monorepo: string;
let integration: string;
const savedConfig = process.env.XDG_CONFIG_HOME;

async function files(base: string, entries: Record<string, string | { link: string }>) {
  for (const [path, content] of Object.entries(entries)) {
    await mkdir(dirname(join(base, path)), { recursive: true });
    if (typeof content === 'string') await writeFile(join(base, path), content);
    else await symlink(content.link, join(base, path));
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'studio-monorepo-'));
  // The CLI remembers --trust in the config folder: this file's own, never the real home.
  process.env.XDG_CONFIG_HOME = join(root, 'config');
  monorepo = join(root, 'integrations-repo');
  integration = join(monorepo, 'integrations', 'demo');
  await files(root, { 'outside/secret.js': `export const secret = ${JSON.stringify(CANARY)};\n` });
  await files(monorepo, {
    'package.json': JSON.stringify({ name: '@gitbook/integrations', private: true, workspaces: ['integrations/*', 'packages/*'] }),
    // The platform's runtime package, as a workspace package (here it hands over the studio's runtime).
    'packages/runtime/package.json': JSON.stringify({ name: '@gitbook/runtime', main: 'index.js' }),
    'packages/runtime/index.js': "export * from '@platform/runtime';\n",
    'packages/helpers/package.json': JSON.stringify({ name: '@gitbook/helpers', main: 'index.js' }),
    'packages/helpers/index.js': `export const greeting = ${JSON.stringify(GREETING)};\n`,
    // A workspace package that leads out of the workspace: the bound holds.
    'packages/leaky/package.json': JSON.stringify({ name: '@gitbook/leaky', main: 'index.js' }),
    'packages/leaky/index.js': { link: join(root, 'outside', 'secret.js') },
    'node_modules/@gitbook/runtime': { link: '../../packages/runtime' },
    'node_modules/@gitbook/helpers': { link: '../../packages/helpers' },
    'node_modules/@gitbook/leaky': { link: '../../packages/leaky' },
    'integrations/demo/package.json': JSON.stringify({ name: '@gitbook/integration-demo', private: true }),
    'integrations/demo/platform-manifest.yaml': `name: demo
title: Demo
description: an integration inside the platform's integrations monorepo
organization: studio-tests
visibility: private
script: ./src/index.ts
scopes: []
`,
    'integrations/demo/src/index.ts': `import { createIntegration } from '@gitbook/runtime';
import { greeting } from '@gitbook/helpers';
export default createIntegration({
  events: {
    installation_setup: async () => {
      console.log(greeting);
    },
  },
});
`,
  });
});
afterAll(async () => {
  if (savedConfig === undefined) delete process.env.XDG_CONFIG_HOME;
  else process.env.XDG_CONFIG_HOME = savedConfig;
  await rm(root, { recursive: true, force: true });
});

describe('a build inside a workspace monorepo', () => {
  it("an untrusted folder's build is refused at the workspace package, and the refusal says trusting the folder lifts it", async () => {
    const { io, err } = capture();
    const code = await main(['trigger', 'installation_setup', '--dir', integration], io);
    expect(code).not.toBe(0);
    const message = err.join('\n');
    expect(message).toContain(
      `src/index.ts imports '@gitbook/runtime', which is ${join(monorepo, 'packages', 'runtime', 'index.js')}: refused`,
    );
    expect(message).toContain(`It is in this folder's workspace ${monorepo}, which a build reads once you trust the folder (--trust`);
  });

  it("a trusted folder's build reads its workspace's packages through node_modules links, and the integration answers", async () => {
    const { io, out, err } = capture();
    const code = await main(['trigger', 'installation_setup', '--dir', integration, '--trust'], io);
    expect(err.join('\n')).not.toContain('refused');
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^200 in \d+ ms/);
    expect(out.join('\n')).toContain(GREETING);
  });

  it('the workspace is the bound: a workspace package whose file leads out of the workspace is still refused, trusted or not', async () => {
    await files(integration, { 'src/leak.ts': "import { secret } from '@gitbook/leaky';\nexport default secret;\n" });
    const result = await bundleIntegration(integration, './src/leak.ts', { workspace: true });
    if (result.ok) throw new Error(`the build succeeded; the bundle holds the canary: ${result.bundle.code.includes(CANARY)}`);
    expect(result.failure.message).toContain(`which is ${join(root, 'outside', 'secret.js')}: refused`);
    expect(result.failure.message).toContain(`beyond its workspace ${monorepo}`);
  });

  it("a folder in no workspace keeps today's rule: a package linked from elsewhere is refused even when trusted", async () => {
    const lone = join(root, 'lone');
    await files(lone, {
      'src/index.ts': "import { greeting } from '@gitbook/helpers';\nexport default greeting;\n",
      'node_modules/@gitbook/helpers': { link: join(monorepo, 'packages', 'helpers') },
    });
    const result = await bundleIntegration(lone, './src/index.ts', { workspace: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.message).toContain(`which is ${join(monorepo, 'packages', 'helpers', 'index.js')}: refused`);
  });

  it("pnpm's global virtual store, named by the .modules.yaml pnpm writes, is read for a trusted folder only", async () => {
    const pnpm = join(root, 'pnpm-repo');
    const store = join(root, 'pnpm-store', 'v10');
    await files(root, {
      'pnpm-store/v10/links/@/left-pad/1.0.0/hash/node_modules/left-pad/package.json': JSON.stringify({
        name: 'left-pad',
        main: 'index.js',
      }),
      'pnpm-store/v10/links/@/left-pad/1.0.0/hash/node_modules/left-pad/index.js': 'export const pad = "padded";\n',
    });
    await files(pnpm, {
      'pnpm-workspace.yaml': 'packages:\n  - integrations/*\n',
      'node_modules/.modules.yaml': `storeDir: ${store}\nvirtualStoreDir: .pnpm\n`,
      'integrations/one/src/index.ts': "import { pad } from 'left-pad';\nexport default pad;\n",
      'integrations/one/node_modules/left-pad': { link: join(store, 'links/@/left-pad/1.0.0/hash/node_modules/left-pad') },
    });
    const dir = join(pnpm, 'integrations', 'one');
    expect((await bundleIntegration(dir, './src/index.ts', { workspace: true })).ok).toBe(true);
    const untrusted = await bundleIntegration(dir, './src/index.ts');
    expect(untrusted.ok).toBe(false);
    if (!untrusted.ok) expect(untrusted.failure.message).toContain('which a build reads once you trust the folder');
  });
});
