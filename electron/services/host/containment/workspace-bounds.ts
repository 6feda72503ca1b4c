import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * The workspace an integration folder belongs to, for the build of a folder the user trusts: the
 * platform's integrations live in a monorepo whose packages (`@gitbook/runtime`, shared helpers) are
 * linked under `node_modules` into `packages/`, so a build that reads only the folder cannot build
 * them. The workspace is the nearest folder at or above the integration that declares workspaces:
 * `workspaces` in package.json (npm, yarn, bun) or a `pnpm-workspace.yaml`. Nothing above it counts,
 * so a workspace never widens to the user's home.
 */
export interface Workspace {
  /** The workspace root's real path. */
  root: string;
  /** pnpm's virtual stores outside the root (a global virtual store, `<store>/links`), as real paths. */
  stores: string[];
}

function declaresWorkspaces(folder: string): boolean {
  if (existsSync(join(folder, 'pnpm-workspace.yaml'))) return true;
  try {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { workspaces?: unknown };
    const declared = manifest.workspaces;
    // npm/yarn/bun: an array of globs, or yarn's `{ packages: [...] }`.
    return Array.isArray(declared) || (typeof declared === 'object' && declared !== null && 'packages' in declared);
  } catch {
    return false;
  }
}

/**
 * pnpm's virtual stores a `node_modules` links into, from the `.modules.yaml` pnpm writes there: the
 * global virtual store is `<storeDir>/links` (pnpm 10.12+, `enableGlobalVirtualStore`); a
 * `virtualStoreDir` set elsewhere counts too. Only pnpm's own record names them, never a guess.
 */
function pnpmStores(modulesDir: string): string[] {
  let record: { storeDir?: unknown; virtualStoreDir?: unknown };
  try {
    record = (parse(readFileSync(join(modulesDir, '.modules.yaml'), 'utf8')) ?? {}) as typeof record;
  } catch {
    return [];
  }
  const stores: string[] = [];
  if (typeof record.storeDir === 'string' && isAbsolute(record.storeDir)) stores.push(join(record.storeDir, 'links'));
  if (typeof record.virtualStoreDir === 'string') stores.push(resolve(modulesDir, record.virtualStoreDir));
  return stores.flatMap((store) => {
    try {
      return [realpathSync(store)];
    } catch {
      return [];
    }
  });
}

/** The workspace of `dir` (nearest declaring folder at or above it), or null when it is in none. */
export function findWorkspace(dir: string): Workspace | null {
  for (let at = resolve(dir); ; at = dirname(at)) {
    if (declaresWorkspaces(at)) {
      const root = realpathSync(at);
      const stores = [...new Set([join(at, 'node_modules'), join(resolve(dir), 'node_modules')].flatMap(pnpmStores))];
      return { root, stores };
    }
    if (dirname(at) === at) return null;
  }
}
