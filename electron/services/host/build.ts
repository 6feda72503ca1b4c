import { build, type Message } from 'esbuild';
import { join, relative } from 'node:path';
import { SDK_DIR } from '../../paths.ts';

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
export const BUNDLE_NAME = 'integration.js';

function describe(message: Message, dir: string): Omit<BuildFailure, 'durationMs'> {
  const location = message.location;
  const file = location ? relative(dir, join(dir, location.file)) || location.file : null;
  const where = location ? `${file}:${location.line}:${location.column + 1}: ` : '';
  return { message: `${where}${message.text}`, file, line: location?.line ?? null, column: location ? location.column + 1 : null };
}

/**
 * Bundles the manifest's `script` the way the platform's CLI does: one ESM file, platform neutral,
 * JSX through the runtime's ContentKit factory, `@platform/*` from the studio's own SDK.
 */
export async function bundleIntegration(dir: string, script: string): Promise<BuildResult> {
  const started = performance.now();
  try {
    const result = await build({
      absWorkingDir: dir,
      entryPoints: [script],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      mainFields: ['module', 'main'],
      conditions: ['workerd', 'worker', 'browser'],
      outfile: join(dir, '.studio', BUNDLE_NAME),
      sourcemap: 'external',
      sourcesContent: false,
      jsx: 'automatic',
      jsxImportSource: '@platform/runtime',
      alias: {
        '@platform/runtime': join(SDK_DIR, 'runtime'),
        '@platform/api-client': join(SDK_DIR, 'api-client'),
      },
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
