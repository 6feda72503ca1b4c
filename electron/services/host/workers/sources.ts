import { build, type Plugin } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from '../../../lib/paths.ts';
import { BUNDLE_NAME, PRELUDE_NAME } from './constants.ts';

/** The runtime's worker modules, bundled: what Miniflare gets as module contents. */
export interface WorkerSources {
  entry: string;
  prelude: string;
  gate: string;
  swap: string;
}

/** The worker modules' own folder (sources, not the Electron bundle in out/main: found from the studio's root). */
export const WORKERS_DIR = join(ROOT, 'electron', 'services', 'host', 'workers');

/**
 * The entry's two neighbours stay modules of their own, imported in the order the entry writes
 * them: the prelude (so its captures run before any hosted code) and the integration's bundle.
 * Bundling either into the entry would change what runs first.
 */
const neighbours: Plugin = {
  name: 'studio-worker-neighbours',
  setup(build) {
    build.onResolve({ filter: /^\.\/prelude\.worker\.ts$/ }, () => ({ path: `./${PRELUDE_NAME}`, external: true }));
    build.onResolve({ filter: new RegExp(`^\\./${BUNDLE_NAME.replace('.', '\\.')}$`) }, () => ({
      path: `./${BUNDLE_NAME}`,
      external: true,
    }));
  },
};

async function bundle(file: string): Promise<string> {
  const result = await build({
    absWorkingDir: WORKERS_DIR,
    entryPoints: [join(WORKERS_DIR, file)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    external: ['node:*'],
    plugins: [neighbours],
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
    treeShaking: true,
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error(`esbuild produced no JavaScript for the runtime's ${file}.`);
  return code;
}

let sources: Promise<WorkerSources> | null = null;

/**
 * Bundled once per process, at the first runtime start (tens of milliseconds), from the typed
 * sources next to this file; the same strings serve every runtime after that.
 */
export function workerSources(): Promise<WorkerSources> {
  sources ??= Promise.all([
    bundle('entry.worker.ts'),
    bundle('prelude.worker.ts'),
    bundle('gate.worker.ts'),
    bundle('swap.worker.ts'),
  ]).then(
    ([entry, prelude, gate, swap]) => ({ entry, prelude, gate, swap }),
    (error: Error) => {
      sources = null;
      throw new Error(`The studio's runtime modules (${WORKERS_DIR}) did not bundle: ${error.message}. Reinstall the studio.`);
    },
  );
  return sources;
}

let front: Promise<string> | null = null;

/** The public endpoint's front worker, bundled when first asked for: no runtime carries it yet (docs/host.md). */
export function frontWorkerSource(): Promise<string> {
  front ??= bundle('front.worker.ts').catch((error: Error) => {
    front = null;
    throw new Error(`The studio's front worker (${WORKERS_DIR}) did not bundle: ${error.message}. Reinstall the studio.`);
  });
  return front;
}
