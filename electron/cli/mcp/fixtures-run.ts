import type { EngineOptions } from '../../services/fixtures/engine.ts';
import { jsonReport } from '../../services/fixtures/reporters.ts';
import type { HostLimits } from '../../services/host/limits.ts';
import { fixturesLookedFor, runFixtureSuite, selectFixtures } from '../fixture-suite.ts';

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
  const fixtures = await selectFixtures(dir, filter);
  if (fixtures.length === 0) throw new Error(`No ${fixturesLookedFor(dir, filter)}: keep a journal record as one with save_fixture.`);
  const { reports, summary } = await runFixtureSuite(dir, fixtures, {
    // A debugger would wait for someone to attach before the first fixture: an agent's run never does.
    engine: { ...limits, inspectPort: undefined, ...engineOptions },
    updateSnapshots: updateSnapshots === true,
  });
  return JSON.parse(jsonReport(reports, summary));
}
