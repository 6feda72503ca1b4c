import { join } from 'node:path';
import { startFixtureEngine, type EngineOptions } from '../../services/fixtures/engine.ts';
import { FIXTURES_FOLDER, loadFixtures } from '../../services/fixtures/load.ts';
import { jsonReport, summarize } from '../../services/fixtures/reporters.ts';
import { runFixture, type FixtureReport } from '../../services/fixtures/run.ts';
import { refreshFixtureSchema } from '../../services/fixtures/schema-file.ts';
import type { HostLimits } from '../../services/host/limits.ts';

/**
 * The fixtures of `dir` run as `test --reporter json` runs them (one host started for them, each
 * fixture in installations of its own), answered as that report's object. No fixture is an error
 * saying how to make one.
 */
export async function runFixtureReport(
  dir: string,
  options: { filter?: string; updateSnapshots?: boolean; limits: HostLimits } & Omit<EngineOptions, keyof HostLimits | 'onDebugger'>,
): Promise<unknown> {
  const { filter, updateSnapshots, limits, ...engineOptions } = options;
  const fixtures = (await loadFixtures(dir)).filter((fixture) => filter === undefined || fixture.name.includes(filter));
  if (fixtures.length === 0)
    throw new Error(
      `No fixtures${filter ? ` matching ${JSON.stringify(filter)}` : ''} in ${join(dir, FIXTURES_FOLDER)}: keep a journal record as one with save_fixture.`,
    );
  await refreshFixtureSchema(dir);
  const started = performance.now();
  // A debugger would wait for someone to attach before the first fixture: an agent's run never does. In CI, as `test`: mocks only.
  const outboundMode = limits.outboundMode ?? (process.env.CI ? 'lockdown' : undefined);
  const engine = await startFixtureEngine(dir, { ...limits, outboundMode, inspectPort: undefined, ...engineOptions });
  const reports: FixtureReport[] = [];
  try {
    for (const fixture of fixtures) reports.push(await runFixture(engine, fixture, { updateSnapshots: updateSnapshots === true }));
  } finally {
    await engine.dispose();
  }
  return JSON.parse(jsonReport(reports, summarize(reports, performance.now() - started)));
}
