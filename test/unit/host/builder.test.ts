import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { HostStatus } from '../../../shared/api/host.ts';
import type { JournalRecord } from '../../../shared/api/index.ts';
import type { BuildResult, Bundle } from '../../../electron/services/host/build.ts';
import { createBuilder, type BuilderDeps } from '../../../electron/services/host/builder.ts';
import type { LogEntry } from '../../../electron/services/host/logs.ts';
import { fixedManifest, manifestSnapshot } from '../../../electron/services/manifest/snapshot.ts';

const MANIFEST = 'name: demo\ntitle: Demo\ndescription: d\norganization: o\nscopes: []\nscript: ./src/index.ts\n';
const bundleOf = (code: string): Bundle => ({ code, map: '', durationMs: 5 });
const built = (code: string): BuildResult => ({ ok: true, bundle: bundleOf(code) });
const broken: BuildResult = {
  ok: false,
  failure: { message: 'src/index.ts:1:1: Expected ";"', file: 'src/index.ts', line: 1, column: 1, durationMs: 3 },
};

/** A builder on fakes: the manifest text, the bundler's answers and the runtime's load; no esbuild, no workerd. */
function harness(over: Partial<BuilderDeps> & { manifestText?: string; results?: BuildResult[] } = {}) {
  const rows: JournalRecord[] = [];
  const statuses: Partial<HostStatus>[] = [];
  const logs: LogEntry[] = [];
  const loaded: string[] = [];
  const registered: Record<string, string> = {};
  const results = [...(over.results ?? [built('v1')])];
  const bundled: string[] = [];
  const builder = createBuilder({
    dir: '/work/demo',
    manifestPath: '/work/demo/platform-manifest.yaml',
    manifest: fixedManifest(manifestSnapshot('/work/demo/platform-manifest.yaml', over.manifestText ?? MANIFEST)),
    journal: {
      append(record) {
        const row = { id: rows.length + 1, ts: 0, installationId: null, parentId: null, ...record } as JournalRecord;
        rows.push(row);
        return row;
      },
      registerSecret: (name, value) => void (registered[name] = value),
    },
    status: (patch) => void statuses.push(patch),
    log: (entry) => void logs.push(entry),
    load: async (bundle) => void loaded.push(bundle.code),
    env: {},
    bundle: async (_dir, script) => {
      bundled.push(script);
      return results.length > 1 ? results.shift()! : results[0]!;
    },
    resolveSecrets: async () => ({ values: {}, missing: [] }),
    ...over,
  });
  return { builder, rows, statuses, logs, loaded, registered, bundled };
}

describe('builder: build, load and say so', () => {
  it('a build says building then ready, journals the build and loads the bundle of the manifest script', async () => {
    const { builder, rows, statuses, loaded, bundled } = harness();
    await builder.start();
    expect(bundled).toEqual(['./src/index.ts']);
    expect(loaded).toEqual(['v1']);
    expect(statuses[0]).toEqual({ state: 'building' });
    expect(statuses.at(-1)).toMatchObject({ state: 'ready', error: null, lastBuildMs: 5 });
    expect(rows).toMatchObject([{ kind: 'build', status: 'ok', data: { ok: true } }]);
    expect(builder.built).toMatchObject({ integrationName: 'demo', loads: 1 });
  });

  it('code that does not compile is journaled with its place, the status says error, and the previous build keeps serving', async () => {
    const { builder, rows, statuses, loaded } = harness({ results: [built('v1'), broken] });
    await builder.start();
    await builder.rebuild();
    expect(loaded).toEqual(['v1']);
    expect(builder.built.loads).toBe(1);
    expect(rows.at(-1)).toMatchObject({ kind: 'build', status: 'error', data: { ok: false, file: 'src/index.ts', line: 1 } });
    expect(statuses.at(-1)).toMatchObject({ state: 'error', error: 'src/index.ts:1:1: Expected ";"' });
  });

  it('a module that fails to start is a build error naming why', async () => {
    const { builder, rows, statuses } = harness({
      load: async () => {
        throw new Error('Uncaught ReferenceError: x is not defined');
      },
    });
    await builder.start();
    expect(builder.built.loads).toBe(0);
    expect(rows.at(-1)?.summary).toBe('The integration failed to start: Uncaught ReferenceError: x is not defined');
    expect(statuses.at(-1)).toMatchObject({
      state: 'error',
      error: 'The integration failed to start: Uncaught ReferenceError: x is not defined',
    });
  });

  it('a manifest without a script bundles nothing and says what to add', async () => {
    const { builder, bundled, statuses } = harness({ manifestText: MANIFEST.replace('script: ./src/index.ts\n', '') });
    await builder.start();
    expect(bundled).toEqual([]);
    expect(statuses.at(-1)).toMatchObject({ state: 'error' });
    expect(statuses.at(-1)!.error).toMatch(/has no "script"/);
  });

  it('rebuilds asked for while one runs become one more build, not one each', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { builder, bundled } = harness({
      load: async () => {
        await gate;
      },
    });
    const first = builder.rebuild();
    void builder.rebuild();
    void builder.rebuild();
    const third = builder.rebuild();
    release();
    await Promise.all([first, third]);
    expect(bundled).toHaveLength(2);
  });

  it('dispatches can wait on the first build only while it runs', async () => {
    const { builder } = harness();
    expect(builder.firstBuild()).toBeNull();
    const starting = builder.start();
    expect(builder.firstBuild()).toBeInstanceOf(Promise);
    await starting;
    expect(builder.firstBuild()).toBeNull();
  });

  it('secrets are registered with the journal redactor, and missing ones are named in the status and in a warning line', async () => {
    const { builder, registered, statuses, logs } = harness({
      resolveSecrets: async () => ({ values: { API_KEY: 'k-123456' }, missing: [{ secret: 'OTHER', variable: 'OTHER_VAR' }] }),
    });
    await builder.start();
    expect(registered).toEqual({ API_KEY: 'k-123456' });
    expect(builder.built.secrets).toEqual({ API_KEY: 'k-123456' });
    const missing = statuses.at(-1)!.missingSecrets!;
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/OTHER/);
    expect(logs).toMatchObject([{ level: 'warn', source: 'runtime' }]);
    expect(logs[0]!.message).toMatch(/^Missing secrets/);
  });

  describe('a change while the folder is watched', () => {
    /** A builder watching an empty temporary folder, whose manifest source says "changed" on demand; bundles take `buildMs`. */
    async function watched(buildMs: number, sameCode = false) {
      const folder = mkdtempSync(join(tmpdir(), 'builder-watch-'));
      const listeners: (() => void)[] = [];
      let snapshot = manifestSnapshot(join(folder, 'platform-manifest.yaml'), MANIFEST);
      const events: string[] = [];
      let started = 0;
      const at = () => Math.round(performance.now() - started);
      let version = 0;
      const h = harness({
        dir: folder,
        manifest: { snapshot: () => snapshot, onDidChange: (listener) => (listeners.push(() => listener(snapshot)), () => {}) },
        bundle: async () => {
          const code = sameCode ? 'v1' : `v${++version}`;
          events.push(`bundle ${code} @${at()}`);
          await sleep(buildMs);
          return built(code);
        },
        load: async (bundle) => void events.push(`load ${bundle.code} @${at()}`),
      });
      await h.builder.start();
      await h.builder.watch();
      events.length = 0;
      started = performance.now();
      return {
        ...h,
        events,
        change: () => listeners.forEach((listener) => listener()),
        /** The manifest as the manifest service would have it after an edit in the studio. */
        editManifest(text: string) {
          snapshot = manifestSnapshot(join(folder, 'platform-manifest.yaml'), text);
          listeners.forEach((listener) => listener());
        },
        async done() {
          await h.builder.dispose();
          rmSync(folder, { recursive: true, force: true });
        },
      };
    }

    it('is built at once, and swapped in only once the folder has been quiet for the debounce', async () => {
      const w = await watched(5);
      const reloaded = w.builder.nextReload();
      w.change();
      await reloaded;
      expect(w.events.map((e) => e.split(' @')[0])).toEqual(['bundle v2', 'load v2']);
      const [bundledAt, loadedAt] = w.events.map((e) => Number(e.split('@')[1]));
      expect(bundledAt).toBeLessThan(19); // before the 20 ms quiet window is over, not after it
      expect(loadedAt).toBeGreaterThanOrEqual(19); // not before the folder was quiet for 20 ms
      expect(w.builder.built.loads).toBe(2);
      await w.done();
    });

    it('a change that builds the same bundle swaps nothing in and journals nothing; a rebuild the user asks for loads it again', async () => {
      const w = await watched(1, true);
      const rowsBefore = w.rows.length;
      const reloaded = w.builder.nextReload();
      w.change();
      await reloaded;
      expect(w.events.map((e) => e.split(' @')[0])).toEqual(['bundle v1']);
      expect(w.rows).toHaveLength(rowsBefore);
      expect(w.statuses.at(-1)).toMatchObject({ state: 'ready', error: null });
      await w.builder.rebuild();
      expect(w.events.map((e) => e.split(' @')[0])).toEqual(['bundle v1', 'bundle v1', 'load v1']);
      expect(w.builder.built.loads).toBe(2);
      await w.done();
    });

    it('a manifest edit reloads even when the bundle is the same: the build read more than the code', async () => {
      const w = await watched(1, true);
      const reloaded = w.builder.nextReload();
      w.editManifest(MANIFEST.replace('name: demo', 'name: demo-renamed'));
      await reloaded;
      expect(w.events.map((e) => e.split(' @')[0])).toEqual(['bundle v1', 'load v1']);
      expect(w.rows.at(-1)).toMatchObject({ kind: 'build', status: 'ok' });
      expect(w.statuses.at(-1)).toMatchObject({ state: 'ready', lastReloadAt: expect.any(Number) });
      await w.done();
    });

    it('a change after the build began is built again: the overtaken build is neither loaded nor reported', async () => {
      const w = await watched(30);
      const reloaded = w.builder.nextReload();
      w.change();
      await sleep(10);
      w.change(); // while v2 builds
      await reloaded;
      expect(w.events.map((e) => e.split(' @')[0])).toEqual(['bundle v2', 'bundle v3', 'load v3']);
      expect(w.rows.filter((r) => r.kind === 'build')).toHaveLength(2); // the start's and v3's
      expect(w.builder.built.loads).toBe(2);
      await w.done();
    });
  });
});
