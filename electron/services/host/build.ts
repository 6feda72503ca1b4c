import { build, type BuildOptions, type Message } from 'esbuild';
import { join } from 'node:path';
import { SDK_DIR, SDK_FOLDERS } from '../../lib/paths.ts';
import { unresolvedHint } from './build-hints.ts';
import { describeRefusal, FOLDER_BOUNDS_PLUGIN, folderBoundsPlugin } from './containment/build-bounds.ts';
import { findWorkspace } from './containment/workspace-bounds.ts';
import { shownPath } from './shown-path.ts';
import { BUNDLE_NAME } from './workers/constants.ts';

export interface Bundle {
  code: string;
  /** The source map (JSON text), for mapping stack traces back to the user's files. */
  map: string;
  durationMs: number;
}

export interface BuildFailure {
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
  durationMs: number;
}

export type BuildResult = { ok: true; bundle: Bundle } | { ok: false; failure: BuildFailure };

/** The name the bundle carries inside the runtime; stack traces refer to it. */
export { BUNDLE_NAME } from './workers/constants.ts';

function describe(message: Message, dir: string): Omit<BuildFailure, 'durationMs'> {
  const location = message.location;
  // Relative to the folder when inside it, absolute otherwise (an error in the SDK), never `../`.
  const file = location ? shownPath(dir, join(dir, location.file)) : null;
  const where = location ? `${file}:${location.line}:${location.column + 1}: ` : '';
  const text =
    message.pluginName === FOLDER_BOUNDS_PLUGIN ? describeRefusal(message, file) : message.text + unresolvedHint(message.text, dir);
  return { message: `${where}${text}`, file, line: location?.line ?? null, column: location ? location.column + 1 : null };
}

/**
 * The runtime the bundle runs on, as the platform's CLI runs its dev server (GitbookIO/integrations
 * packages/cli/src/dev.ts, `getMiniflareOptions`: compatibility date 2025-05-25, `nodejs_compat`),
 * so a runtime behaviour that depends on the date is the one integrations meet there.
 * `nodejs_compat` gives npm packages the Node built-ins they import.
 */
export const COMPATIBILITY_DATE = '2025-05-25';
export const COMPATIBILITY_FLAGS = ['nodejs_compat'] as const;

/** The mode the platform's CLI builds with for local development; `MODE` and `NODE_ENV` carry it. */
export const BUILD_MODE = 'development';

/**
 * The platform CLI's esbuild options, so an integration bundles here exactly as it does there:
 * the worker/browser entry points of npm packages, `MODE` defined, Node and Cloudflare built-ins
 * left to the runtime (`nodejs_compat`), injected scripts and styles imported as text.
 */
export const PLATFORM_BUILD_OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2020',
  mainFields: ['worker', 'browser', 'module', 'jsnext', 'main'],
  conditions: ['worker', 'browser', 'import', 'production'],
  define: { MODE: JSON.stringify(BUILD_MODE), 'process.env.NODE_ENV': JSON.stringify(BUILD_MODE) },
  external: ['node:*', 'cloudflare:*'],
  loader: { '.raw.js': 'text', '.raw.css': 'text' },
  jsx: 'automatic',
} as const satisfies BuildOptions;

/**
 * Bundles the manifest's `script` with the platform CLI's options. The studio adds its own SDK for
 * `@platform/*` on top; an integration that brings another runtime package in its node_modules
 * resolves that one, as on the platform. Every file it reads is inside the folder, its node_modules
 * or the SDK (`folderBoundsPlugin`): the bundle is handed to code the studio does not trust. A
 * trusted folder's build also reads its workspace (`reach.workspace`, see workspace-bounds.ts).
 */
export async function bundleIntegration(dir: string, script: string, reach: { workspace?: boolean } = {}): Promise<BuildResult> {
  const started = performance.now();
  try {
    const result = await build({
      absWorkingDir: dir,
      entryPoints: [script],
      ...PLATFORM_BUILD_OPTIONS,
      write: false,
      outfile: join(dir, '.studio', BUNDLE_NAME),
      sourcemap: 'external',
      sourcesContent: false,
      jsxImportSource: '@platform/runtime',
      // The studio only runs development builds: elements record where they were written (the
      // Preview's element → source); the host strips that from the answer the platform would see.
      jsxDev: true,
      alias: {
        '@platform/runtime': join(SDK_DIR, 'runtime'),
        '@platform/api-client': join(SDK_DIR, 'api-client'),
      },
      plugins: [folderBoundsPlugin(dir, SDK_FOLDERS, { trusted: reach.workspace === true, workspace: findWorkspace(dir) })],
      logLevel: 'silent',
      metafile: false,
    });
    const code = result.outputFiles.find((f) => f.path.endsWith('.js'));
    const map = result.outputFiles.find((f) => f.path.endsWith('.map'));
    if (!code) throw new Error('esbuild produced no JavaScript.');
    return { ok: true, bundle: { code: code.text, map: map?.text ?? '', durationMs: performance.now() - started } };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    const durationMs = performance.now() - started;
    if (errors?.length) {
      const first = describe(errors[0]!, dir);
      const more = errors.length > 1 ? ` (and ${errors.length - 1} more error${errors.length > 2 ? 's' : ''})` : '';
      return { ok: false, failure: { ...first, message: first.message + more, durationMs } };
    }
    return { ok: false, failure: { message: (error as Error).message, file: null, line: null, column: null, durationMs } };
  }
}
