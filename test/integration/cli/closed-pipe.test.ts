import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';

const THROW = fileURLToPath(new URL('../../fixtures/integrations/throw', import.meta.url));

describe('a reader that stops early (`| head`)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'closed-pipe-'));
    await cp(THROW, dir, { recursive: true });
    // Far more than a pipe holds (64 KiB): the command is still writing when the reader goes.
    await writeFile(
      join(dir, 'src', 'index.ts'),
      `import { createIntegration } from '@platform/runtime';
export default createIntegration({ events: { space_content_updated: async () => { for (let i = 0; i < 2000; i++) console.log('line ' + i + ' ' + 'x'.repeat(100)); } } });\n`,
    );
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('ends the command quietly with exit 0, not with an unhandled EPIPE on stderr', async () => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin', 'integration-studio.js'), 'trigger', 'space_content_updated', '--dir', dir, '--trust', '--no-studio'],
      { cwd: ROOT, env: { ...process.env, CI: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // The first line read, the pipe is closed, as `head -1` closes it.
    child.stdout.once('data', () => child.stdout.destroy());
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(stderr).not.toMatch(/EPIPE|Unhandled 'error' event/);
    expect(code).toBe(0);
  }, 120_000);
});
