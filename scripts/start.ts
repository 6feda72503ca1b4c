// `npm start`: build when the sources are newer than the build, then open the Electron window on the
// folder of the last run (the bundled example the first time or with `-- --example`, or the folder given after `--`). Where Electron cannot start, say why in one line
// and serve browser mode instead.
import '../electron/cli/quiet-warnings.ts';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from '../electron/lib/paths.ts';

const SOURCES = ['electron', 'shared', 'renderer', 'electron.vite.config.ts', 'package.json'];
const BUILT = join(ROOT, 'out', 'renderer', 'index.html');

function newestMtime(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

function buildIfStale() {
  const built = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((name) => newestMtime(join(ROOT, name))));
  if (built >= sources) return;
  console.log('Building the studio…');
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The build failed (see above); fix it and run npm start again.');
    process.exit(1);
  }
}

/** The Electron binary's path, or why there is none. */
function electronBinary(): { path: string } | { reason: string } {
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { reason: 'no display (DISPLAY and WAYLAND_DISPLAY are unset)' };
  }
  // Electron downloads its binary on first use; that fails on machines without access to its host.
  const probe = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("electron"))'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (probe.status === 0 && probe.stdout && existsSync(probe.stdout)) return { path: probe.stdout };
  return { reason: 'the Electron binary is not installed and could not be downloaded' };
}

const args = process.argv.slice(2);
// No folder named: where the user left off (the desktop app and serve each reopen the last folder).
const dir = args.find((arg) => !arg.startsWith('-'));
buildIfStale();
const electron = electronBinary();
if ('path' in electron) {
  const child = spawn(electron.path, [ROOT, ...(dir ? [dir] : []), ...args.filter((arg) => arg === '--example')], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(`Electron cannot start here: ${electron.reason}. Serving browser mode instead.`);
  // Loaded late so the warning filter above is in place before node:sqlite loads.
  const { main } = await import('../electron/cli/main.ts');
  process.exitCode = await main(['serve', ...(dir ? [dir] : []), ...args.filter((arg) => arg.startsWith('-'))]);
}
