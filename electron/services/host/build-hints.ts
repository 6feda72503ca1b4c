import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface PackageJson {
  scripts?: Record<string, unknown>;
  dependencies?: Record<string, unknown>;
  devDependencies?: Record<string, unknown>;
}

function packageJson(dir: string): PackageJson | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as PackageJson) : null;
  } catch {
    return null;
  }
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * What to do about an import esbuild could not resolve, when the folder's package.json says. Real
 * integrations import files their own `build` script writes (marketo's `./webframe`, made by a
 * script the monorepo runs before publishing; the platform's CLI does not run it), and a fresh copy
 * has no node_modules yet. Empty when package.json says nothing about it.
 */
export function unresolvedHint(esbuildText: string, dir: string): string {
  const specifier = /^Could not resolve "([^"]+)"/.exec(esbuildText)?.[1];
  if (!specifier) return '';
  const pkg = packageJson(dir);
  if (!pkg) return '';
  if (specifier.startsWith('.')) {
    const build = pkg.scripts?.build;
    return typeof build === 'string'
      ? `. The file is not there, and package.json has a \`build\` script (\`${build}\`) that may write it: run \`npm run build\` in the folder first.`
      : '';
  }
  const name = packageName(specifier);
  const declared = pkg.dependencies?.[name] !== undefined || pkg.devDependencies?.[name] !== undefined;
  return declared && !existsSync(join(dir, 'node_modules', name))
    ? `. package.json declares ${name} but it is not installed: run \`npm install\` in the folder.`
    : '';
}
