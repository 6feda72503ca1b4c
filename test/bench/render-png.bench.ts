// `render --png` of the bundled example's block, whole process (start, integration, Chromium, PNG,
// exit), beside a plain `render` of the same block measured in the same run. Target: under 2 s.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLE_DIR, ROOT } from '../../electron/lib/paths.ts';
import { percentile, report } from './report.ts';

const out = mkdtempSync(join(tmpdir(), 'bench-render-png-'));
const cli = join(ROOT, 'bin', 'integration-studio.js');
const base = ['render', 'greeting', '--dir', EXAMPLE_DIR, '--trust'];

function run(args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [cli, ...args], { cwd: ROOT, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`render ${args.join(' ')} exited ${result.status}:\n${result.stderr}`);
  return ms;
}

// One of each first: the snapshot page's bundle is built on first use and cached, as on a user's machine.
run([...base, '--png', join(out, 'warm.png')]);
run(base);
const plain: number[] = [];
const png: number[] = [];
for (let i = 0; i < 5; i++) {
  plain.push(run(base));
  png.push(run([...base, '--png', join(out, `greeting-${i}.png`)]));
}
const ok = report({
  name: 'render --png, whole process (median of 5)',
  value: percentile(png, 50),
  unit: 'ms',
  baselineName: 'render',
  baseline: percentile(plain, 50),
  better: 'lower',
  target: { absolute: 2000 },
});
process.exit(ok ? 0 : 1);
