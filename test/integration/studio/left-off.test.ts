import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../../shared/api/index.ts';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { callStudio, serve } from './serve-support.ts';

const tmp = mkdtempSync(join(tmpdir(), 'left-off-'));
const dir = join(tmp, 'mine');
cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
const config = join(tmp, 'config');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function openedBy(...args: string[]): Promise<string> {
  const studio = await serve(config, ...args);
  try {
    return (await callStudio<Workspace>(studio, 'workspace.current', {})).dir;
  } finally {
    await studio.stop();
  }
}

describe('where you left off', () => {
  it('serve without a folder reopens the last folder opened; --example opens the bundled example', async () => {
    expect(await openedBy(dir)).toBe(dir);
    expect(realpathSync(await openedBy())).toBe(realpathSync(dir));
    expect(realpathSync(await openedBy('--example'))).toBe(realpathSync(EXAMPLE_DIR));
    // The example was the last one opened: it is where serve starts now.
    expect(realpathSync(await openedBy())).toBe(realpathSync(EXAMPLE_DIR));
  }, 120_000);
});
