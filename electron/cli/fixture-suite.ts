import { join } from 'node:path';
import { startFixtureEngine, type EngineOptions, type FixtureEngine } from '../services/fixtures/engine.ts';
import { FIXTURES_FOLDER, loadFixtures, type LoadedFixture } from '../services/fixtures/load.ts';
import { summarize, type RunSummary } from '../services/fixtures/reporters.ts';
import { runFixture, type FixtureReport } from '../services/fixtures/run.ts';
import { refreshFixtureSchema } from '../services/fixtures/schema-file.ts';
import { refreshManifestSchema } from '../services/manifest/schema-file.ts';
import type { ImageSnapshots } from '../services/preview/image-snapshot.ts';

/** The fixtures of `dir` whose name contains `filter` (all of them without one). */
export async function selectFixtures(dir: string, filter: string | undefined): Promise<LoadedFixture[]> {
  return (await loadFixtures(dir)).filter((fixture) => filter === undefined || fixture.name.includes(filter));
}

/** What was looked for when none is found, after "no": `fixtures matching "x" in DIR/fixtures`. */
export function fixturesLookedFor(dir: string, filter: string | undefined): string {
  return `fixtures${filter ? ` matching ${JSON.stringify(filter)}` : ''} in ${join(dir, FIXTURES_FOLDER)}`;
}

export interface SuiteOptions {
  engine: EngineOptions;
  updateSnapshots: boolean;
  /** `test --png`: the image snapshots, made once the host runs (Chromium loads only when a fixture needs an image). */
  images?: () => Promise<ImageSnapshots>;
  /** Each fixture's report as soon as it ran (`test`'s progress lines). */
  onReport?(report: FixtureReport): void;
  /** What a host that does not start becomes (`test`: a usage error for `--env`); by default the error as it came. */
  startFailed?(error: unknown): unknown;
}

/**
 * Runs `fixtures` as `integration-studio test` does, for `test` and the MCP server's run_fixtures:
 * one host started for them (its own journal in memory, each fixture in installations of its own),
 * the fixtures one after the other, then the summary.
 */
export async function runFixtureSuite(
  dir: string,
  fixtures: LoadedFixture[],
  options: SuiteOptions,
): Promise<{ reports: FixtureReport[]; summary: RunSummary }> {
  // The `$schema` the fixtures name (./fixture.schema.json) and the manifest's
  // (./platform-manifest.schema.json, when `new` wrote one) follow this studio's schemas.
  await refreshFixtureSchema(dir);
  await refreshManifestSchema(dir);
  const started = performance.now();
  let engine: FixtureEngine;
  try {
    // In CI nothing may reach a third-party service: only mocks answer unless --outbound says otherwise.
    const outboundMode = options.engine.outboundMode ?? (process.env.CI ? 'lockdown' : undefined);
    engine = await startFixtureEngine(dir, { ...options.engine, outboundMode });
  } catch (error) {
    throw options.startFailed ? options.startFailed(error) : error;
  }
  const reports: FixtureReport[] = [];
  let snapshots: ImageSnapshots | undefined;
  try {
    snapshots = await options.images?.();
    for (const fixture of fixtures) {
      const report = await runFixture(engine, fixture, { updateSnapshots: options.updateSnapshots, images: snapshots });
      reports.push(report);
      options.onReport?.(report);
    }
  } finally {
    await snapshots?.close();
    await engine.dispose();
  }
  return { reports, summary: summarize(reports, performance.now() - started) };
}
