import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../electron/lib/paths.ts';

/**
 * Where each integration's npm dependencies are installed once: keyed by what its package.json asks
 * for, under node_modules/.cache so CI starts from nothing and later runs reuse it.
 */
export const DEPENDENCY_CACHE = join(ROOT, 'node_modules', '.cache', 'studio-corpus');

interface PackageJson {
  dependencies?: Record<string, string>;
}

/**
 * The folder holding `node_modules` for these dependencies (installed from the npm registry on the
 * first call, reused after), or null when the integration has none. Development dependencies are
 * types and test tools: the bundle never imports them.
 */
export function installDependencies(name: string, packageJsonPath: string): { dir: string | null; installedMs: number } {
  const started = performance.now();
  const pkg = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as PackageJson;
  const dependencies = pkg.dependencies ?? {};
  if (Object.keys(dependencies).length === 0) return { dir: null, installedMs: 0 };
  const sorted = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
  const key = createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 16);
  const dir = join(DEPENDENCY_CACHE, `${name}-${key}`);
  if (existsSync(join(dir, 'node_modules'))) return { dir, installedMs: 0 };

  // Installed beside, then renamed: an interrupted install never looks like a finished one.
  const staging = `${dir}.partial-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'package.json'), JSON.stringify({ name: `corpus-${name}`, private: true, dependencies: sorted }, null, 2));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'],
    { cwd: staging, encoding: 'utf8', timeout: 240_000 },
  );
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`npm install for ${name} failed: ${(result.stderr || result.error?.message || '').trim().slice(0, 2000)}`);
  }
  try {
    renameSync(staging, dir);
  } catch (error) {
    // Another run (a parallel test process) finished the same install first: use its copy.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, 'node_modules'))) throw error;
  }
  return { dir, installedMs: performance.now() - started };
}
