import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Where the studio's own files are, when it runs from its source tree (CLI, tests, browser mode). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RENDERER_OUT = join(ROOT, 'out', 'renderer');
export const EXAMPLE_DIR = join(ROOT, 'resources', 'examples', 'hello-platform');
export const SDK_DIR = join(ROOT, 'sdk');
