import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The studio's own folder: the nearest parent holding our package.json. Found by walking up because
 * this file runs from `electron/lib/` (CLI, tests) and from the bundle in `out/main/` (Electron).
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'integration-studio') return dir;
    if (dirname(dir) === dir) throw new Error(`Integration Studio's package.json was not found above ${start}.`);
  }
}

export const ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
export const RENDERER_OUT = join(ROOT, 'out', 'renderer');
export const EXAMPLE_DIR = join(ROOT, 'resources', 'examples', 'hello-platform');
export const SDK_DIR = join(ROOT, 'sdk');
/** The platform's generated types, the layer below `shared/` and `sdk/`; `@platform/api-client` re-exports them. */
export const PLATFORM_TYPES_DIR = join(ROOT, 'platform-types');
/** The studio's folders an integration's build reads: the SDK and the platform types it re-exports. */
export const SDK_FOLDERS: readonly string[] = [SDK_DIR, PLATFORM_TYPES_DIR];
