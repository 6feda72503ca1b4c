import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { ROOT } from '../../electron/lib/paths.ts';

/** The Electron binary, if this machine has it (its download is not possible everywhere). */
function electronBinary(): { path: string } | { reason: string } {
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { reason: 'no display (DISPLAY and WAYLAND_DISPLAY are unset)' };
  }
  const pathFile = join(ROOT, 'node_modules', 'electron', 'path.txt');
  const binary = existsSync(pathFile) ? join(ROOT, 'node_modules', 'electron', 'dist', readFileSync(pathFile, 'utf8')) : null;
  if (!binary || !existsSync(binary)) return { reason: 'the Electron binary is not installed (it cannot be downloaded on this machine)' };
  return { path: binary };
}

const found = electronBinary();
if ('reason' in found) console.log(`Electron smoke test skipped: ${found.reason}.`);

test('the Electron window opens on the example integration with the secure defaults', async () => {
  test.skip('reason' in found, 'reason' in found ? found.reason : '');
  const app = await electron.launch({ executablePath: (found as { path: string }).path, args: [ROOT], cwd: ROOT });
  try {
    const window = await app.firstWindow();
    await expect(window.getByTestId('status-integration')).toContainText('Hello Platform');
    // No Node in the page (nodeIntegration off, sandboxed, isolated): only the bridge is visible.
    expect(await window.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');
    expect(await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
    expect(await window.evaluate(() => Object.keys((window as unknown as { studio: object }).studio).sort())).toEqual([
      'call',
      'subscribe',
    ]);
  } finally {
    await app.close();
  }
});
