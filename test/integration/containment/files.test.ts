import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { bundleIntegration } from '../../../electron/services/host/build.ts';
import { iconFile } from '../../../electron/services/host/integration-icon.ts';
import { saveCapturedFixture, type CapturedFixture } from '../../../electron/services/fixtures/capture.ts';
import { resolveSecrets } from '../../../electron/services/manifest/secrets.ts';
import { folderVariables } from '../../../electron/services/manifest/environment.ts';
import { validateManifestInFolder } from '../../../electron/services/manifest/validate-file.ts';
import { capture } from '../fixtures/support.ts';
import { fetchEvent, startTestHost } from '../host/support.ts';

/**
 * Files stay in the integration folder. Hostile folders are made here, at test time (symlinks in git
 * are awkward): `root/outside/` holds what the integration must never read, `root/app/` is the
 * integration, whose links, `../` and absolute imports lead out.
 */
const CANARY = 'canary-outside-the-folder-7f3a';
const RULE = "builds read only the integration's folder";
let root: string;
let outside: string;

const MANIFEST = `name: hostile-files
title: Hostile files
description: reaches for files outside its folder
organization: studio-tests
visibility: private
script: ./src/index.ts
scopes: []
`;

/** A fresh integration folder under the test's root, with `files` (path → text, or `{ link: target }`). */
async function integration(name: string, files: Record<string, string | { link: string }>): Promise<string> {
  const dir = join(root, name);
  const all: Record<string, string | { link: string }> = { 'platform-manifest.yaml': MANIFEST, ...files };
  for (const [path, content] of Object.entries(all)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    if (typeof content === 'string') await writeFile(join(dir, path), content);
    else await symlink(content.link, join(dir, path));
  }
  return dir;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'studio-files-'));
  outside = join(root, 'outside');
  await mkdir(outside);
  await writeFile(join(outside, 'secret.txt'), CANARY);
  await writeFile(join(outside, 'secret.png'), CANARY);
  await writeFile(join(outside, 'secret.ts'), `export default ${JSON.stringify(CANARY)};\n`);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("the integration's assets (integration.urls.assets)", () => {
  it("serve the images at the top of the folder's public/, as the platform publishes them, and no other file: not a link out of the folder, not a FIFO, not its fetch handler", async () => {
    const dir = await integration('assets', {
      'public/status.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'public/leak.png': { link: join(outside, 'secret.png') },
      'public/notes.txt': 'not an image',
      'public/nested/deep.png': 'png',
      'src/index.ts': `import { createIntegration } from '@platform/runtime';
export default createIntegration({
  fetch: async (request, context) => {
    const name = new URL(request.url).searchParams.get('name');
    if (name === null) return new Response('answered by the fetch handler');
    const answer = await fetch(context.environment.integration.urls.assets + '/' + name);
    return new Response(answer.status + ' ' + answer.headers.get('content-type') + ' ' + (await answer.text()));
  },
});
`,
    });
    // A FIFO in an image's place would hold the public server if it were opened for reading.
    execFileSync('mkfifo', [join(dir, 'public', 'pipe.png')]);
    const t = await startTestHost(dir);
    try {
      const probe = async (name: string) =>
        (await t.host.dispatchEvent(fetchEvent(t.host, `/probe?name=${encodeURIComponent(name)}`))).body;
      expect(await probe('status.svg')).toBe('200 image/svg+xml <svg xmlns="http://www.w3.org/2000/svg"/>');
      for (const name of ['leak.png', 'pipe.png', 'notes.txt', 'nested/deep.png', '../platform-manifest.yaml']) {
        const body = await probe(name);
        expect(body, name).toMatch(/^404 /);
        expect(body, name).not.toContain(CANARY);
        expect(body, name).not.toContain('answered by the fetch handler');
      }
      // The environment's type names only some of the description's `urls`; the envelope carries all of them.
      const urls = t.host.world.environmentFor(undefined)!.integration.urls as Record<string, string>;
      const direct = await fetch(`${urls.assets}/leak.png`);
      expect(direct.status).toBe(404);
      expect(await direct.text()).not.toContain(CANARY);
    } finally {
      await t.close();
    }
  });
});

describe('the manifest icon', () => {
  it('an icon that is a symlink to a file outside the folder is not served, not even to hosted code through integration.urls.icon', async () => {
    const dir = await integration('icon-link', {
      'assets/icon.png': { link: join(outside, 'secret.png') },
      'platform-manifest.yaml': `${MANIFEST}icon: ./assets/icon.png\n`,
      'src/index.ts': `import { createIntegration } from '@platform/runtime';
export default createIntegration({
  fetch: async (_request, context) => {
    const answer = await fetch(context.environment.integration.urls.icon);
    return new Response(await answer.text(), { status: answer.status });
  },
});
`,
    });
    expect(iconFile(dir, './assets/icon.png')).toBeNull();
    const t = await startTestHost(dir);
    try {
      const result = await t.host.dispatchEvent(fetchEvent(t.host, '/'));
      expect(result.body).not.toContain(CANARY);
      expect(result.status).toBe(404);
      const direct = await fetch(`${t.server.origin}/assets/icon`);
      expect(await direct.text()).not.toContain(CANARY);
    } finally {
      await t.close();
    }
  });

  it('an icon inside the folder, even through a link, is still served', async () => {
    const dir = await integration('icon-inside', { 'assets/real.png': 'png', 'assets/icon.png': { link: './real.png' } });
    expect(iconFile(dir, './assets/icon.png')).toBe(join(dir, 'assets/real.png'));
  });

  it("the manifest's file references (icon, preview images, block icons, script) outside the folder are refused, naming the file", async () => {
    const dir = await integration('references', {
      'assets/icon.png': { link: join(outside, 'secret.png') },
      'assets/preview.png': { link: '../../outside/secret.png' },
    });
    const text = `${MANIFEST.replace('./src/index.ts', join(outside, 'secret.ts'))}icon: ./assets/icon.png\npreviewImages:\n  - ./assets/preview.png\n`;
    const { diagnostics } = await validateManifestInFolder(text, join(dir, 'platform-manifest.yaml'));
    const refused = diagnostics.filter((d) => d.code === 'file-outside-folder');
    expect(refused.map((d) => d.path).sort()).toEqual(['/icon', '/previewImages/0', '/script']);
    expect(refused.find((d) => d.path === '/icon')!.message).toContain(join(outside, 'secret.png'));
  });
});

describe('the build', () => {
  async function build(name: string, source: string, extra: Record<string, string | { link: string }> = {}) {
    const dir = await integration(name, { 'src/index.ts': source, ...extra });
    return { dir, result: await bundleIntegration(dir, './src/index.ts') };
  }
  function refused(result: Awaited<ReturnType<typeof bundleIntegration>>): string {
    if (result.ok) throw new Error(`the build succeeded; the bundle holds the canary: ${result.bundle.code.includes(CANARY)}`);
    return result.failure.message;
  }

  it('an import of an absolute path outside the folder is a build error naming the importing file, the import, the real path and the rule', async () => {
    const secret = join(outside, 'secret.txt');
    const { result } = await build('absolute', `import text from '${secret}' with { type: 'text' };\nexport default text;\n`);
    const message = refused(result);
    expect(message).toMatch(/^src\/index\.ts:1:\d+: src\/index\.ts imports '/);
    expect(message).toContain(`imports '${secret}', which is ${secret}: refused, ${RULE}`);
    if (!result.ok) expect(result.failure.file).toBe('src/index.ts');
  });

  it("`../../outside.txt` with { type: 'text' } is a build error", async () => {
    const { result } = await build(
      'relative',
      "import text from '../../outside/secret.txt' with { type: 'text' };\nexport default text;\n",
    );
    expect(refused(result)).toContain(`imports '../../outside/secret.txt', which is ${join(outside, 'secret.txt')}: refused, ${RULE}`);
  });

  it('a symlinked source file pointing outside the folder is a build error, also as the entry point', async () => {
    const { result } = await build('source-link', "import value from './value';\nexport default value;\n", {
      'src/value.ts': { link: join(outside, 'secret.ts') },
    });
    expect(refused(result)).toContain(`imports './value', which is ${join(outside, 'secret.ts')}: refused, ${RULE}`);

    const dir = await integration('entry-link', { 'src/index.ts': { link: join(outside, 'secret.ts') } });
    const entry = await bundleIntegration(dir, './src/index.ts');
    expect(refused(entry)).toContain(`The manifest's \`script\`, which is ${join(outside, 'secret.ts')}: refused`);
  });

  it('a glob import reaching outside the folder is a build error', async () => {
    const { result } = await build(
      'glob',
      "export default (name: string) => import(`../../outside/${name}.txt`, { with: { type: 'text' } });\n",
    );
    expect(refused(result)).toContain(`which is ${join(outside, 'secret.txt')}: refused, ${RULE}`);
  });

  it('a node_modules package linked from outside the folder (a workspace sibling, npm link) is a build error', async () => {
    await mkdir(join(root, 'packages/sibling'), { recursive: true });
    await writeFile(join(root, 'packages/sibling/package.json'), JSON.stringify({ name: 'sibling', main: 'index.js' }));
    await writeFile(join(root, 'packages/sibling/index.js'), `export default ${JSON.stringify(CANARY)};\n`);
    const { result } = await build('workspace-link', "import value from 'sibling';\nexport default value;\n", {
      'node_modules/sibling': { link: join(root, 'packages/sibling') },
    });
    expect(refused(result)).toContain(`imports 'sibling', which is ${join(root, 'packages/sibling/index.js')}: refused, ${RULE}`);
  });

  it("the folder's .env and the studio's .studio/ data are never bundled", async () => {
    const { result } = await build('dotenv', "import env from '../.env' with { type: 'text' };\nexport default env;\n", {
      '.env': `TOKEN=${CANARY}\n`,
    });
    expect(refused(result)).toContain("the studio's own data (.studio/) and the .env file are never bundled");
  });

  it("inside-folder imports, node_modules (also one linked to a shared install) and the studio's SDK still build", async () => {
    // As the corpus runner and pnpm-like setups do: node_modules is a link to a folder named node_modules.
    const shared = join(root, 'shared-install/node_modules');
    await mkdir(join(shared, 'shared-pkg'), { recursive: true });
    await writeFile(join(shared, 'shared-pkg/package.json'), JSON.stringify({ name: 'shared-pkg', main: 'index.js' }));
    await writeFile(join(shared, 'shared-pkg/index.js'), "export default 'from-shared-install';\n");
    const source = `import { createIntegration } from '@platform/runtime';
import local from './local';
import text from './notes.txt' with { type: 'text' };
import shared from 'shared-pkg';
export const all = [local, text, shared];
export default createIntegration({});
`;
    const { result } = await build('inside', source, {
      'src/local.ts': "export default 'from-local';\n",
      'src/notes.txt': 'from-text',
      node_modules: { link: shared },
    });
    if (!result.ok) throw new Error(result.failure.message);
    for (const value of ['from-local', 'from-text', 'from-shared-install', 'function createIntegration'])
      expect(result.bundle.code).toContain(value);
  });

  it('a refused import shows where build errors show: the host status and the build record', async () => {
    const dir = await integration('host-build', {
      'src/index.ts': "import text from '../../outside/secret.txt' with { type: 'text' };\nexport default text;\n",
    });
    const t = await startTestHost(dir);
    try {
      const status = await t.host.status();
      expect(status.state).toBe('error');
      expect(status.error).toContain(RULE);
      const record = t.records.find((r) => r.kind === 'build' && r.status === 'error');
      expect(record?.summary).toContain(`src/index.ts imports '../../outside/secret.txt'`);
    } finally {
      await t.close();
    }
  });
});

describe('fixture paths', () => {
  const captured: CapturedFixture = {
    suggestedName: 'probe',
    fixture: {
      description: 'probe',
      event: { type: 'installation_setup' },
      expect: { snapshot: true },
    } as unknown as CapturedFixture['fixture'],
    snapshot: { probe: true },
    references: [],
  };

  it('a `fixtures` symlink outside the folder: fixture save is refused naming it, and nothing is written outside', async () => {
    const target = join(root, 'fixtures-target');
    await mkdir(target);
    const dir = await integration('fixtures-link', { 'src/index.ts': '', fixtures: { link: target } });
    await expect(saveCapturedFixture(dir, captured, 'probe')).rejects.toThrow(
      `The fixtures folder (fixtures) is ${target}, outside the integration folder`,
    );
    expect(readdirSync(target)).toEqual([]);

    const list = capture();
    expect(await main(['fixture', 'list', '--dir', dir], list.io)).not.toBe(0);
    expect(list.err.join('\n')).toContain(`The fixtures folder (fixtures) is ${target}, outside the integration folder`);
    const test = capture();
    expect(await main(['test', dir], test.io)).not.toBe(0);
    expect(test.err.join('\n')).toContain('outside the integration folder');
  });

  it('a `__snapshots__` symlink, or a link under the temporary file name, never makes fixture save write outside', async () => {
    const target = join(root, 'snapshots-target');
    await mkdir(target);
    const dir = await integration('snapshots-link', { 'src/index.ts': '', 'fixtures/__snapshots__': { link: target } });
    await expect(saveCapturedFixture(dir, captured, 'probe')).rejects.toThrow(
      'The snapshot file (fixtures/__snapshots__/probe.snap.json) is',
    );
    expect(readdirSync(target)).toEqual([]);

    const decoy = join(root, 'decoy.txt');
    await writeFile(decoy, 'untouched');
    const clean = await integration('temporary-link', { 'src/index.ts': '' });
    await mkdir(join(clean, 'fixtures'));
    await symlink(decoy, join(clean, 'fixtures', `other.json.${process.pid}.tmp`));
    await saveCapturedFixture(clean, { ...captured, fixture: { ...captured.fixture, expect: {} } }, 'other');
    expect(await readFile(decoy, 'utf8')).toBe('untouched');
    expect(JSON.parse(await readFile(join(clean, 'fixtures/other.json'), 'utf8')).description).toBe('probe');
    expect(existsSync(join(clean, 'fixtures', `other.json.${process.pid}.tmp`))).toBe(false);
  });

  it('a fixture named by a path outside the folder is not read', async () => {
    await writeFile(join(outside, 'event.json'), JSON.stringify({ event: { type: 'installation_setup' } }));
    const dir = await integration('fixture-path', { 'src/index.ts': '' });
    const { findFixture } = await import('../../../electron/services/fixtures/load.ts');
    const loaded = await findFixture(dir, '../outside/event.json');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.issues[0]!.message).toContain('outside the integration folder');
  });
});

describe('the .env file', () => {
  it('a .env symlink outside the folder is refused: its lines never become the secrets handed to hosted code', async () => {
    await writeFile(join(outside, 'credentials'), `aws_secret_access_key = ${CANARY}\n`);
    const dir = await integration('dotenv-link', { 'src/index.ts': '', '.env': { link: join(outside, 'credentials') } });
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const resolved = await resolveSecrets(dir, { KEY: '${{ env.aws_secret_access_key }}' }, {});
      expect(resolved.values).toEqual({});
      expect(resolved.missing).toMatchObject([{ secret: 'KEY', variable: 'aws_secret_access_key' }]);
      expect((await folderVariables(dir)).expand('${{ env.aws_secret_access_key }}').unresolved).toEqual([
        { variable: 'aws_secret_access_key' },
      ]);
    } finally {
      console.warn = original;
    }
    expect(warnings[0]).toContain(`The .env file (.env) is ${join(outside, 'credentials')}, outside the integration folder`);
  });

  it('a .env inside the folder is still read', async () => {
    const dir = await integration('dotenv-inside', { 'src/index.ts': '', '.env': 'TOKEN=inside\n' });
    expect((await resolveSecrets(dir, { KEY: '${{ env.TOKEN }}' }, {})).values).toEqual({ KEY: 'inside' });
  });
});
