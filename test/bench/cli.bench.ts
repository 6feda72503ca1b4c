// Whole-process start-up of the command line: `--version` and `validate` of the bundled example,
// each beside a bare `node -e 0` on the same Node, runs interleaved so a busy machine slows both.
// The first (unmeasured) run of each builds the CLI's bundle when it is missing or stale
// (bin/cli-cache.js): what is measured is every run after that, the cache checked and reused.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { EXAMPLE_DIR, ROOT } from '../../electron/lib/paths.ts';
import { percentile, report } from './report.ts';

const RUNS = 15;
const BIN = join(ROOT, 'bin', 'integration-studio.js');

function wallMs(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited ${result.status}`);
  return performance.now() - started;
}

function medianPair(args: string[]): { value: number; baseline: number } {
  wallMs(args); // warm the compile cache and the file system cache
  const values: number[] = [];
  const baselines: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    baselines.push(wallMs(['-e', '0']));
    values.push(wallMs(args));
  }
  return { value: percentile(values, 50), baseline: percentile(baselines, 50) };
}

let ok = true;
const version = medianPair([BIN, '--version']);
ok =
  report({
    name: 'cli --version, whole process (median)',
    unit: 'ms',
    baselineName: 'node -e 0',
    better: 'lower',
    target: { ratio: 3 },
    ...version,
  }) && ok;
const validate = medianPair([BIN, 'validate', EXAMPLE_DIR]);
ok =
  report({
    name: 'cli validate example, whole process (median)',
    unit: 'ms',
    baselineName: 'node -e 0',
    better: 'lower',
    target: { ratio: 8 },
    ...validate,
  }) && ok;
process.exitCode = ok ? 0 : 1;
