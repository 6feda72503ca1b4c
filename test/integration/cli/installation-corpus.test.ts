import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { CORPUS_DIR } from '../../corpus/corpus-runner.ts';
import { capture } from '../fixtures/support.ts';

/**
 * A real integration configured from the command line: the platform's hotjar injects no script until
 * its site installation has its required `tracking_id`.
 */
const SOURCE = join(CORPUS_DIR, 'hotjar');
const present = existsSync(join(SOURCE, 'platform-manifest.yaml'));
if (!present) console.warn(`installation-corpus: skipped, the corpus is not at ${SOURCE} (set CORPUS_DIR).`);

let root: string;
let dir: string;
const savedConfig = process.env.XDG_CONFIG_HOME;

async function run(...argv: string[]) {
  const { io, out, err } = capture();
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(() => {
  if (!present) return;
  root = mkdtempSync(join(tmpdir(), 'cli-installation-corpus-'));
  process.env.XDG_CONFIG_HOME = join(root, 'config');
  mkdirSync(process.env.XDG_CONFIG_HOME);
  dir = join(root, 'hotjar');
  cpSync(SOURCE, dir, { recursive: true });
});
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  if (savedConfig === undefined) delete process.env.XDG_CONFIG_HOME;
  else process.env.XDG_CONFIG_HOME = savedConfig;
});

describe.skipIf(!present)('installation on a corpus integration (hotjar)', () => {
  it('its script needs the required tracking_id: refused while empty, injected with it once configured', async () => {
    const created = await run('installation', 'create', '--target', 'site', '--dir', dir, '--json');
    const { id } = JSON.parse(created.out) as { id: string };
    const unconfigured = await run('trigger', 'fetch_published_script', '--dir', dir, '--installation', id);
    expect(unconfigured.code).toBe(1);
    expect(unconfigured.out).toContain('The Hotjar Site ID is missing from the configuration');
    const empty = await run('installation', 'configure', id, '--dir', dir, '--set', 'tracking_id=');
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('tracking_id: `tracking_id` (Hotjar Site ID) is required.');
    expect((await run('installation', 'configure', id, '--dir', dir, '--set', 'tracking_id=3141592')).code).toBe(0);
    const injected = await run('trigger', 'fetch_published_script', '--dir', dir, '--installation', id);
    expect(injected.code).toBe(0);
    expect(injected.out).toContain('content-type: application/javascript');
    expect(injected.out).toContain('3141592');
  });
});
