import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { HostStatus } from '../../../shared/api/host.ts';
import { readManifestSnapshot, type ManifestSnapshot, type ManifestSource } from '../manifest/snapshot.ts';
import { BUNDLE_NAME, bundleIntegration, type Bundle, type BuildResult } from './build.ts';
import { hostConfig, type HostConfig } from './config.ts';
import { iconFile } from './integration-icon.ts';
import type { LogEntry } from './logs.ts';
import type { JournalSink } from './ports.ts';
import { describeMissingSecret, resolveSecrets, type ResolvedSecrets } from '../manifest/secrets.ts';
import { stackMapper } from './source-map.ts';
import { notYetBuilt, type LoadedIntegration } from '../platform/loaded-integration.ts';

/** How long the folder must be quiet before a rebuilt change is swapped in (an editor's save is several events). */
const RELOAD_DEBOUNCE_MS = 20;
/**
 * chokidar drops a file's 'change' that comes within 50 ms of its previous one (a throttle, not a
 * debounce: no trailing event). A second save that close would never be built, so each change is
 * looked at again once that window has passed.
 */
const CHANGE_THROTTLE_MS = 50;

/** What the latest build took from the manifest, and what the loaded code needs to be read back. */
export interface Built extends LoadedIntegration {
  /** The manifest's icon file, served at the public server's ICON_PATH. */
  icon: string | null;
  missingSecrets: string[];
  /** Maps a stack of the loaded bundle back to the integration's files. */
  mapStack: (stack: string) => string;
  /** The loaded bundle's source map and the file it would be at, or null before a build loads. */
  sourceMap: { map: string; file: string } | null;
  /** Builds loaded so far: what was read of the running code holds until this changes. */
  loads: number;
}

export interface BuilderDeps {
  dir: string;
  manifestPath: string;
  /** The manifest service's snapshots; without one each build reads the file once. */
  manifest?: ManifestSource;
  journal: JournalSink & { registerSecret(name: string, value: string): void };
  status(patch: Partial<HostStatus>): void;
  /** A line of the studio's own that belongs to no dispatch. */
  log(entry: LogEntry): void;
  /** Puts a bundle into the runtime; throws when its module fails to start. */
  load(bundle: Bundle): Promise<void>;
  /** Variables for `${{ env.NAME }}`, and for an untrusted folder the only ones its secrets may read. */
  env: NodeJS.ProcessEnv;
  envAllow?: readonly string[];
  /** The user trusts the folder: its build may read the folder's workspace (a monorepo's packages, pnpm's store). */
  workspaceReads?: boolean;
  /** The platform world's record of the loaded integration: each build writes its name, defaults and secrets there. */
  loaded?: LoadedIntegration;
  /** Seams for unit tests; default: esbuild, the manifest file, the folder's secrets. */
  bundle?: (dir: string, script: string, reach: { workspace?: boolean }) => Promise<BuildResult>;
  readManifest?: (path: string) => Promise<ManifestSnapshot>;
  resolveSecrets?: (dir: string, declared: unknown, env: NodeJS.ProcessEnv, allow?: readonly string[]) => Promise<ResolvedSecrets>;
}

/** Build and reload: the first build, rebuilds coalesced while one runs, and the folder watcher. */
export interface Builder {
  readonly built: Built;
  /** The first build; dispatches wait for it. */
  start(): Promise<void>;
  /** Set while the first build runs. */
  firstBuild(): Promise<void> | null;
  /** Builds now; a build asked for while one runs happens once more after it. */
  rebuild(): Promise<void>;
  /** Watches the folder (and the manifest service) and rebuilds on change; resolves once the watcher is ready. */
  watch(): Promise<void>;
  /** Resolves after the next reload the watcher triggers (tests and benchmarks). */
  nextReload(): Promise<void>;
  /** Stops watching and waits for a build under way. */
  dispose(): Promise<void>;
}

export function createBuilder(deps: BuilderDeps): Builder {
  const { dir, manifestPath, journal } = deps;
  const bundle = deps.bundle ?? bundleIntegration;
  const readManifest = deps.readManifest ?? readManifestSnapshot;
  const resolve_ = deps.resolveSecrets ?? resolveSecrets;
  const built: Built = Object.assign(deps.loaded ?? notYetBuilt(), {
    icon: null,
    missingSecrets: [],
    mapStack: (stack: string) => stack,
    sourceMap: null,
    loads: 0,
  });
  let building: Promise<void> | null = null;
  let again = false;
  let first: Promise<void> | null = null;
  let watcher: FSWatcher | null = null;
  let disposed = false;
  let stopManifest: (() => void) | null = null;
  let reloadListeners: (() => void)[] = [];

  /** What a build read and produced, before anything is reported or swapped in. */
  type Prepared =
    { ok: false; error: string } | { ok: true; manifest: HostConfig; resolved: ResolvedSecrets; result: BuildResult; at: number };

  async function prepare(): Promise<Prepared> {
    deps.status({ state: 'building' });
    const read = hostConfig(deps.manifest ? deps.manifest.snapshot() : await readManifest(manifestPath));
    if (!read.ok) return { ok: false, error: read.error };
    const manifest = read.config;
    const resolved = await resolve_(dir, manifest.secrets, deps.env, deps.envAllow);
    const result = await bundle(dir, manifest.script, { workspace: deps.workspaceReads === true });
    return { ok: true, manifest, resolved, result, at: Date.now() };
  }

  async function finish(prepared: Prepared): Promise<void> {
    if (!prepared.ok) {
      deps.status({ state: 'error', error: prepared.error });
      return;
    }
    const { manifest, resolved, result, at } = prepared;
    built.integrationName = manifest.name;
    built.defaults = manifest.defaults;
    built.devHasSite = manifest.devHasSite;
    built.icon = iconFile(dir, manifest.icon);
    for (const [name, value] of Object.entries(resolved.values)) journal.registerSecret(name, value);
    built.secrets = resolved.values;
    const missingSecrets = (built.missingSecrets = resolved.missing.map(describeMissingSecret));
    if (!result.ok) {
      const { failure } = result;
      journal.append({
        kind: 'build',
        status: 'error',
        summary: `Build failed: ${failure.message}`,
        data: { ok: false, durationMs: failure.durationMs, error: failure.message, file: failure.file, line: failure.line },
      });
      // The previous good build keeps serving; the status says the newest code does not build.
      deps.status({ state: 'error', error: failure.message, lastBuildMs: failure.durationMs, lastBuildAt: at, missingSecrets });
      return;
    }
    // What the build read besides the code: a change to it is a reload even when the bundle is the same.
    const inputs = JSON.stringify([manifest, resolved.values, resolved.missing]);
    await load(result.bundle, inputs, at, missingSecrets);
  }

  async function buildOnce(): Promise<void> {
    await finish(await prepare());
  }

  /**
   * The bundle serving now and what its build read (manifest, secrets), when the last load
   * succeeded: a build that gives both again swaps nothing.
   */
  let serving: { bundle: Bundle; inputs: string } | null = null;
  /** Asked for by the user (`host.rebuild`): the bundle is loaded again even when it is the same. */
  let reloadAsked = false;

  async function load(next: Bundle, inputs: string, at: number, missingSecrets: string[]) {
    const asked = reloadAsked;
    reloadAsked = false;
    if (!asked && serving && next.code === serving.bundle.code && next.map === serving.bundle.map && inputs === serving.inputs) {
      // Nothing changed (a second look at a save, an editor writing twice): nothing to swap or journal.
      deps.status({ state: 'ready', error: null, lastBuildMs: next.durationMs, lastBuildAt: at, missingSecrets });
      return;
    }
    serving = null;
    const mapFile = join(dir, '.studio', `${BUNDLE_NAME}.map`);
    try {
      await deps.load(next);
    } catch (error) {
      // A throw while the module was evaluated names lines of the bundle: shown as the user's files.
      const mapStack = stackMapper(next.map, dir, mapFile);
      const message = `The integration failed to start: ${mapStack((error as Error).message)}`;
      journal.append({
        kind: 'build',
        status: 'error',
        summary: message,
        data: { ok: false, durationMs: next.durationMs, error: message },
      });
      deps.status({ state: 'error', error: message, lastBuildMs: next.durationMs, lastBuildAt: at, missingSecrets });
      return;
    }
    serving = { bundle: next, inputs };
    built.loads++;
    built.mapStack = stackMapper(next.map, dir, mapFile);
    built.sourceMap = { map: next.map, file: mapFile };
    journal.append({
      kind: 'build',
      status: 'ok',
      summary: `Built in ${Math.round(next.durationMs)} ms`,
      data: { ok: true, durationMs: next.durationMs, missingSecrets },
    });
    if (missingSecrets.length)
      deps.log({
        level: 'warn',
        ts: Date.now(),
        message: `Missing secrets (set them in the environment or .env): ${missingSecrets.join(', ')}`,
        source: 'runtime',
      });
    deps.status({ state: 'ready', error: null, lastBuildMs: next.durationMs, lastBuildAt: at, lastReloadAt: Date.now(), missingSecrets });
  }

  /** Runs builds one at a time: asked for while one runs, one more follows it. `first` is finished before any fresh build. */
  function rebuild(first?: Prepared): Promise<void> {
    if (building) {
      again = true;
      return building;
    }
    building = (async () => {
      if (first) await finish(first);
      else again = true;
      while (again) {
        again = false;
        await buildOnce();
      }
    })().finally(() => {
      building = null;
    });
    return building;
  }

  // A change is built at once, while the editor may still be writing, and swapped in only once the
  // folder has been quiet for RELOAD_DEBOUNCE_MS: the build (20–60 ms) overlaps the wait instead of
  // following it. A change that comes after the build began reading means building again; nothing
  // is reported of a build that was overtaken.
  let lastChangeAt = 0;
  let settling: Promise<void> | null = null;
  async function settle(): Promise<void> {
    for (;;) {
      if (building) await building.catch(() => {});
      const startedAt = performance.now();
      const prepared = await prepare();
      for (let wait = lastChangeAt + RELOAD_DEBOUNCE_MS - performance.now(); wait > 0;) {
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait = lastChangeAt + RELOAD_DEBOUNCE_MS - performance.now();
      }
      if (disposed) return;
      if (lastChangeAt >= startedAt) continue;
      await rebuild(building ? undefined : prepared);
      return;
    }
  }
  function scheduleReload() {
    lastChangeAt = performance.now();
    settling ??= settle()
      .catch((error: Error) => deps.status({ state: 'error', error: `The rebuild failed: ${error.message}` }))
      .finally(() => {
        settling = null;
        const listeners = reloadListeners;
        reloadListeners = [];
        for (const listener of listeners) listener();
      });
  }

  return {
    built,
    async start() {
      first = rebuild();
      await first;
      first = null;
    },
    firstBuild: () => first,
    rebuild: () => {
      reloadAsked = true;
      return rebuild();
    },
    async watch() {
      // With a manifest service the manifest file is its to watch: one watcher, one parse per change.
      const manifestFile = deps.manifest ? resolve(manifestPath) : null;
      watcher = watch(dir, {
        ignoreInitial: true,
        // The integration's own fixtures/ holds test inputs and snapshots (`test --update-snapshots`), never code;
        // mocks/ holds outbound mocks, read again by the gate when they change (saving one must not restart the runtime).
        ignored: (path: string) =>
          /(^|[\\/])(node_modules|\.studio|\.git)([\\/]|$)/.test(path) ||
          /^(fixtures|mocks)([\\/]|$)/.test(relative(dir, path)) ||
          resolve(dir, path) === manifestFile,
      });
      stopManifest = deps.manifest?.onDidChange(() => scheduleReload()) ?? null;
      watcher.on('all', () => scheduleReload());
      watcher.on('change', (path: string, stats?: Stats) => {
        const mtime = () =>
          stat(path).then(
            (now) => now.mtimeMs,
            () => null,
          );
        const seen = stats ? Promise.resolve(stats.mtimeMs) : mtime();
        setTimeout(() => {
          void Promise.all([seen, mtime()]).then(([before, now]) => {
            if (!disposed && now !== null && now !== before) scheduleReload();
          });
        }, CHANGE_THROTTLE_MS + 10).unref();
      });
      await new Promise<void>((ready) => watcher!.once('ready', () => ready()));
    },
    nextReload: () => new Promise((resolve) => reloadListeners.push(resolve)),
    async dispose() {
      disposed = true;
      stopManifest?.();
      await watcher?.close();
      await settling?.catch(() => {});
      await building?.catch(() => {});
    },
  };
}
