import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_DIR, ROOT } from '../../../electron/lib/paths.ts';

describe('a reader that stops early (`| head`)', () => {
  it('ends the command quietly with exit 0, not with an unhandled EPIPE on stderr', async () => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin', 'integration-studio.js'), 'trigger', 'space_content_updated', '--dir', EXAMPLE_DIR, '--no-studio'],
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
