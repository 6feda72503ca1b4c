import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { main } from '../../../electron/cli/main.ts';
import { MINIMAL, tempIntegrations } from '../../fixtures/manifest/folders.ts';

const MANIFEST = 'platform-manifest.yaml';
let temp: Awaited<ReturnType<typeof tempIntegrations>>;
afterEach(() => temp?.cleanup());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('integration-studio validate', () => {
  it('exits 0 on a valid integration, printing no finding', async () => {
    temp = await tempIntegrations();
    const dir = await temp.integration('ok', { [MANIFEST]: MINIMAL });
    const result = await run('validate', dir);
    expect(result).toMatchObject({ code: 0, out: '' });
    expect(result.err).toContain('valid');
  });

  it('exits 1 on errors, one compiler-style line per finding: file:line:column severity code message', async () => {
    temp = await tempIntegrations();
    const dir = await temp.integration('bad', { [MANIFEST]: `${MINIMAL}visibility: secret\ncategories: [analytic]\n` });
    const result = await run('validate', join(dir, MANIFEST));
    expect(result.code).toBe(1);
    const lines = result.out.split('\n');
    for (const line of lines) expect(line).toMatch(/^.+:\d+:\d+ (error|warning) [a-z-]+ .+$/);
    expect(lines).toContain(
      `${join(dir, MANIFEST)}:6:13 error invalid-value \`secret\` is not allowed for \`visibility\`. Allowed: \`private\`, \`unlisted\`, \`public\`.`,
    );
    expect(result.out).toContain(':7:14 error unknown-category `analytic` is not a known category. Did you mean `analytics`?');
    expect(result.err).toContain('2 errors, 0 warnings');
  });

  it('exits 0 when there are only warnings', async () => {
    temp = await tempIntegrations();
    const dir = await temp.integration('warned', { [MANIFEST]: MINIMAL.replace('scopes: []', 'scopes: [site:script:inject]') });
    const result = await run('validate', dir);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/:5:10 warning internal-scope /);
  });

  it('--json prints {valid, diagnostics} with positions', async () => {
    temp = await tempIntegrations();
    const dir = await temp.integration('json', { [MANIFEST]: `${MINIMAL}icon: ./nope.png\n` });
    const result = await run('validate', dir, '--json');
    expect(result.code).toBe(1);
    const parsed = JSON.parse(result.out) as { valid: boolean; diagnostics: unknown[] };
    expect(parsed).toEqual({
      valid: false,
      diagnostics: [expect.objectContaining({ severity: 'error', code: 'file-not-found', path: '/icon', line: 6, column: 7 })],
    });
  });

  it('exits 2 when the path cannot be read: missing, or a folder without a manifest', async () => {
    temp = await tempIntegrations();
    expect((await run('validate', join(temp.root, 'does-not-exist'))).code).toBe(2);
    const empty = await temp.integration('empty', { 'README.md': '#' });
    const result = await run('validate', empty);
    expect(result.code).toBe(2);
    expect(result.err).toContain(`has no ${MANIFEST}`);
  });

  it('exits 2 on a bad flag', async () => {
    expect((await run('validate', '--jsn')).code).toBe(2);
  });
});

describe('integration-studio new', () => {
  it('scaffolds manifest, code, .env.example and tsconfig; the result validates clean', async () => {
    temp = await tempIntegrations();
    const dir = join(temp.root, 'My Widget');
    const created = await run('new', dir, '--title', 'The Widget');
    const quoted = await run('new', join(temp.root, 'quoted'), '--title', 'Ops: #1 - "best"');
    expect(quoted.code).toBe(0);
    expect((await run('validate', join(temp.root, 'quoted'))).code).toBe(0);
    expect(parse(await readFile(join(temp.root, 'quoted', MANIFEST), 'utf8')).title).toBe('Ops: #1 - "best"');
    expect(created.code).toBe(0);
    expect(created.out).toContain('Created my-widget');
    const manifest = await readFile(join(dir, MANIFEST), 'utf8');
    expect(manifest).toContain('name: my-widget');
    expect(manifest).toContain('title: The Widget\n');
    const source = await readFile(join(dir, 'src/index.tsx'), 'utf8');
    for (const part of ['createIntegration', 'createComponent', 'fetch:', 'events:', '<button']) expect(source).toContain(part);
    expect(await readFile(join(dir, '.env.example'), 'utf8')).toContain('API_TOKEN=');
    const tsconfig = JSON.parse(await readFile(join(dir, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]>; jsxImportSource: string };
    };
    expect(tsconfig.compilerOptions.jsxImportSource).toBe('@platform/runtime');
    expect(tsconfig.compilerOptions.paths['@platform/runtime']![0]).toMatch(/sdk\/runtime\/index\.ts$/);
    expect(await run('validate', dir, '--json')).toMatchObject({ code: 0, out: JSON.stringify({ valid: true, diagnostics: [] }, null, 2) });
  });

  it('--name sets the name; an invalid one is a usage error (exit 2)', async () => {
    temp = await tempIntegrations();
    expect((await run('new', join(temp.root, 'a'), '--name', 'custom-name')).code).toBe(0);
    expect(await readFile(join(temp.root, 'a', MANIFEST), 'utf8')).toContain('name: custom-name');
    const bad = await run('new', join(temp.root, 'b'), '--name', 'Bad Name');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('not a valid integration name');
  });

  it('refuses a folder that already has files (exit 2) and leaves it as it was', async () => {
    temp = await tempIntegrations();
    const dir = await temp.integration('taken', { [MANIFEST]: MINIMAL });
    const result = await run('new', dir);
    expect(result.code).toBe(2);
    expect(result.err).toContain('already holds an integration');
    expect(await readFile(join(dir, MANIFEST), 'utf8')).toBe(MINIMAL);
  });

  it('without DIR is a usage error (exit 2)', async () => {
    expect((await run('new')).code).toBe(2);
  });
});
