import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { capture } from '../fixtures/support.ts';

/**
 * `request` without FILE lists the folder's saved requests: it sends nothing, so it needs no running
 * integration. It answers even while the code does not build, and starts no runtime.
 */
const FIXTURE = join(import.meta.dirname, '../../fixtures/integrations/hostile-redirects');

let root: string;
let dir: string;
const savedConfig = process.env.XDG_CONFIG_HOME;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cli-request-list-'));
  process.env.XDG_CONFIG_HOME = join(root, 'config');
  dir = join(root, 'integration');
  await cp(FIXTURE, dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  await mkdir(join(dir, 'requests'));
  await writeFile(join(dir, 'requests', 'api.http'), '### Options\nGET {{endpoint}}/options\n');
  // Code that does not build: a command that started the integration would fail on it.
  const entry = join(dir, 'src', 'index.ts');
  await writeFile(entry, `${await readFile(entry, 'utf8')}\nexport const broken = ;\n`);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  if (savedConfig === undefined) delete process.env.XDG_CONFIG_HOME;
  else process.env.XDG_CONFIG_HOME = savedConfig;
});

describe('request without FILE', () => {
  it('lists the saved requests without building or starting the integration', async () => {
    const { io, out, err } = capture();
    expect(await main(['request', '--dir', dir], io), err.join('\n')).toBe(0);
    expect(out.join('\n')).toContain('api.http#Options  GET {{endpoint}}/options');
    const listed = capture();
    expect(await main(['request', '--dir', dir, '--json'], listed.io)).toBe(0);
    expect(JSON.parse(listed.out.join('\n'))).toMatchObject({ files: [{ file: 'api.http', requests: [{ name: 'Options' }] }] });
    // Every start of the integration's runtime notes its process here.
    expect(existsSync(join(dir, '.studio', 'runtime-process.json'))).toBe(false);
  });
});
