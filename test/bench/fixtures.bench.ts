// `integration-studio test` on 100 fixtures of the bundled example, next to one `trigger` (each a
// whole CLI process: start, build, run, stop), and the fixtures engine's throughput in process next
// to bare dispatches of the same inputs on the same host. Rounds interleaved, medians reported.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EXAMPLE_DIR, ROOT } from '../../electron/lib/paths.ts';
import { startFixtureEngine } from '../../electron/services/fixtures/engine.ts';
import { loadFixtures } from '../../electron/services/fixtures/load.ts';
import { runFixture } from '../../electron/services/fixtures/run.ts';
import { FIXTURE_SCHEMA_FILE } from '../../shared/fixtures/schema-file.ts';
import { stepsOf } from '../../shared/fixtures/schema.ts';
import { percentile, report } from './report.ts';

const COUNT = 100;
const ROUNDS = 3;
const run = promisify(execFile);
const cli = join(ROOT, 'bin', 'integration-studio.js');

/** A copy of the example whose fixtures folder holds COUNT fixtures: its own, cycled, with their snapshots. */
async function hundredFixtures(): Promise<{ dir: string; root: string }> {
  const root = await mkdtemp(join(tmpdir(), 'studio-bench-fixtures-'));
  const dir = join(root, 'hello-platform');
  await cp(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  const folder = join(dir, 'fixtures');
  // The folder's fixture.schema.json (editor support) is not a fixture, and stays as it is.
  const originals = (await readdir(folder)).filter((name) => /\.(json|ya?ml)$/.test(name) && name !== FIXTURE_SCHEMA_FILE).sort();
  for (const name of originals) await rm(join(folder, name));
  const snapshots = join(folder, '__snapshots__');
  for (let i = 0; i < COUNT; i++) {
    const original = originals[i % originals.length]!;
    const base = original.replace(/\.(json|ya?ml)$/, '');
    const copy = `${String(i).padStart(3, '0')}-${base}`;
    await writeFile(join(folder, `${copy}${original.slice(base.length)}`), await readFile(join(EXAMPLE_DIR, 'fixtures', original)));
    const snapshot = join(EXAMPLE_DIR, 'fixtures', '__snapshots__', `${base}.snap.json`);
    const text = await readFile(snapshot).catch(() => null);
    if (text) await writeFile(join(snapshots, `${copy}.snap.json`), text);
  }
  return { dir, root };
}

async function timed(args: string[]): Promise<number> {
  const started = performance.now();
  await run(process.execPath, ['--disable-warning=ExperimentalWarning', cli, ...args], { cwd: ROOT, env: { ...process.env, CI: '' } });
  return performance.now() - started;
}

const { dir, root } = await hundredFixtures();
try {
  // Warm the file-system cache and esbuild once, outside the measured rounds.
  await timed(['trigger', 'space_content_updated', '--dir', dir]);
  const trigger: number[] = [];
  const test: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    trigger.push(await timed(['trigger', 'space_content_updated', '--dir', dir]));
    test.push(await timed(['test', dir]));
  }
  const median = (values: number[]) => percentile(values, 50);
  report({
    name: `integration-studio test, ${COUNT} fixtures (process)`,
    value: median(test),
    unit: 'ms',
    baselineName: 'one trigger (process)',
    baseline: median(trigger),
    better: 'lower',
    target: { ratio: 3 },
  });

  // In process: the engine's run of every fixture, against bare dispatches of the same inputs.
  const engine = await startFixtureEngine(dir);
  try {
    const fixtures = await loadFixtures(dir);
    const steps = fixtures.reduce((sum, f) => sum + (f.ok ? stepsOf(f.fixture).length : 0), 0);
    const installation = engine.install();
    const bare = async () => {
      for (let i = 0; i < steps; i++)
        await engine.host.dispatchEvent(
          { type: 'space_content_updated', spaceId: 'space_dev', revisionId: 'r', installationId: installation.id } as never,
          { installationId: installation.id },
        );
    };
    const all = async () => {
      for (const fixture of fixtures) {
        const result = await runFixture(engine, fixture, { ci: false });
        if (!result.ok) throw new Error(`bench fixture ${fixture.name} failed: ${JSON.stringify(result.steps)}`);
      }
    };
    await all();
    await bare();
    const fixtureRates: number[] = [];
    const bareRates: number[] = [];
    for (let round = 0; round < 5; round++) {
      let started = performance.now();
      await all();
      fixtureRates.push(fixtures.length / ((performance.now() - started) / 1000));
      started = performance.now();
      await bare();
      bareRates.push(fixtures.length / ((performance.now() - started) / 1000));
    }
    report({
      name: `fixtures/s (${steps} steps in ${fixtures.length} fixtures)`,
      value: median(fixtureRates),
      unit: 'fix/s',
      baselineName: `bare dispatch, ${steps} per ${fixtures.length}`,
      baseline: median(bareRates),
      better: 'higher',
    });
  } finally {
    await engine.dispose();
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
